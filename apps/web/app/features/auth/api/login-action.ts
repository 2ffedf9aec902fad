import { redirectDocument, type RouterContextProvider } from 'react-router';
import { authApi, navigationApi, siteConfigApi, type Captcha } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { clearBrowserStorage } from '../../../shared/session/browser-storage';
import { afterLoginTarget } from '../lib/after-login';

export type Terminal = 'desktop' | 'mobile';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * What the login form shows after a refused sign-in: the API's message, the account typed, and a 图形验证码 to
 * answer when the next attempt needs one (ADR 026).
 */
export interface LoginFailure {
  error: string;
  username: string;
  captcha?: Captcha;
}

/** The login page's document title: 登录 · the site's title. */
export const loginMeta = titled('登录');

/** The login page's background and titles (spec §7 getLoginBackground). */
export async function loginPageLoader({ context }: Pick<ActionArgs, 'context'>) {
  return serverApi(context)(siteConfigApi.loginBackground);
}

/**
 * Signs in on the server (spec §4): the API sets the new token cookie, which the page response passes on. Then
 * the user's own menu and the login-redirect config decide the target, which goes through the passport-cookie
 * address call; a whole-document redirect reloads menus, config and user info from scratch.
 */
export async function loginAction({ request, context }: ActionArgs, terminal: Terminal): Promise<LoginFailure> {
  const form = await request.formData();
  const username = String(form.get('username') ?? '');
  const password = String(form.get('password') ?? '');
  const captchaId = form.get('captchaId');
  const captchaCode = form.get('captchaCode');
  const captcha = typeof captchaId === 'string' && typeof captchaCode === 'string' ? { captchaId, captchaCode } : {};
  const url = new URL(request.url);
  const api = serverApi(context);
  try {
    await api(authApi.passwordLogin, { body: { username, password, ...captcha } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const failure: LoginFailure = { error: error.message, username };
    return error.detail?.captchaRequired ? { ...failure, captcha: await api(authApi.captcha) } : failure;
  }
  const [menus, loginRedirect] = await Promise.all([
    api(terminal === 'mobile' ? navigationApi.mobileMenus : navigationApi.openMenus),
    api(authApi.loginRedirectType),
  ]);
  const target = afterLoginTarget({
    redirect: url.searchParams.get('redirect'),
    loginRedirect,
    menus,
    host: url.hostname,
  });
  const { url: next } = await api(authApi.passportLoginAddress, { query: { url: target } });
  throw redirectDocument(next);
}

/** In the browser: a successful sign-in clears local and session storage before the page reloads (spec §4). */
export async function clearStorageOnSignIn(serverAction: () => Promise<unknown>) {
  try {
    return await serverAction();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) clearBrowserStorage();
    throw thrown;
  }
}
