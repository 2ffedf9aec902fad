import type { PassportCookieSettings } from '../units';
import { BackChannelError, fetchJson } from './back-channel';

export class PassportError extends Error {
  override name = 'PassportError';
  constructor(
    /** `rejected`: the passport server does not know the cookie; `unavailable`: it could not be asked. */
    readonly kind: 'rejected' | 'unavailable',
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Who a passport server says its cookie belongs to. */
export interface PassportIdentity {
  username: string;
  attributes: Record<string, string>;
}

/**
 * Presents a passport cookie to the unit's passport server, server to server (a form POST, so the value never sits
 * in a logged URL): `{ result: true, user: { username, name?, userType? } }` vouches for a person, anything else is
 * a refusal. The cookie's value is the person's credential here and is never stored or logged (D2).
 */
export async function validatePassportCookie(
  settings: PassportCookieSettings,
  fid: number,
  cookie: string,
): Promise<PassportIdentity> {
  let answer;
  try {
    answer = await fetchJson(settings.validateUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ cookie, fid: String(fid) }).toString(),
    });
  } catch (error) {
    if (error instanceof BackChannelError) throw new PassportError('unavailable', `passport-${error.fault}`);
    throw error;
  }
  const { status, body } = answer;
  if (status >= 500) throw new PassportError('unavailable', `passport-http-${status}`);
  if (body.result !== true) throw new PassportError('rejected', 'passport-rejected');
  const user = body.user as Record<string, unknown> | undefined;
  if (!user || typeof user.username !== 'string') throw new PassportError('unavailable', 'passport-malformed');
  const attributes: Record<string, string> = {};
  for (const key of ['name', 'userType']) {
    if (typeof user[key] === 'string') attributes[key] = user[key];
  }
  return { username: user.username, attributes };
}
