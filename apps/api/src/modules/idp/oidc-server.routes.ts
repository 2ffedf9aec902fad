import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { isMobileUserAgent } from '@yizhan/contracts';
import type { ApiRequest } from '../../lib/api-request';
import { requestToken } from '../../plugins/auth';
import { siteOrigin, type UnitRow } from '../units';
import type { CasServerDeps } from './cas-server.routes';
import { portalAccount } from './oidc-server.provider';
import { oidcProviderFor } from './oidc-providers';
import { portalLoginFor, providerUnit } from './provider-unit';

/**
 * The portal as an OpenID Connect provider under `/oidc` (ADR 053), one issuer per unit address: discovery, the
 * authorization code flow with PKCE, tokens and userinfo are `oidc-provider`'s; the login is the portal's own —
 * whoever is signed in at the portal is signed in here, with consent given for the unit's registered systems.
 */
export async function oidcServerRoutes(app: FastifyInstance, deps: CasServerDeps) {
  const handlers = new WeakMap<Provider, ReturnType<Provider['callback']>>();
  /** The unit's provider for the issuer it is asked under (the unit's configured address, else the address asked). */
  const providerOf = (request: FastifyRequest, unit: UnitRow) =>
    oidcProviderFor(deps, unit, `${siteOrigin(request as ApiRequest)}/oidc`);

  app.get('/oidc/interaction/:uid', async (request: FastifyRequest, reply: FastifyReply) => {
    const unit = await providerUnit(deps.findUnit, request, reply);
    if (!unit) return reply;
    const provider = await providerOf(request, unit);
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const account = await portalAccount(deps, unit, requestToken(request));
    if (!account) {
      // The one password form is the portal's: back to this interaction afterwards.
      const back = `/oidc/interaction/${details.uid}`;
      return reply.redirect(portalLoginFor(back, isMobileUserAgent(request.headers['user-agent'])));
    }
    reply.hijack();
    if (details.prompt.name === 'login') {
      return provider.interactionFinished(request.raw, reply.raw, { login: { accountId: account } });
    }
    // Consent: the unit registered the system, so it is granted what it asked for without a page.
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: account, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant!.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant!.save();
    return provider.interactionFinished(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  });

  // Everything else is the provider's: its own parser reads the body, so none of ours may touch the stream.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all('/oidc/*', async (request, reply) => {
      const unit = await providerUnit(deps.findUnit, request, reply);
      if (!unit) return reply;
      const provider = await providerOf(request, unit);
      reply.hijack();
      // Mounted under /oidc: the provider reads the mount path from originalUrl, as under Express or Koa.
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.replace(/^\/oidc/, '') || '/';
      let handle = handlers.get(provider);
      if (!handle) handlers.set(provider, (handle = provider.callback()));
      handle(raw, reply.raw);
    });
  });
}
