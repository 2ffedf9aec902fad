import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { OAuth2Settings } from '../units';

/** A provider slower than this fails the sign-in closed (as CAS: A5, F2). */
export const OAUTH2_TIMEOUT_MS = 5_000;
const MAX_BYTES = 64 * 1024;

export class OAuth2Error extends Error {
  override name = 'OAuth2Error';
  constructor(
    /** `rejected`: the provider or its token said no; `unavailable`: it could not be asked or understood. */
    readonly kind: 'rejected' | 'unavailable',
    readonly reason: string,
  ) {
    super(reason);
  }
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  /** RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0), when the provider offers it. */
  end_session_endpoint?: string;
}

/** A JSON answer from the provider, within the time and size limits. */
async function fetchJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(OAUTH2_TIMEOUT_MS), redirect: 'error' });
    const text = await response.text();
    if (text.length > MAX_BYTES) throw new OAuth2Error('unavailable', 'oidc-too-large');
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch (error) {
    if (error instanceof OAuth2Error) throw error;
    throw new OAuth2Error('unavailable', error instanceof SyntaxError ? 'oidc-malformed' : 'oidc-unreachable');
  }
}

/** Discovery documents by issuer, kept five minutes (a unit names one issuer: the bound is only a safety net). */
const discoveries = new LRUCache<string, Discovery>({ max: 100, ttl: 300_000 });
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * The provider's discovery document (kept five minutes): its issuer must be exactly the configured one (OpenID
 * Connect Discovery §4.3), so a document from elsewhere cannot redirect the flow.
 */
export async function discover(settings: OAuth2Settings): Promise<Discovery> {
  const kept = discoveries.get(settings.issuer);
  if (kept) return kept;
  const { status, body } = await fetchJson(`${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  const document = body as Partial<Discovery>;
  if (status !== 200 || document.issuer !== settings.issuer) throw new OAuth2Error('unavailable', 'oidc-discovery');
  for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof document[key] !== 'string' || !/^https?:\/\//.test(document[key])) {
      throw new OAuth2Error('unavailable', 'oidc-discovery');
    }
  }
  // An end-session address that is not http(s) is ignored, not followed.
  if (document.end_session_endpoint !== undefined && !/^https?:\/\//.test(String(document.end_session_endpoint))) {
    delete document.end_session_endpoint;
  }
  discoveries.set(settings.issuer, document as Discovery);
  return document as Discovery;
}

/**
 * Exchanges an authorization code at the token endpoint (client_secret_basic, the PKCE verifier, the one redirect
 * URI) and verifies the ID token: signature by the provider's keys, `iss` exactly the issuer, `aud` the client,
 * `nonce` the one sent, not expired (A6). Answers its claims, and the token itself (the hint for logout).
 */
export async function redeemCode(
  settings: OAuth2Settings,
  input: { code: string; codeVerifier: string; redirectUri: string; nonce: string },
): Promise<{ claims: JWTPayload; idToken: string }> {
  const provider = await discover(settings);
  const basic = Buffer.from(
    `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
  ).toString('base64');
  const { status, body } = await fetchJson(provider.token_endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    }),
  });
  const answer = body as { id_token?: unknown; error?: unknown };
  if (status !== 200 || typeof answer.id_token !== 'string') {
    throw new OAuth2Error('rejected', `oidc-${typeof answer.error === 'string' ? answer.error : 'token'}`.slice(0, 64));
  }
  let keys = keySets.get(provider.jwks_uri);
  if (!keys) keySets.set(provider.jwks_uri, (keys = createRemoteJWKSet(new URL(provider.jwks_uri))));
  try {
    const { payload } = await jwtVerify(answer.id_token, keys, {
      issuer: settings.issuer,
      audience: settings.clientId,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      requiredClaims: ['sub', 'nonce', 'exp', 'iat'],
    });
    if (payload.nonce !== input.nonce) throw new OAuth2Error('rejected', 'oidc-nonce');
    return { claims: payload, idToken: answer.id_token };
  } catch (error) {
    if (error instanceof OAuth2Error) throw error;
    if (error instanceof errors.JOSEError) throw new OAuth2Error('rejected', `oidc-${error.code}`.slice(0, 64));
    throw error;
  }
}
