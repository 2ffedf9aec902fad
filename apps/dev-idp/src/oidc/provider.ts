import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { demoUsers } from '../users';
import { logoutPages, renderError } from './pages';

/** The portal's client at the dev IdP: one secret, one redirect URI per portal origin (A6). */
export const OIDC_CLIENT = { id: 'yizhan-portal', secret: 'yizhan-dev-secret' } as const;

export interface OidcOptions {
  /** The issuer: this server's public origin plus `/oidc` (http://localhost:3100/oidc). */
  issuer: string;
  /** The portal's redirect URIs (`<origin>/auth-login`), registered exactly. */
  redirectUris: readonly string[];
}

/**
 * OpenID Connect by `oidc-provider` (certified, not hand-written): authorization code only, PKCE S256 required,
 * `iss` in the authorization response (RFC 9207), RS256 ID tokens from a key made at start-up, the demo people as
 * accounts with `preferred_username`, `name`, `email` and `userType` claims. Login and consent are our own Chinese
 * pages (routes.ts); consent is given for the first-party portal without asking. RP-initiated logout with a Chinese
 * confirmation (pages.ts) ends the provider's sign-in and returns to the portal's login page.
 */
export async function oidcProvider({ issuer, redirectUris }: OidcOptions): Promise<Provider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const configuration: Configuration = {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [...redirectUris],
        // After RP-initiated logout: the login pages beside each redirect URI (<origin>/login, <origin>/mobile-login).
        post_logout_redirect_uris: redirectUris.flatMap((uri) =>
          ['/login', '/mobile-login'].map((path) => `${new URL(uri).origin}${path}`),
        ),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true, ...logoutPages } },
    renderError,
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'userType'],
      email: ['email'],
    },
    // The ID token carries the profile claims the portal maps (no extra userinfo call).
    conformIdTokenClaims: false,
    ttl: {
      AuthorizationCode: 60,
      IdToken: 300,
      AccessToken: 300,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    async findAccount(_ctx, id) {
      const user = demoUsers.find((candidate) => candidate.username === id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          preferred_username: id,
          name: user.attributes.name,
          email: user.attributes.email,
          ...(user.attributes.userType ? { userType: user.attributes.userType } : {}),
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  // Behind nothing: the dev IdP is reached directly over http on localhost.
  provider.proxy = false;
  return provider;
}
