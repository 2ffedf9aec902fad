import { errors, jwtVerify, SignJWT } from 'jose';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { cookieOf } from '../../lib/cookies';
import { hmacKey, newSessionId } from './auth.tokens';

/**
 * Trusted devices (ADR 026, after OWASP's "device cookies"): a successful password sign-in leaves an HttpOnly cookie
 * naming the account, and that browser's later attempts on that account skip the per-address rule, so an attacked
 * campus NAT costs the owner no 图形验证码. The account's own lock (security.md A2) holds on every browser (ADR 026
 * addendum).
 */
export const DEVICE_COOKIE = 'yz_device';
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;
const ISSUER = 'yizhan';
const TYPE = 'device';

const accountName = (username: string) => username.trim().toLowerCase();

/** Marks this browser as one the account signed in from. */
export async function trustDevice(key: Uint8Array, request: ApiRequest, reply: ApiReply, username: string) {
  const token = await new SignJWT({ fid: request.unit.fid, typ: TYPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(accountName(username))
    .setJti(newSessionId())
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(await hmacKey(key));
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    httpOnly: true,
    maxAge: LIFETIME_SECONDS,
  });
}

/** The id of this browser's trust for `username` on this unit, or null (no cookie, another account, forged). */
export async function trustedDeviceId(key: Uint8Array, request: ApiRequest, username: string): Promise<string | null> {
  const token = cookieOf(request, DEVICE_COOKIE);
  if (!token || token.length > 1024) return null;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['jti'],
    });
    const matches = payload.typ === TYPE && payload.fid === request.unit.fid && payload.sub === accountName(username);
    return matches ? payload.jti! : null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
