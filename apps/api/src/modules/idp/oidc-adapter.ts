import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads, ssoServices } from './idp.table';

/**
 * oidc-provider's storage (its Adapter interface) in the portal's database: one table for every model, so sessions,
 * codes and grants hold across restarts and instances. Clients are not stored here: they are the unit's registered
 * business systems (`sso_services`), read as the provider asks.
 */
export function databaseAdapter(db: Db, fid: number) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const row = {
        fid,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') return findClient(db, fid, id);
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.model, this.model),
            eq(oidcPayloads.id, id),
            sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`,
          ),
        );
      if (!row) return undefined;
      return { ...row.payload, ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) };
    }

    async findByUid(uid: string) {
      const [row] = await db
        .select({ id: oidcPayloads.id })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.uid, uid)));
      return row ? this.find(row.id) : undefined;
    }

    /** The device flow is off: no user codes. */
    async findByUserCode() {
      return undefined;
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}

/** A registered business system of the unit as an OpenID Connect client: code flow, its exact redirect URIs. */
async function findClient(db: Db, fid: number, clientId: string): Promise<AdapterPayload | undefined> {
  const [row] = await db
    .select()
    .from(ssoServices)
    .where(and(eq(ssoServices.fid, fid), eq(ssoServices.clientId, clientId)));
  if (!row?.clientSecret || row.redirectUris.length === 0) return undefined;
  return {
    client_id: clientId,
    client_secret: row.clientSecret,
    client_name: row.name,
    redirect_uris: row.redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
    ...(row.backchannelLogoutUri
      ? { backchannel_logout_uri: row.backchannelLogoutUri, backchannel_logout_session_required: true }
      : {}),
  };
}

/** Deletes what has expired (housekeeping). */
export async function deleteExpiredOidcPayloads(db: Db) {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.expiresAt} < now()`);
}
