/** A server-to-server call slower than this fails the sign-in closed (as CAS and OpenID Connect: A5, F2). */
export const BACK_CHANNEL_TIMEOUT_MS = 5_000;
/** The most a sign-in server's JSON answer may weigh. */
export const BACK_CHANNEL_MAX_BYTES = 64 * 1024;

/** Why a server-to-server call gave no usable answer. */
export type BackChannelFault = 'unreachable' | 'timeout' | 'too-large' | 'malformed';

export class BackChannelError extends Error {
  override name = 'BackChannelError';
  constructor(readonly fault: BackChannelFault) {
    super(fault);
  }
}

/**
 * One JSON call to a sign-in server (WeChat's code exchange, a passport's cookie check): no redirects followed, a
 * 5 s deadline for the whole exchange, at most 64 KiB read — by Content-Length and while streaming — and a JSON
 * object or a `BackChannelError`. Answers the status with the parsed body.
 */
export async function fetchJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const signal = AbortSignal.timeout(BACK_CHANNEL_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, redirect: 'manual' });
  } catch {
    throw new BackChannelError(signal.aborted ? 'timeout' : 'unreachable');
  }
  if (Number(response.headers.get('content-length') ?? 0) > BACK_CHANNEL_MAX_BYTES) {
    await response.body?.cancel();
    throw new BackChannelError('too-large');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > BACK_CHANNEL_MAX_BYTES) throw new BackChannelError('too-large');
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof BackChannelError) throw error;
    throw new BackChannelError(signal.aborted ? 'timeout' : 'unreachable');
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BackChannelError('malformed');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BackChannelError('malformed');
  return { status: response.status, body: body as Record<string, unknown> };
}
