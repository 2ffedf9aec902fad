import { randomBytes } from 'node:crypto';

// The answers of the portal's CAS server (CAS 3.0 §2.5, Appendix C). Failure texts are the protocol's own codes and
// English descriptions: they are read by business systems' CAS clients, never shown to a person.

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

export type ValidationFailure = 'INVALID_REQUEST' | 'INVALID_TICKET' | 'INVALID_SERVICE';

const failureText: Record<ValidationFailure, string> = {
  INVALID_REQUEST: 'Both ticket and service are required',
  INVALID_TICKET: 'Ticket not recognized, already used or expired',
  INVALID_SERVICE: 'Ticket was issued for another service',
};

/** A success answer; `attributes` only for `/p3/serviceValidate` (CAS 2.0's `/serviceValidate` has none). */
export function successXml(username: string, attributes: Record<string, string> | null): string {
  const lines = attributes
    ? [
        '    <cas:attributes>',
        ...Object.entries(attributes).map(([name, value]) => `      <cas:${name}>${escapeXml(value)}</cas:${name}>`),
        '    </cas:attributes>',
      ]
    : [];
  return [
    '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">',
    '  <cas:authenticationSuccess>',
    `    <cas:user>${escapeXml(username)}</cas:user>`,
    ...lines,
    '  </cas:authenticationSuccess>',
    '</cas:serviceResponse>',
    '',
  ].join('\n');
}

export function failureXml(code: ValidationFailure): string {
  return [
    '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">',
    `  <cas:authenticationFailure code="${code}">${failureText[code]}</cas:authenticationFailure>`,
    '</cas:serviceResponse>',
    '',
  ].join('\n');
}

/** The SAML logout request of single logout: the user and the ticket their system session was opened with. */
export function logoutRequestXml(username: string, ticket: string, now: Date): string {
  return (
    `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ` +
    `xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-${randomBytes(12).toString('hex')}" ` +
    `Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:NameID>${escapeXml(username)}</saml:NameID>` +
    `<samlp:SessionIndex>${escapeXml(ticket)}</samlp:SessionIndex>` +
    `</samlp:LogoutRequest>`
  );
}
