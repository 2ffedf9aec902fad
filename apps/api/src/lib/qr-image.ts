import QRCode from 'qrcode';

/**
 * A QR code holding `text`, as an SVG data URL: drawn on the server, so no page loads a QR library (ADR 041). The
 * sign-in code and a service's phone address (issue 35 item 4) are drawn the same way.
 */
export async function qrImage(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
