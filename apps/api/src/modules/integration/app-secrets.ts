import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrationAppSecrets, integrationNonces } from './integration.table';

/** An app secret is the AES-128 key itself: 16 characters (ASCII letters and digits). */
export const APP_SECRET_PATTERN = /^[A-Za-z0-9]{16}$/;

/** A new random app secret: 16 characters of 62, about 95 bits. */
export function newAppSecret(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  // 248 is the largest multiple of 62 below 256: bytes above it are dropped so every character is equally likely.
  const chars: string[] = [];
  while (chars.length < 16) {
    for (const byte of randomBytes(32)) if (byte < 248 && chars.length < 16) chars.push(alphabet[byte % 62]!);
  }
  return chars.join('');
}

/** A unit's app secret and its version, or undefined when the unit has none (createToken is off). */
export async function findAppSecret(db: Pick<Db, 'select'>, fid: number) {
  const [row] = await db.select().from(integrationAppSecrets).where(eq(integrationAppSecrets.fid, fid)).limit(1);
  return row;
}

/**
 * Sets a unit's app secret (a new random one unless given) and raises its version: every token the old secret
 * vouched for stops working at once. Answers the secret, to be shown once.
 */
export async function rotateAppSecret(db: Pick<Db, 'insert'>, fid: number, secret = newAppSecret(), now = new Date()) {
  if (!APP_SECRET_PATTERN.test(secret)) throw new Error('应用密钥必须是 16 位字母或数字');
  const [row] = await db
    .insert(integrationAppSecrets)
    .values({ fid, secret, version: 1, rotatedAt: now })
    .onConflictDoUpdate({
      target: integrationAppSecrets.fid,
      set: { secret, version: sql`${integrationAppSecrets.version} + 1`, rotatedAt: now },
    })
    .returning();
  return row!;
}

/** Switches createToken off for a unit: the secret goes, and with it every token it vouched for. */
export async function revokeAppSecret(db: Pick<Db, 'delete'>, fid: number) {
  const rows = await db
    .delete(integrationAppSecrets)
    .where(eq(integrationAppSecrets.fid, fid))
    .returning({ fid: integrationAppSecrets.fid });
  return rows.length > 0;
}

/** Marks a unit's secret used (for the console's 最近使用), at most once a minute: createToken is a sign-in path. */
export async function markAppSecretUsed(db: Db, secret: { fid: number; lastUsedAt: Date | null }, now = new Date()) {
  if (secret.lastUsedAt && now.getTime() - secret.lastUsedAt.getTime() <= 60_000) return;
  await db.update(integrationAppSecrets).set({ lastUsedAt: now }).where(eq(integrationAppSecrets.fid, secret.fid));
}

/** Whether `version` is still the unit's app secret version (a createToken token's `asv` claim). */
export async function isCurrentSecretVersion(db: Db, fid: number, version: number) {
  const rows = await db
    .select({ fid: integrationAppSecrets.fid })
    .from(integrationAppSecrets)
    .where(and(eq(integrationAppSecrets.fid, fid), eq(integrationAppSecrets.version, version)))
    .limit(1);
  return rows.length > 0;
}

/** Records a nonce as used until `expiresAt`; false when it was used already (a replay). */
export async function useNonce(db: Db, fid: number, nonce: string, expiresAt: Date, now = new Date()) {
  await db.delete(integrationNonces).where(lt(integrationNonces.expiresAt, now));
  const rows = await db
    .insert(integrationNonces)
    .values({ fid, nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: integrationNonces.nonce });
  return rows.length > 0;
}
