import {
  Form,
  redirect as redirectTo,
  redirectDocument,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import {
  authApi,
  isSafeRedirect,
  navigationApi,
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  wechatLoginApi,
} from '@yizhan/contracts';
import type { Route } from './+types/wechat-login-page';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverApi, type ServerApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { clearStorageOnSignIn, type LoginFailure } from '../api/login-action';
import { CaptchaField } from '../captcha-field';
import { afterLoginTarget } from '../lib/after-login';
import { builtInLogin, isMobileTarget } from '../sso/sso-links';
import '../sso/sso.css';
import './wechat.css';

export const meta: Route.MetaFunction = titled('微信登录');

/**
 * Where a WeChat sign-in that failed goes (spec §8): on the desktop the login page with the redirect, on the phone
 * the unit's passport login (through /passport-cookie-login, the code variant), or its mobile login page when it has
 * no passport.
 */
async function failedTarget(api: ServerApi, redirect: string | null): Promise<string> {
  if (!isMobileTarget(redirect)) return builtInLogin(redirect);
  const hostInfo = await api(authApi.hostInfo).catch(() => null);
  if (!hostInfo?.passportLogin) return builtInLogin(redirect);
  return `/passport-cookie-login?${new URLSearchParams({ redirect: redirect ?? '/mobile', mode: 'code' })}`;
}

/** After a sign-in: the target a password sign-in would choose, through the passport-cookie address (spec §4). */
async function signedInTarget(api: ServerApi, redirect: string, host: string): Promise<string> {
  const [menus, loginRedirect] = await Promise.all([
    api(isMobileTarget(redirect) ? navigationApi.mobileMenus : navigationApi.openMenus),
    api(authApi.loginRedirectType),
  ]);
  const target = afterLoginTarget({ redirect, loginRedirect, menus, host });
  return (await api(authApi.passportLoginAddress, { query: { url: target } })).url;
}

/**
 * /wechat-login (spec §2, §7 getWechatAuthorize, wechatLogin; A6; ADR 042):
 * - `?redirect=`: off to WeChat's authorisation with the unit's appid and a one-time state bound to this browser;
 * - `?code=&state=`: WeChat's answer. The API exchanges the code on the server; a linked WeChat identity signs its
 *   user in (a whole-document redirect drops the code from the address), an unlinked one goes to the bind page;
 * - `?bind=1`: the bind page — the portal password once links this WeChat identity to the account.
 * A failure goes where spec §8 says, never to an error page of its own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams;
  const api = serverApi(context);
  const given = query.get('redirect');
  const redirect = given && isSafeRedirect(given, [url.hostname]) ? given : null;

  if (query.get('bind') === '1') {
    try {
      return { bind: await api(wechatLoginApi.pendingBind), mobile: isMobileTarget(redirect) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw redirectDocument(await failedTarget(api, redirect));
    }
  }

  const code = query.get('code');
  const state = query.get('state');
  if (code || state) {
    let outcome;
    try {
      outcome = await api(wechatLoginApi.login, { query: { code: code ?? '', state: state ?? '' } });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw redirectDocument(await failedTarget(api, redirect));
    }
    if (outcome.outcome === 'bind') {
      throw redirectTo(`/wechat-login?${new URLSearchParams({ bind: '1', redirect: outcome.redirect })}`);
    }
    throw redirectDocument(await signedInTarget(api, outcome.redirect, url.hostname));
  }

  let authorize: string;
  try {
    const service = `/wechat-login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
    ({ url: authorize } = await api(wechatLoginApi.authorize, { query: { service } }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw redirectDocument(await failedTarget(api, redirect));
  }
  throw redirectDocument(authorize);
}

/** The bind page's sign-in: the password sign-in itself, then the link; on success on to the target. */
export async function action({ request, context }: Route.ActionArgs): Promise<LoginFailure> {
  const form = await request.formData();
  const username = String(form.get('username') ?? '');
  const password = String(form.get('password') ?? '');
  const captchaId = form.get('captchaId');
  const captchaCode = form.get('captchaCode');
  const captcha = typeof captchaId === 'string' && typeof captchaCode === 'string' ? { captchaId, captchaCode } : {};
  const api = serverApi(context);
  let target: string;
  try {
    ({ redirect: target } = await api(wechatLoginApi.bind, { body: { username, password, ...captcha } }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const failure: LoginFailure = { error: error.message, username };
    return error.detail?.captchaRequired ? { ...failure, captcha: await api(authApi.captcha) } : failure;
  }
  throw redirectDocument(await signedInTarget(api, target, new URL(request.url).hostname));
}
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => clearStorageOnSignIn(serverAction);

/** The bind page: who WeChat says this is, and the portal account and password to link them to, once. */
export default function WechatBindPage() {
  const { bind, mobile } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const submitting = useNavigation().state !== 'idle';
  return (
    <main className={`yz-wechat ${mobile ? 'yz-wechat--mobile' : ''}`}>
      <section className="yz-wechat__card" aria-labelledby="wechat-bind-heading">
        <h1 id="wechat-bind-heading" className="yz-wechat__title">
          绑定本站账号
        </h1>
        <p className="yz-wechat__lead">
          微信用户<strong>{bind.nickname ? `「${bind.nickname}」` : ''}</strong>
          尚未绑定本站账号。请用本站账号和密码登录一次完成绑定，以后使用微信即可直接登录。
        </p>
        {failure?.error && (
          <p className="yz-wechat__error" role="alert">
            {failure.error}
          </p>
        )}
        <Form method="post" className="yz-wechat__form">
          <label htmlFor="wechat-username">账号</label>
          <input
            id="wechat-username"
            name="username"
            autoComplete="username"
            maxLength={USERNAME_MAX_LENGTH}
            defaultValue={failure?.username}
            placeholder="请输入账号"
            required
            autoFocus
          />
          <label htmlFor="wechat-password">密码</label>
          <input
            id="wechat-password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            placeholder="请输入密码"
            required
          />
          {failure?.captcha && (
            <CaptchaField
              key={failure.captcha.captchaId}
              captcha={failure.captcha}
              idPrefix="wechat"
              renderInput={(props) => <input {...props} autoComplete="off" />}
            />
          )}
          <button type="submit" className="yz-sso__button yz-sso__button--primary" disabled={submitting}>
            {submitting ? '正在绑定…' : '登录并绑定'}
          </button>
        </Form>
        <p className="yz-wechat__hint">
          <a href={builtInLogin(bind.redirect)}>不绑定，使用本站账号登录</a>
        </p>
      </section>
    </main>
  );
}
