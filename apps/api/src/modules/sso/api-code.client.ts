/** A trusted app slower than this fails the sign-in closed (as CAS: A5, F2). */
export const API_CODE_TIMEOUT_MS = 5_000;
const MAX_BYTES = 64 * 1024;

export class ApiCodeError extends Error {
  override name = 'ApiCodeError';
  constructor(
    /** `rejected`: the trusted app said no; `unavailable`: it could not be asked or understood. */
    readonly kind: 'rejected' | 'unavailable',
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** A person the trusted app vouched for. */
export interface ApiCodeIdentity {
  user: string;
  attributes: Record<string, string>;
}

const strings = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

/**
 * Verifies an API code server-to-server (A8) at the unit's trusted app: one POST, the portal's client credentials
 * in HTTP Basic, the code with its `millis` and the exact service it was issued for; at most 5 s and 64 KiB, no
 * redirects, no retry (the code is single-use). Only `200 {"user": …}` passes; the app's `4xx {"error": …}` is a
 * rejection; anything else — unreachable, slow, too large, not JSON, our credentials refused — fails closed.
 *
 * The answer's shape (ADR 041): `{ "user": "citizen", "attributes": { "name": "张市民", "userType": "CITIZEN" } }`.
 */
export async function verifyApiCode(input: {
  verifyUrl: string;
  clientId: string;
  clientSecret: string;
  code: string;
  millis: number;
  service: string;
  timeoutMs?: number;
}): Promise<ApiCodeIdentity> {
  const basic = Buffer.from(`${encodeURIComponent(input.clientId)}:${encodeURIComponent(input.clientSecret)}`).toString(
    'base64',
  );
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(input.verifyUrl, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(input.timeoutMs ?? API_CODE_TIMEOUT_MS),
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ code: input.code, millis: String(input.millis), service: input.service }),
    });
    status = response.status;
    if (Number(response.headers.get('content-length')) > MAX_BYTES) {
      await response.body?.cancel();
      throw new ApiCodeError('unavailable', 'api-too-large');
    }
    const text = await response.text();
    if (text.length > MAX_BYTES) throw new ApiCodeError('unavailable', 'api-too-large');
    body = JSON.parse(text) as unknown;
  } catch (error) {
    if (error instanceof ApiCodeError) throw error;
    if (error instanceof SyntaxError) throw new ApiCodeError('unavailable', 'api-malformed');
    if (error instanceof Error && error.name === 'TimeoutError') throw new ApiCodeError('unavailable', 'api-timeout');
    throw new ApiCodeError('unavailable', 'api-unreachable');
  }
  const answer = (body ?? {}) as { user?: unknown; attributes?: unknown; error?: unknown };
  if (status === 200 && typeof answer.user === 'string') {
    return { user: answer.user, attributes: strings(answer.attributes) };
  }
  if (status === 401) throw new ApiCodeError('unavailable', 'api-invalid-client');
  if (status >= 400 && status < 500 && typeof answer.error === 'string') {
    throw new ApiCodeError('rejected', `api-${answer.error}`.slice(0, 64));
  }
  throw new ApiCodeError('unavailable', 'api-malformed');
}
