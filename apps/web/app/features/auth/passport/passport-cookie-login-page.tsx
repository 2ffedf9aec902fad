import { redirectDocument, useLoaderData } from 'react-router';
import {
  authApi,
  navigationApi,
  passportLoginApi,
  PASSPORT_LOGIN_MODES,
  type PassportLoginMode,
} from '@yizhan/contracts';
import type { Route } from './+types/passport-cookie-login-page';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { afterLoginTarget } from '../lib/after-login';
import { SsoFailure } from '../sso/sso-failure';
import { builtInLogin, isMobileTarget } from '../sso/sso-links';

export const meta: Route.MetaFunction = titled('通行证登录');

const modeOf = (value: string | null): PassportLoginMode | undefined =>
  PASSPORT_LOGIN_MODES.find((mode) => mode === value);

/**
 * /passport-cookie-login (spec §2, §7 passportCookieLogin; ADR 042), also the passport-cookie address of the unit
 * flagged for it (`?fid=&refer=`, spec §2). The API presents the passport cookie to the unit's passport server:
 * - a person it vouches for is signed in (or kept, when already signed in) and the browser goes on — to a page of
 *   this site chosen as after a password sign-in, or straight to the business system the conversion wrapped;
 * - no cookie: off to the passport login (fid, refer back here, the variant asked for), once;
 * - a refused cookie or a passport that does not answer: the message, with the way back and the built-in form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams;
  const service = query.get('refer') ?? query.get('redirect') ?? '/';
  const mode = modeOf(query.get('mode'));
  const api = serverApi(context);
  let outcome;
  try {
    outcome = await api(passportLoginApi.passportLogin, {
      query: { service, ...(query.get('from') === 'passport' ? { returned: 1 } : {}), ...(mode ? { mode } : {}) },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const back = service.startsWith('/') ? service : null;
    return {
      message: error.message,
      retry: `/passport-cookie-login?${new URLSearchParams({ redirect: back ?? '/' })}`,
      builtIn: builtInLogin(back),
    };
  }
  if (outcome.outcome === 'login' || !outcome.url.startsWith('/')) throw redirectDocument(outcome.url);
  // A page of this site: the target a password sign-in would choose (the user's own menu, the login-redirect
  // config). Not wrapped in the passport-cookie address again: the passport cookie is in place already.
  const [menus, loginRedirect] = await Promise.all([
    api(isMobileTarget(outcome.url) ? navigationApi.mobileMenus : navigationApi.openMenus),
    api(authApi.loginRedirectType),
  ]);
  throw redirectDocument(afterLoginTarget({ redirect: outcome.url, loginRedirect, menus, host: url.hostname }));
}

export default function PassportCookieLoginPage() {
  const { message, retry, builtIn } = useLoaderData<typeof loader>();
  return <SsoFailure title="通行证登录失败" message={message} retry={retry} builtIn={builtIn} />;
}
