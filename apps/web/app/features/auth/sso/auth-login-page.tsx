import { redirectDocument, useLoaderData } from 'react-router';
import { authApi, navigationApi, ssoApi, TERMINAL_TYPE } from '@yizhan/contracts';
import type { Route } from './+types/auth-login-page';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { afterLoginTarget } from '../lib/after-login';
import { SsoFailure } from './sso-failure';
import { authLoginPath, builtInLogin, isMobileTarget } from './sso-links';

export const meta: Route.MetaFunction = titled('授权登录');

/**
 * /auth-login (spec §2, §7 authLogin(query)): the generic sign-in.
 * - `?redirect=[&method=oauth2]`: the API answers where this unit signs people in — its CAS login with the service
 *   (loginType 1), its OpenID Connect provider, or the built-in page — and the browser goes there. A provider that
 *   does not answer is reported here, with the built-in form as the way in (ADR 034).
 * - `?code=&state=[&iss=]` (or `?error=`): the OpenID Connect provider's answer at the portal's one redirect URI
 *   (ADR 035); the sign-in ends as a password sign-in does, with a whole-document redirect that drops the code.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams;
  const api = serverApi(context);
  const code = query.get('code');
  const state = query.get('state');
  if (code || query.has('error')) {
    const failed = (message: string) => ({ message, retry: '/auth-login?method=oauth2', builtIn: builtInLogin(null) });
    // The provider's own error (the person cancelled, or it refused): nothing to redeem.
    if (!code || !state) return failed('统一身份认证未完成登录（已取消或被拒绝），请重新登录');
    let redirect: string;
    try {
      const iss = query.get('iss');
      ({ redirect } = await api(ssoApi.oauth2Login, { query: { code, state, ...(iss ? { iss } : {}) } }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return failed(error.message);
    }
    const [menus, loginRedirect] = await Promise.all([
      api(isMobileTarget(redirect) ? navigationApi.mobileMenus : navigationApi.openMenus),
      api(authApi.loginRedirectType),
    ]);
    const target = afterLoginTarget({ redirect, loginRedirect, menus, host: url.hostname });
    const { url: next } = await api(authApi.passportLoginAddress, { query: { url: target } });
    throw redirectDocument(next);
  }

  const redirect = query.get('redirect');
  const oauth2 = query.get('method') === 'oauth2';
  const terminalType = isMobileTarget(redirect) ? TERMINAL_TYPE.mobile : TERMINAL_TYPE.desktop;
  let next: string;
  try {
    ({ url: next } = await api(ssoApi.authLogin, {
      query: { redirect: redirect ?? '/', terminalType, ...(oauth2 ? { method: 'oauth2' as const } : {}) },
    }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { message: error.message, retry: authLoginPath(redirect, oauth2), builtIn: builtInLogin(redirect) };
  }
  throw redirectDocument(next);
}

export default function AuthLoginPage() {
  const { message, retry, builtIn } = useLoaderData<typeof loader>();
  return <SsoFailure title="暂时无法登录" message={message} retry={retry} builtIn={builtIn} />;
}
