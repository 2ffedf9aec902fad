import type { FastifyInstance } from 'fastify';
import { CODE, LOGIN_TYPE, safeRedirect, ssoApi, TERMINAL_TYPE } from '@yizhan/contracts';
import { BusinessError } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import type { MemoCache } from '../../lib/memo-cache';
import { requestDomain } from '../../plugins/tenant';
import { findUnitByDomain } from '../units';
import { cachedUnitDomains, loginPage, loginPathFor, type AuthDeps } from '../auth';
import { isRegisteredHost } from './registered-hosts';
import { siteOrigin } from '../units';
import { casServerAnswers, CAS_MAX_BYTES } from './cas.client';
import { casSignIn, casSingleLogout, usesCas } from './cas.service';
import { CasXmlError } from './cas.xml';
import { oauth2Authorize, oauth2SignIn } from './oauth2.service';

const tags = ['登录与会话'];

/**
 * Single sign-on (issue 14, ADR 034): authLogin, CAS ticket login, verifyDomain, and the CAS server's single-logout
 * POST to the /cas-login service URL.
 */
export async function ssoRoutes(app: FastifyInstance, deps: AuthDeps & { cache: MemoCache }) {
  const { db, cache } = deps;

  serve(
    app,
    ssoApi.authLogin,
    async ({ request, reply, query }) => {
      const unit = request.unit;
      const redirect = safeRedirect(query.redirect ?? '/', {
        allowedHosts: await cachedUnitDomains(db, cache, unit.fid),
        fallback: '/',
      });
      if (query.method === 'oauth2') return { url: await oauth2Authorize(db, request, reply, redirect) };
      const terminalType = query.terminalType ?? TERMINAL_TYPE.desktop;
      if (unit.loginType === LOGIN_TYPE.builtIn || !unit.loginPath) return { url: loginPage(terminalType, redirect) };
      // Asked first, so a server that is down is reported here in Chinese, not by the browser's own error page.
      if (!(await casServerAnswers(unit.loginPath))) {
        throw new BusinessError(CODE.ssoUnavailable, '统一身份认证服务暂时无法访问，请稍后再试，或使用本站账号登录');
      }
      return { url: loginPathFor(unit, siteOrigin(request), redirect) };
    },
    { tags },
  );

  serve(
    app,
    ssoApi.casLogin,
    async ({ request, reply, query }) => {
      await casSignIn(deps, request, reply, query);
      return { tourist: 0 as const };
    },
    { tags },
  );

  serve(
    app,
    ssoApi.oauth2Login,
    async ({ request, reply, query }) => ({
      tourist: 0 as const,
      redirect: await oauth2SignIn(deps, request, reply, query),
    }),
    { tags },
  );

  serve(
    app,
    ssoApi.verifyDomain,
    async ({ request, query }) => {
      const origin = siteOrigin(request);
      let url: URL;
      try {
        url = new URL(query.service, `${origin}/`);
      } catch {
        return { valid: false };
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { valid: false };
      if (url.username || url.password) return { valid: false };
      return { valid: url.origin === origin || (await isRegisteredHost(db, cache, request.unit.fid, url.hostname)) };
    },
    { tags },
  );

  // Single logout arrives at the service URL itself (CAS 3.0 Appendix C), a page path: the unit is resolved here,
  // as the tenant plugin does for API paths. A form body of at most the size a CAS answer may have.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: CAS_MAX_BYTES },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post('/cas-login', { schema: { hide: true } }, async (request, reply) => {
      const domain = requestDomain(request);
      const unit = await cache.get(`unit:${domain}`, () => findUnitByDomain(db, domain));
      const logoutRequest = request.body instanceof URLSearchParams ? request.body.get('logoutRequest') : null;
      if (!unit || !usesCas(unit) || !logoutRequest) return reply.code(400).type('text/plain').send('bad request');
      request.unit = unit;
      try {
        await casSingleLogout(db, request, logoutRequest);
      } catch (error) {
        if (error instanceof CasXmlError) return reply.code(400).type('text/plain').send('bad request');
        throw error;
      }
      return reply.type('text/plain').send('ok');
    });
  });
}
