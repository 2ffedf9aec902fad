import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { escapeHtml, page } from '../html';
import { checkDemoUser, DEMO_PASSWORD } from '../users';

type Form = Record<string, string | undefined>;

/**
 * OpenID Connect under /oidc: our Chinese login page for the provider's interactions, and everything else handed to
 * `oidc-provider` untouched (its own body parsing, cookies and errors).
 */
export async function oidcRoutes(app: FastifyInstance, { provider }: { provider: Provider }) {
  const loginForm = (uid: string, error = '', username = '') =>
    page(
      '登录',
      `<h1>统一身份认证</h1>
<p class="note">OpenID Connect 登录（开发用）</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login">
<label for="username">账号</label>
<input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}" required autofocus>
<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">登录</button>
</form>
<p class="note" style="margin-top:20px">演示账号密码均为 ${DEMO_PASSWORD}</p>`,
    );

  app.get('/interaction/:uid', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.prompt.name === 'login') {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(loginForm(details.uid));
    }
    // Consent: the portal is a first-party client; grant what it asked for without a page.
    const { accountId } = details.session ?? {};
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) throw new Error('grant not found');
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    reply.hijack();
    return provider.interactionFinished(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  });

  app.post('/interaction/:uid/login', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const body = (request.body ?? {}) as Form;
    const user = checkDemoUser(body.username ?? '', body.password ?? '');
    if (!user) {
      return reply
        .code(401)
        .type('text/html; charset=utf-8')
        .send(loginForm(details.uid, '账号或密码错误', body.username));
    }
    reply.hijack();
    return provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId: user.username } },
      { mergeWithLastSubmission: false },
    );
  });

  // Everything else is the provider's: its own parser reads the body, so none of ours may touch the stream.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = provider.callback();
    scope.all('/*', async (request, reply) => {
      reply.hijack();
      // Mounted under /oidc: the provider reads the mount path from originalUrl, as under Express or Koa.
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.replace(/^\/oidc/, '') || '/';
      handle(raw, reply.raw);
    });
  });
}
