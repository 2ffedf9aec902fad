import { randomBytes, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { TOKEN_COOKIE_MAX_AGE_SECONDS } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { perObject } from '@yizhan/server-kit';
import { appSecrets } from './auth.table';

/** The claims of a portal token (architecture.md §5). */
export interface TokenClaims {
  sub: string;
  fid: number;
  typ: 'guest' | 'user';
  sid: string;
  loginTime: string;
  /** Expiry in seconds since the epoch, on verified tokens. */
  exp?: number;
  /**
   * The unit's app secret version a createToken token was issued under (ADR 039): rotating the secret voids it.
   * Absent on every other token.
   */
  asv?: number;
}

const ALGORITHM = 'HS256';
const ISSUER = 'yizhan';

/**
 * The signing key as WebCrypto's HMAC key, imported once per key: given the raw bytes, jose imports them again on
 * every sign and verify — about 80 µs of each signed-in request.
 */
export const hmacKey = perObject((secret: Uint8Array): Promise<webcrypto.CryptoKey> =>
  webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
);

/** A new 128-bit random session id (security.md S2). */
export const newSessionId = () => randomBytes(16).toString('base64url');

/**
 * The signing key, created once and stored in the database so every instance and every restart shares it.
 * Concurrent first starts race on the insert; whoever loses reads the winner's key.
 */
export async function loadSigningKey(db: Db): Promise<Uint8Array> {
  await db
    .insert(appSecrets)
    .values({ name: 'token-signing-key', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(appSecrets)
    .where(sql`${appSecrets.name} = 'token-signing-key'`);
  return Buffer.from(rows[0]!.value, 'base64url');
}

/** Signs a token for a session; it expires with the session's absolute lifetime (30 days unless given). */
export async function signToken(
  key: Uint8Array,
  claims: TokenClaims,
  now = new Date(),
  lifetimeSeconds = TOKEN_COOKIE_MAX_AGE_SECONDS,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const asv = claims.asv === undefined ? {} : { asv: claims.asv };
  return new SignJWT({ fid: claims.fid, typ: claims.typ, sid: claims.sid, loginTime: claims.loginTime, ...asv })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(await hmacKey(key));
}

/** How many verified tokens each key keeps (about 4 MB at most); the least recently used goes first (lru-cache). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Tokens already verified, per key, with their claims. A session sends the same token with every request, and
 * verifying it again (jose's parsing and an HMAC through WebCrypto) was a tenth of a signed-in request's time.
 * Once the signature, issuer and claims are good, only the clock can change the verdict: expiry is checked on every
 * use. A token that fails is never kept, so made-up tokens cannot fill the map.
 */
const keptClaims = perObject((_key: Uint8Array) => new LRUCache<string, TokenClaims>({ max: VERIFIED_TOKENS_KEPT }));

/**
 * Verifies signature (HS256 only, so `none` and key-confusion tricks fail), expiry, issuer and claim types, and
 * that the token belongs to this unit (S5). Returns null for any token that is not good.
 */
export async function verifyToken(key: Uint8Array, token: string, fid: number): Promise<TokenClaims | null> {
  if (token.length > 2048) return null;
  const kept = keptClaims(key);
  const known = kept.get(token);
  // jose's own rule: expired once the current second reaches `exp`.
  if (known) return known.fid === fid && (known.exp ?? 0) > Math.floor(Date.now() / 1000) ? { ...known } : null;
  const claims = await verifyAnew(key, token, fid);
  if (claims) kept.set(token, claims);
  return claims && { ...claims };
}

/** The whole verification (verifyToken), by jose. */
async function verifyAnew(key: Uint8Array, token: string, fid: number): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { sub, typ, sid, loginTime, asv } = payload;
    if (payload.fid !== fid) return null;
    if (typ !== 'guest' && typ !== 'user') return null;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof loginTime !== 'string') return null;
    if (asv !== undefined && (typeof asv !== 'number' || !Number.isInteger(asv))) return null;
    return {
      sub,
      fid,
      typ,
      sid,
      loginTime,
      ...(payload.exp === undefined ? {} : { exp: payload.exp }),
      ...(asv === undefined ? {} : { asv }),
    };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
