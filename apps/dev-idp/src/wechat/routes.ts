import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, page } from '../html';
import type { ServiceRegistry } from '../services';
import { officialAccounts, openIdOf, wechatPeople, type OfficialAccount } from './accounts';
import { ACCESS_TOKEN_SECONDS, WECHAT_ERRORS, type WechatCodeStore } from './codes';

export interface WechatOptions {
  codes: WechatCodeStore;
  services: ServiceRegistry;
}

type Query = Record<string, string | undefined>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const SCOPES = new Set(['snsapi_base', 'snsapi_userinfo']);

/**
 * WeChat-style web authorisation under /wechat, shaped like the real one (open.weixin.qq.com and
 * api.weixin.qq.com): `/connect/oauth2/authorize` (here a page where the person says who they are in WeChat and
 * agrees), back to the redirect URI with `code` and `state`; `/sns/oauth2/access_token` exchanges a code — once,
 * within five minutes, with the AppSecret — for an access token and the openid; `/sns/userinfo` gives the nickname.
 * Errors are WeChat's: HTTP 200 with `errcode` and `errmsg`.
 */
export async function wechatRoutes(app: FastifyInstance, { codes, services }: WechatOptions) {
  const accountOf = (appId: string) => officialAccounts.find((account) => account.appId === appId);

  const refuse = (reply: FastifyReply, message: string) =>
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(page('无法授权', `<h1>无法授权</h1><p class="error" role="alert">${escapeHtml(message)}</p>`));

  /** The authorisation request, checked as WeChat does: a known appid, a registered redirect, code, a scope. */
  const checkRequest = (
    query: Query,
  ): { error: string } | { account: OfficialAccount; redirectUri: string; scope: string; state: string } => {
    const account = accountOf(text(query.appid));
    if (!account) return { error: '公众号（appid）不存在' };
    const redirectUri = text(query.redirect_uri);
    if (!services.allows(redirectUri)) return { error: 'redirect_uri 域名与公众号配置不一致' };
    if (text(query.response_type) !== 'code') return { error: 'response_type 只能是 code' };
    const scope = text(query.scope);
    if (!SCOPES.has(scope)) return { error: 'scope 参数错误' };
    return { account, redirectUri, scope, state: text(query.state) };
  };

  app.get('/connect/oauth2/authorize', async (request, reply) => {
    const checked = checkRequest(request.query as Query);
    if ('error' in checked) return refuse(reply, checked.error);
    const { account, redirectUri, scope, state } = checked;
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const people = wechatPeople
      .map(
        (person) =>
          `<button type="submit" name="person" value="${escapeHtml(person.id)}">以「${escapeHtml(person.nickname)}」授权</button>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          '微信授权',
          `<h1>微信授权登录</h1>
<p class="note">${escapeHtml(account.name)} 申请获得你的${scope === 'snsapi_userinfo' ? '公开信息（昵称、头像）' : '身份标识'}，授权后返回 ${escapeHtml(new URL(redirectUri).host)}</p>
<p class="note">开发用模拟微信：请选择你在微信中的身份。</p>
<form method="post" action="/wechat/connect/oauth2/authorize">
${hidden('appid', account.appId)}${hidden('redirect_uri', redirectUri)}${hidden('response_type', 'code')}${hidden('scope', scope)}${hidden('state', state)}${hidden('execution', codes.newExecution())}
${people}
</form>`,
        ),
      );
  });

  app.post('/connect/oauth2/authorize', async (request, reply) => {
    const body = (request.body ?? {}) as Query;
    const checked = checkRequest(body);
    if ('error' in checked) return refuse(reply, checked.error);
    if (!codes.useExecution(text(body.execution))) return refuse(reply, '授权页面已过期，请返回重新登录');
    const person = wechatPeople.find((candidate) => candidate.id === text(body.person));
    if (!person) return refuse(reply, '请选择授权的微信身份');
    const target = new URL(checked.redirectUri);
    target.searchParams.set('code', codes.issue(checked.account.appId, person, checked.scope));
    target.searchParams.set('state', checked.state);
    return reply.redirect(target.toString());
  });

  app.get('/sns/oauth2/access_token', async (request, reply) => {
    const query = request.query as Query;
    reply.header('cache-control', 'no-store');
    const account = accountOf(text(query.appid));
    if (!account) return WECHAT_ERRORS.invalidAppId;
    if (text(query.secret) !== account.secret) return WECHAT_ERRORS.invalidSecret;
    if (text(query.grant_type) !== 'authorization_code') return WECHAT_ERRORS.invalidCode;
    const result = codes.redeem(text(query.code), account.appId);
    if ('error' in result) return result.error;
    return {
      access_token: result.accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: result.accessToken.split('').reverse().join(''),
      openid: openIdOf(account.appId, result.person.id),
      scope: result.scope,
    };
  });

  app.get('/sns/userinfo', async (request, reply) => {
    const query = request.query as Query;
    reply.header('cache-control', 'no-store');
    const found = codes.personOf(text(query.access_token));
    const openId = found && openIdOf(found.appId, found.person.id);
    if (!found || openId !== text(query.openid)) return WECHAT_ERRORS.invalidToken;
    return {
      openid: openId,
      nickname: found.person.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '中国',
      headimgurl: '',
      privilege: [],
    };
  });
}
