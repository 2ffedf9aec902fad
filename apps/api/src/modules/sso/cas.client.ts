import { CasXmlError, parseServiceResponse } from './cas.xml';

/** A CAS answer larger than this is refused unread (A5): a real one is a few hundred bytes. */
export const CAS_MAX_BYTES = 64 * 1024;
/** A CAS server slower than this fails the sign-in closed (A5, F2). */
export const CAS_TIMEOUT_MS = 5_000;

/** How a validation went wrong: the server said no, or it could not be asked or understood. */
export type CasFailureKind = 'rejected' | 'unreachable' | 'timeout' | 'too-large' | 'malformed';

export class CasValidationError extends Error {
  override name = 'CasValidationError';
  constructor(
    readonly kind: CasFailureKind,
    /** The CAS failure code (INVALID_TICKET, INVALID_SERVICE…) when the server rejected the ticket. */
    readonly code = '',
  ) {
    super(code ? `${kind}: ${code}` : kind);
  }
}

/** A person the CAS server vouched for. */
export interface CasIdentity {
  user: string;
  attributes: Record<string, string>;
}

/** The CAS server's base URL from the unit's CAS login URL: `https://sso.example/cas/login` → `…/cas`. */
export function casServerBase(loginPath: string): string {
  const url = new URL(loginPath);
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/\/login\/?$/, '').replace(/\/$/, '');
  return url.toString().replace(/\/$/, '');
}

/** Reads a body up to `maxBytes`; past it, stops reading and throws. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new CasValidationError('too-large');
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new CasValidationError('too-large');
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}

/**
 * Validates a service ticket server-to-server at the CAS server's `/p3/serviceValidate` (CAS 3.0 §2.5), once — a
 * ticket is single-use, so there is nothing to retry. The `service` must be exactly the one the ticket was issued
 * for. Fails closed on everything but a well-formed success (A5): a rejection, an unreachable or slow server (over
 * `timeoutMs` for the whole exchange), an answer over `maxBytes`, a redirect, or XML that is not a plain CAS answer.
 */
export async function validateServiceTicket(input: {
  casBase: string;
  service: string;
  ticket: string;
  timeoutMs?: number;
  maxBytes?: number;
}): Promise<CasIdentity> {
  const { timeoutMs = CAS_TIMEOUT_MS, maxBytes = CAS_MAX_BYTES } = input;
  const url = new URL(`${input.casBase}/p3/serviceValidate`);
  url.searchParams.set('service', input.service);
  url.searchParams.set('ticket', input.ticket);
  const signal = AbortSignal.timeout(timeoutMs);
  let xml: string;
  try {
    const response = await fetch(url, { signal, redirect: 'error', headers: { accept: 'application/xml, text/xml' } });
    if (!response.ok) {
      await response.body?.cancel();
      throw new CasValidationError('unreachable', `HTTP ${response.status}`);
    }
    xml = await readCapped(response, maxBytes);
  } catch (error) {
    if (error instanceof CasValidationError) throw error;
    if (signal.aborted) throw new CasValidationError('timeout');
    if (error instanceof TypeError && /decode|encoded/i.test(error.message)) throw new CasValidationError('malformed');
    throw new CasValidationError('unreachable');
  }
  let answer;
  try {
    answer = parseServiceResponse(xml);
  } catch (error) {
    if (error instanceof CasXmlError) throw new CasValidationError('malformed');
    throw error;
  }
  if (!answer.ok) throw new CasValidationError('rejected', answer.code);
  return { user: answer.user, attributes: answer.attributes };
}

/**
 * Whether the CAS server answers at all (any HTTP status) within `timeoutMs`: asked before sending a browser there,
 * so an unreachable server is reported by the portal in Chinese instead of the browser's own error page.
 */
export async function casServerAnswers(loginPath: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const response = await fetch(loginPath, {
      method: 'HEAD',
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}
