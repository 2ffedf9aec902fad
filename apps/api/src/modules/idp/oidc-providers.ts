import { and, eq, sql } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { UnitRow } from '../units';
import { oidcPayloads } from './idp.table';
import { createOidcProvider, type OidcServerDeps } from './oidc-server.provider';

// One OpenID provider per unit and issuer, made on first use and kept for the process: the routes answer with it,
// and a portal logout uses it to tell the unit's systems (back-channel logout).
const providers = new Map<string, Promise<Provider>>();

export function oidcProviderFor(deps: OidcServerDeps, unit: UnitRow, issuer: string): Promise<Provider> {
  const key = `${unit.fid} ${issuer}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = createOidcProvider(deps, unit, issuer);
    providers.set(key, provider);
    provider.catch(() => providers.delete(key));
  }
  return provider;
}

/** oidc-provider's own back-channel logout of a client (its types leave the method out). */
type LoggingOutClient = { backchannelLogoutUri?: string; backchannelLogout(sub: string, sid: string): Promise<void> };

interface SessionPayload {
  accountId?: string;
  authorizations?: Record<string, { sid?: string }>;
}

/**
 * OpenID Connect back-channel logout 1.0 when a portal session ends: each of the person's provider sessions at this
 * unit is ended, and every registered system that signed them in through it and asked to hear of it gets a signed
 * logout token naming the person and that session (`sid`). A system that does not answer holds up nothing.
 */
export async function endOidcSessions(deps: OidcServerDeps, unit: UnitRow, issuer: string, username: string) {
  const where = and(
    eq(oidcPayloads.model, 'Session'),
    eq(oidcPayloads.fid, unit.fid),
    sql`${oidcPayloads.payload}->>'accountId' = ${username}`,
  );
  const rows = await deps.db.select({ payload: oidcPayloads.payload }).from(oidcPayloads).where(where);
  if (rows.length === 0) return;
  const provider = await oidcProviderFor(deps, unit, issuer);
  const told: Promise<unknown>[] = [];
  for (const { payload } of rows) {
    for (const [clientId, { sid }] of Object.entries((payload as SessionPayload).authorizations ?? {})) {
      told.push(
        provider.Client.find(clientId).then((found) => {
          const client = found as unknown as LoggingOutClient | undefined;
          return client?.backchannelLogoutUri ? client.backchannelLogout(username, sid ?? '') : undefined;
        }),
      );
    }
  }
  await Promise.allSettled(told);
  await deps.db.delete(oidcPayloads).where(where);
}
