import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrationKeys, type IntegrationKeyRow } from './integration.table';

/** Keys start with this, so a leaked one is recognisable in a log or a repository scan. */
const KEY_PREFIX = 'yzk_';

/** The stored form of a key: hex SHA-256 (a 256-bit random key cannot be guessed, so no slow hash is needed). */
export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Creates a key for a unit's system; the key itself is returned once and never stored. */
export async function createIntegrationKey(db: Pick<Db, 'insert'>, fid: number, name: string) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(integrationKeys)
    .values({ fid, name, keyHash: hashKey(key), prefix: key.slice(0, 10) })
    .returning();
  return { key, row: row! };
}

/** Revokes a key of a unit; false when the unit has no such live key. */
export async function revokeIntegrationKey(db: Db, fid: number, id: number, now = new Date()) {
  const rows = await db
    .update(integrationKeys)
    .set({ revokedAt: now })
    .where(and(eq(integrationKeys.fid, fid), eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
    .returning({ id: integrationKeys.id });
  return rows.length > 0;
}

/**
 * Replaces a live key of a unit by a new one for the same system, in one transaction: the old key stops at once and
 * the system's pushes continue the same data (the name is the idempotency's system part, ADR 039). The new key is
 * returned once; undefined when the unit has no such live key.
 */
export async function rotateIntegrationKey(db: Db, fid: number, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .update(integrationKeys)
      .set({ revokedAt: now })
      .where(and(eq(integrationKeys.fid, fid), eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
      .returning({ name: integrationKeys.name });
    return old ? createIntegrationKey(tx, fid, old.name) : undefined;
  });
}

/** One key of a unit as listed (without its hash), or undefined. */
export async function findIntegrationKey(db: Db, fid: number, id: number) {
  const [row] = await listedKeys(db).where(and(eq(integrationKeys.fid, fid), eq(integrationKeys.id, id)));
  return row;
}

/** A unit's keys, newest first, revoked ones included (without their hashes). */
export const listIntegrationKeys = (db: Db, fid: number) =>
  listedKeys(db).where(eq(integrationKeys.fid, fid)).orderBy(desc(integrationKeys.id));

/** What a listing shows of keys: never their hashes. */
const listedKeys = (db: Db) =>
  db
    .select({
      id: integrationKeys.id,
      name: integrationKeys.name,
      prefix: integrationKeys.prefix,
      createdAt: integrationKeys.createdAt,
      lastUsedAt: integrationKeys.lastUsedAt,
      revokedAt: integrationKeys.revokedAt,
    })
    .from(integrationKeys)
    .$dynamic();

/** The live key a presented key is, or undefined; marks it used at most once a minute. */
export async function findLiveKey(db: Db, key: string, now = new Date()): Promise<IntegrationKeyRow | undefined> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) return undefined;
  const [row] = await db
    .select()
    .from(integrationKeys)
    .where(and(eq(integrationKeys.keyHash, hashKey(key)), isNull(integrationKeys.revokedAt)))
    .limit(1);
  if (row && (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000)) {
    await db.update(integrationKeys).set({ lastUsedAt: now }).where(eq(integrationKeys.id, row.id));
  }
  return row;
}
