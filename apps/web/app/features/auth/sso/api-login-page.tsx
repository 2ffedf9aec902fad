import { redirect as redirectTo, useLoaderData } from 'react-router';
import { apiLoginApi, isSafeRedirect } from '@yizhan/contracts';
import type { Route } from './+types/api-login-page';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { redirectAfterSignIn } from '../api/after-sign-in';
import { SsoFailure } from './sso-failure';
import { authLoginPath, builtInLogin } from './sso-links';

export const meta: Route.MetaFunction = titled('接口登录');

/**
 * /api-login?redirect=&code=&millis= (spec §2, §7 apiLogin; A8; ADR 041): where a loginType 2 unit's trusted app
 * sends the browser with a single-use code. The API verifies it with the trusted app (no retry); the new session's
 * cookie leaves with this response and a whole-document redirect to the target — chosen as after a password
 * sign-in — takes the code out of the address bar. Without a code (the way back from apiLogout) it goes straight on
 * to a same-site target.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  const millis = url.searchParams.get('millis');
  const redirect = url.searchParams.get('redirect');
  if (!code) throw redirectTo(redirect && isSafeRedirect(redirect, [url.hostname]) ? redirect : '/');

  const api = serverApi(context);
  // The service the code was issued for: this page with its redirect; the API rebuilds it from the unit's origin.
  const service = `/api-login?redirect=${encodeURIComponent(redirect ?? '/')}`;
  try {
    await api(apiLoginApi.apiLogin, { query: { code, millis: millis ?? '', service } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { message: error.message, retry: authLoginPath(redirect), builtIn: builtInLogin(redirect) };
  }
  return redirectAfterSignIn(api, url, redirect);
}

export default function ApiLoginPage() {
  const { message, retry, builtIn } = useLoaderData<typeof loader>();
  return <SsoFailure title="接口登录失败" message={message} retry={retry} builtIn={builtIn} />;
}
