import { createDecipheriv } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { APP_TOKEN_CLOCK_WINDOW_MS, APP_TOKEN_LIFETIME_SECONDS, CODE, formatMinute } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import { recordAudit } from '../audit';
import { sessions } from '../auth';
import { newSessionId, signToken } from '../auth';
import { users } from '../users';
import { findAppSecret, markAppSecretUsed, useNonce } from './app-secrets';

export const APP_TOKEN_MESSAGES = {
  off: '本单位未开通受信应用登录',
  bad: '签名无效',
  stale: '请求时间已过期，请校准时钟后重试',
  replay: '请求已使用过，请换一个 nonce 重试',
  user: '用户不存在或已停用',
} as const;

/** What `enc` carries once decrypted. */
interface Signed {
  fid: unknown;
  uid: unknown;
  time: unknown;
  nonce: unknown;
}

/**
 * AES-128-ECB with PKCS#7 padding under the 16-character secret: what clients of the live hall send. ECB leaks
 * equal blocks and has no integrity of its own; it is kept only for those clients (docs/integration.md). A wrong
 * secret fails the padding check or the JSON parse, nearly always; the fid/uid match below catches the rest.
 */
export function decryptEnc(enc: string, secret: string): Signed | undefined {
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(secret, 'utf8'), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(enc, 'hex')), decipher.final()]).toString('utf8');
    const value = JSON.parse(plain) as unknown;
    return typeof value === 'object' && value !== null ? (value as Signed) : undefined;
  } catch {
    return undefined;
  }
}

/** A time in milliseconds (or seconds, as some clients send) since the epoch, as milliseconds. */
const millisOf = (time: unknown) => {
  const value = typeof time === 'string' && /^\d{1,16}$/.test(time) ? Number(time) : time;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return value < 1e12 ? value * 1000 : value;
};

/**
 * `createToken`: checks the trusted app's signed request for one of the unit's users and opens a short session for
 * that user, whose token names the app secret's version (rotating the secret voids it). Every outcome is audited
 * as a sign-in of method app-token (A3).
 */
export async function createAppToken(
  { db, key }: { db: Db; key: Uint8Array },
  request: ApiRequest,
  query: { fid: string; uid: string; enc: string },
  now = new Date(),
): Promise<string> {
  const fid = request.unit.fid;
  const fail = async (reason: string, message: string, uid?: number) => {
    await recordAudit(db, request, { event: 'login_failure', outcome: 'failure', method: 'app-token', reason, uid });
    return new BusinessError(CODE.unauthorized, message, 401);
  };
  const secret = await findAppSecret(db, fid);
  if (!secret || Number(query.fid) !== fid) throw await fail('off', APP_TOKEN_MESSAGES.off);
  const signed = decryptEnc(query.enc, secret.secret);
  if (!signed || String(signed.fid) !== query.fid || String(signed.uid) !== query.uid) {
    throw await fail('bad-signature', APP_TOKEN_MESSAGES.bad);
  }
  const time = millisOf(signed.time);
  if (time === undefined || Math.abs(now.getTime() - time) > APP_TOKEN_CLOCK_WINDOW_MS) {
    throw await fail('stale', APP_TOKEN_MESSAGES.stale);
  }
  const nonce = typeof signed.nonce === 'string' || typeof signed.nonce === 'number' ? String(signed.nonce) : '';
  if (!/^[\w-]{8,64}$/.test(nonce)) throw await fail('bad-nonce', APP_TOKEN_MESSAGES.bad);
  const usedUntil = new Date(Math.max(time, now.getTime()) + APP_TOKEN_CLOCK_WINDOW_MS);
  if (!(await useNonce(db, fid, nonce, usedUntil, now))) throw await fail('replay', APP_TOKEN_MESSAGES.replay);

  const uid = Number(query.uid);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.fid, fid), eq(users.uid, uid)))
    .limit(1);
  if (!user || user.disabled) throw await fail('user', APP_TOKEN_MESSAGES.user, user?.uid);

  await markAppSecretUsed(db, secret, now);
  const sid = newSessionId();
  await db.insert(sessions).values({
    id: sid,
    fid,
    uid,
    kind: 'user',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + APP_TOKEN_LIFETIME_SECONDS * 1000),
  });
  await recordAudit(db, request, { event: 'login', outcome: 'success', method: 'app-token', uid });
  return signToken(
    key,
    { sub: String(uid), fid, typ: 'user', sid, loginTime: formatMinute(now), asv: secret.version },
    now,
    APP_TOKEN_LIFETIME_SECONDS,
  );
}
