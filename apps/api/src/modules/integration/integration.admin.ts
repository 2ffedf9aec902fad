import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  adminKeysApi,
  CODE,
  EDIT_CONFLICT,
  formatSecond,
  type AppSecretState,
  type IntegrationKey,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { serveAdmin } from '../access';
import { recordAdminWrite } from '../audit';
import { units } from '../units';
import { findAppSecret, revokeAppSecret, rotateAppSecret } from './app-secrets';
import {
  createIntegrationKey,
  findIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
  rotateIntegrationKey,
} from './integration.keys';
import type { integrationAppSecrets } from './integration.table';

type ListedKey = NonNullable<Awaited<ReturnType<typeof findIntegrationKey>>>;
type SecretRow = typeof integrationAppSecrets.$inferSelect;

const timeOf = (at: Date | null) => (at ? formatSecond(at) : '');

/** A key as the console lists it: the prefix tells keys apart; the key itself is never stored. */
const toKey = (row: ListedKey): IntegrationKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: timeOf(row.createdAt),
  lastUsedAt: timeOf(row.lastUsedAt),
  revokedAt: timeOf(row.revokedAt),
});

/** The app secret's state: never the secret, which only the call that made it answers. */
function toSecretState(row: SecretRow | undefined): AppSecretState {
  const state = {
    enabled: row !== undefined,
    secretVersion: row?.version ?? 0,
    rotatedAt: timeOf(row?.rotatedAt ?? null),
    lastUsedAt: timeOf(row?.lastUsedAt ?? null),
  };
  return { ...state, version: versionOf({ secretVersion: state.secretVersion, rotatedAt: state.rotatedAt }) };
}

/** What the audit keeps of a key: which system and which key, never the key. */
const keyAudit = (key: IntegrationKey) => ({ name: key.name, prefix: key.prefix, revokedAt: key.revokedAt });
const secretAudit = (state: AppSecretState) => ({ enabled: state.enabled, secretVersion: state.secretVersion });

/**
 * A key that is no longer live (revoked meanwhile, by another administrator or the command-line tool) is a conflict
 * with what is stored; one the unit never had is not found.
 */
async function notLive(db: Db, fid: number, id: number): Promise<BusinessError> {
  const stored = await findIntegrationKey(db, fid, id);
  if (!stored) return new BusinessError(CODE.notFound, '密钥不存在', 404);
  return new BusinessError(CODE.conflict, EDIT_CONFLICT, 409, {}, { current: toKey(stored) });
}

/**
 * 接入密钥 of the console (issue 37 item 10, ADR 075): the same functions as `npm run integration:key`. A new key or
 * secret is in the answer of the call that made it and nowhere else — not in a listing, a log or the audit.
 */
export function integrationAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serveAdmin(app, adminKeysApi.keys, async ({ scope }) => {
    const fid = scope.unit.fid;
    const [keys, secret] = await Promise.all([listIntegrationKeys(db, fid), findAppSecret(db, fid)]);
    return { keys: keys.map(toKey), appSecret: toSecretState(secret) };
  });

  serveAdmin(app, adminKeysApi.createKey, async ({ body, request, scope }) => {
    const { key: secret, row } = await createIntegrationKey(db, scope.unit.fid, body.name);
    const key = toKey(row);
    await recordAdminWrite(db, request, {
      ...who(scope),
      action: 'key.create',
      target: `接入密钥「${key.name}」（${key.id} 号）`,
      before: null,
      after: keyAudit(key),
    });
    return { key, secret };
  });

  serveAdmin(app, adminKeysApi.rotateKey, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const before = await findIntegrationKey(db, fid, body.id);
    const made = await rotateIntegrationKey(db, fid, body.id);
    if (!before || !made) throw await notLive(db, fid, body.id);
    const key = toKey(made.row);
    await recordAdminWrite(db, request, {
      ...who(scope),
      action: 'key.rotate',
      target: `接入密钥「${key.name}」（${body.id} 号换为 ${key.id} 号）`,
      before: keyAudit(toKey(before)),
      after: keyAudit(key),
    });
    return { key, secret: made.key };
  });

  serveAdmin(app, adminKeysApi.revokeKey, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    if (!(await revokeIntegrationKey(db, fid, body.id))) throw await notLive(db, fid, body.id);
    const key = toKey((await findIntegrationKey(db, fid, body.id))!);
    await recordAdminWrite(db, request, {
      ...who(scope),
      action: 'key.revoke',
      target: `接入密钥「${key.name}」（${key.id} 号）`,
      before: { ...keyAudit(key), revokedAt: '' },
      after: keyAudit(key),
    });
    return key;
  });

  /** Rotates or revokes the app secret from the state the administrator saw (the unit's row locked meanwhile). */
  async function changeSecret(
    fid: number,
    version: string,
    change: (tx: Pick<Db, 'insert' | 'delete'>) => Promise<SecretRow | undefined>,
  ) {
    return db.transaction(async (tx) => {
      await tx.select({ fid: units.fid }).from(units).where(eq(units.fid, fid)).for('update');
      const before = toSecretState(await findAppSecret(tx, fid));
      assertCurrentVersion(version, before);
      const row = await change(tx);
      return { before, row };
    });
  }

  serveAdmin(app, adminKeysApi.rotateSecret, async ({ body, request, scope }) => {
    const { before, row } = await changeSecret(scope.unit.fid, body.version, (tx) =>
      rotateAppSecret(tx, scope.unit.fid),
    );
    const appSecret = toSecretState(row);
    await recordAdminWrite(db, request, {
      ...who(scope),
      action: 'secret.rotate',
      target: `应用密钥（第 ${appSecret.secretVersion} 版）`,
      before: secretAudit(before),
      after: secretAudit(appSecret),
    });
    return { appSecret, secret: row!.secret };
  });

  serveAdmin(app, adminKeysApi.revokeSecret, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const { before } = await changeSecret(fid, body.version, async (tx) => {
      await revokeAppSecret(tx, fid);
      return undefined;
    });
    const appSecret = toSecretState(undefined);
    await recordAdminWrite(db, request, {
      ...who(scope),
      action: 'secret.revoke',
      target: '应用密钥',
      before: secretAudit(before),
      after: secretAudit(appSecret),
    });
    return appSecret;
  });
}

/** Who made a console write, for its audit entry. */
const who = (scope: { unit: { fid: number }; uid: number; username: string }) => ({
  fid: scope.unit.fid,
  uid: scope.uid,
  username: scope.username,
});
