import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import { TOKEN_COOKIE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { SessionOf } from '../../lib/pipeline';
import { appSecrets } from '../auth';
import { users } from '../users';
import type { UnitRow } from '../units';
import { databaseAdapter } from './oidc-adapter';
import { renderOidcError } from './oidc-server.pages';

export interface OidcServerDeps {
  db: Db;
  key: Uint8Array;
  /** The session a token speaks for on a unit (the auth module's, as the portal's own pages see it). */
  sessionOf: SessionOf;
}

/** The provider's RS256 key, made once and kept in the database so every instance and restart signs alike. */
async function signingJwk(db: Db): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const made = {
    ...(await exportJWK(privateKey)),
    kid: createHash('sha256').update(String(Date.now())).digest('hex').slice(0, 16),
  };
  await db
    .insert(appSecrets)
    .values({ name: 'oidc-signing-jwk', value: JSON.stringify(made) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'oidc-signing-jwk'));
  return { ...(JSON.parse(row!.value) as JWK), alg: 'RS256', use: 'sig' };
}

/** The person a portal session speaks for on this unit, by account name; null for a guest or nobody. */
export async function portalAccount(deps: OidcServerDeps, unit: UnitRow, token: string | undefined) {
  const session = await deps.sessionOf(unit, token);
  return session?.kind === 'user' && session.user ? session.user.username : null;
}

/**
 * The portal's OpenID Connect provider for one unit and issuer (`<site origin>/oidc`), by `oidc-provider`
 * (certified, not hand-written; ADR 053): authorization code with PKCE S256 only, the unit's registered business
 * systems as clients with exact redirect URIs, RS256 ID tokens naming the unit's user. The portal's session is the
 * only sign-in: the provider asks for a login whenever its own session does not name the person signed in at the
 * portal now, and the login is the portal's (interaction routes).
 */
export async function createOidcProvider(deps: OidcServerDeps, unit: UnitRow, issuer: string): Promise<Provider> {
  // Loaded with the first OpenID Connect request: most processes never need the library (nor its start-up cost).
  const oidc = await import('oidc-provider');
  const policy = oidc.interactionPolicy.base();
  policy.get('login')!.checks.add(
    new oidc.interactionPolicy.Check('portal_session', '门户登录状态已变化', async (ctx) => {
      const account = await portalAccount(deps, unit, ctx.cookies.get(TOKEN_COOKIE) ?? undefined);
      return account !== ctx.oidc.session?.accountId;
    }),
  );
  const configuration: Configuration = {
    adapter: databaseAdapter(deps.db, unit.fid),
    jwks: { keys: [await signingJwk(deps.db)] },
    cookies: { keys: [createHash('sha256').update(deps.key).update('oidc-cookies').digest('hex')] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      // Told by the portal's logout (oidc-providers.ts), not by an end-session page: the portal's session is the one.
      backchannelLogout: { enabled: true },
    },
    interactions: { policy, url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    renderError: renderOidcError,
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'userType'] },
    // The ID token carries the profile the system needs (no extra userinfo call).
    conformIdTokenClaims: false,
    ttl: {
      AuthorizationCode: 60,
      IdToken: 300,
      AccessToken: 300,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    // Back-channel logout goes only to the unit's registered systems, which on a campus sit on its intranet: the
    // library's refusal of private and loopback addresses (against forged client URLs) would refuse them all.
    fetch: (url, init) => {
      const { dispatcher: _dispatcher, ...options } = (init ?? {}) as RequestInit & { dispatcher?: unknown };
      return globalThis.fetch(url, options);
    },
    async findAccount(_ctx, username) {
      const [user] = await deps.db
        .select()
        .from(users)
        .where(and(eq(users.fid, unit.fid), eq(users.username, username)));
      if (!user || user.disabled) return undefined;
      return {
        accountId: username,
        claims: async () => ({ sub: username, preferred_username: username, name: user.name, userType: user.userType }),
      };
    },
  };
  const provider = new oidc.default(issuer, configuration);
  // Its addresses are built from the issuer, never from forwarded headers a client could forge.
  provider.proxy = false;
  return provider;
}
