import type { FastifyInstance } from 'fastify';
import { safeRedirect, wechatLoginApi } from '@yizhan/contracts';
import { BusinessError } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import type { MemoCache } from '../../lib/memo-cache';
import { cachedUnitDomains, type AuthDeps } from '../auth';
import { siteOrigin } from '../units';
import { pendingBind, wechatAuthorize, wechatBind, wechatSignIn } from './wechat.service';

const tags = ['登录与会话'];

/** WeChat web authorisation (spec §7 wechat/authorize, wechat/login; A6; ADR 042) and the bind page's calls. */
export async function wechatLoginRoutes(app: FastifyInstance, deps: AuthDeps & { cache: MemoCache }) {
  const { db, cache } = deps;

  serve(
    app,
    wechatLoginApi.authorize,
    async ({ request, reply, query }) => {
      // The callback is this site's /wechat-login; only its `redirect` is the caller's, and it must be safe (A4).
      const origin = siteOrigin(request);
      let callback: URL;
      try {
        callback = new URL(query.service, `${origin}/`);
      } catch {
        callback = new URL('/', origin);
      }
      if (callback.origin !== origin || callback.pathname !== '/wechat-login') {
        throw new BusinessError(400, '返回地址不合法：只能是本站的微信登录页', 400);
      }
      const redirect = safeRedirect(callback.searchParams.get('redirect') ?? '/', {
        allowedHosts: await cachedUnitDomains(db, cache, request.unit.fid),
        fallback: '/',
      });
      return { url: await wechatAuthorize(db, request, reply, redirect) };
    },
    { tags },
  );

  serve(app, wechatLoginApi.login, async ({ request, reply, query }) => wechatSignIn(deps, request, reply, query), {
    tags,
  });

  serve(app, wechatLoginApi.pendingBind, async ({ request }) => pendingBind(db, request), { tags });

  serve(
    app,
    wechatLoginApi.bind,
    async ({ request, reply, body }) => ({
      tourist: 0 as const,
      redirect: await wechatBind(deps, request, reply, body),
    }),
    { tags },
  );
}
