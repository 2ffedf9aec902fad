import { redirect as redirectTo, redirectDocument, useLoaderData } from 'react-router';
import { authApi, isSafeRedirect, navigationApi, ssoApi } from '@yizhan/contracts';
import type { Route } from './+types/cas-login-page';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { afterLoginTarget } from '../lib/after-login';
import { SsoFailure } from './sso-failure';
import { authLoginPath, builtInLogin, isMobileTarget } from './sso-links';

export const meta: Route.MetaFunction = titled('统一身份认证登录');

/**
 * /cas-login?redirect=&ticket= (spec §2, §7 casLogin; A5): where the CAS server sends the browser back. The ticket
 * is validated by the API (no retry: a ticket is single-use); the new session's cookie leaves with this response,
 * and a whole-document redirect to the target — chosen as after a password sign-in — takes the ticket out of the
 * address bar and the history. Without a ticket (the way back from the CAS logout), it simply goes on to the target.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ticket = url.searchParams.get('ticket');
  const redirect = url.searchParams.get('redirect');
  if (!ticket) throw redirectTo(redirect && isSafeRedirect(redirect, [url.hostname]) ? redirect : '/');

  const api = serverApi(context);
  // The service the ticket was issued for: this page with its redirect; the API rebuilds it from the unit's origin.
  const service = `/cas-login?redirect=${encodeURIComponent(redirect ?? '/')}`;
  try {
    await api(ssoApi.casLogin, { query: { ticket, service } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { message: error.message, retry: authLoginPath(redirect), builtIn: builtInLogin(redirect) };
  }
  const [menus, loginRedirect] = await Promise.all([
    api(isMobileTarget(redirect) ? navigationApi.mobileMenus : navigationApi.openMenus),
    api(authApi.loginRedirectType),
  ]);
  const target = afterLoginTarget({ redirect, loginRedirect, menus, host: url.hostname });
  const { url: next } = await api(authApi.passportLoginAddress, { query: { url: target } });
  throw redirectDocument(next);
}

export default function CasLoginPage() {
  const { message, retry, builtIn } = useLoaderData<typeof loader>();
  return <SsoFailure title="统一身份认证登录失败" message={message} retry={retry} builtIn={builtIn} />;
}
