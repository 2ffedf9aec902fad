import { useEffect, useRef } from 'react';
import { Form, redirectDocument, useLoaderData, useSubmit } from 'react-router';
import { authApi, TERMINAL_TYPE } from '@yizhan/contracts';
import type { Route } from './+types/logout-page';
import { serverApi } from '../../shared/api-client/server-api';
import { titled } from '../../shared/page-title';
import { isMobilePath, isMobileWidth } from '../../shared/device/device';
import { beforeSignOut } from '../../shared/session/sign-out';
import './logout-page.css';

export const meta: Route.MetaFunction = titled('退出登录');

/**
 * Logs out on the server (spec §4 Logout): the API revokes the session and issues a guest token (its cookie goes
 * out with this response), and answers where to go by the unit's loginType; `redirect` is where to come back to.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const service = new URL(request.url).searchParams.get('redirect') ?? '/';
  const terminalType = form.get('terminal') === 'mobile' ? TERMINAL_TYPE.mobile : TERMINAL_TYPE.desktop;
  const { url } = await serverApi(context)(authApi.logout, { query: { service, terminalType } });
  throw redirectDocument(url);
}

/**
 * Whether to ask first: only a link on this site signs out at once. A link from another site (or a typed address)
 * gets a confirmation, so no other site can sign a user out (the browser's Sec-Fetch-Site cannot be forged by a page).
 */
export function loader({ request }: Route.LoaderArgs) {
  const redirect = new URL(request.url).searchParams.get('redirect');
  // Cancel goes back only to a path on this site.
  const cancel = redirect?.startsWith('/') && !/^\/[/\\]/.test(redirect) ? redirect : '/';
  return { confirm: request.headers.get('sec-fetch-site') !== 'same-origin', cancel };
}

/**
 * /logout?redirect=: clears the browser's storage, then posts the logout (a GET never changes state, R5). The
 * robot is destroyed with the page, as the logout ends in a full page load.
 */
export default function LogoutPage() {
  const { confirm, cancel } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const started = useRef(false);
  useEffect(() => {
    if (confirm || started.current) return;
    started.current = true;
    beforeSignOut();
    const redirect = new URLSearchParams(window.location.search).get('redirect') ?? '';
    const mobile = isMobilePath(redirect) || isMobileWidth(window.innerWidth);
    const terminal = mobile ? 'mobile' : 'desktop';
    void submit({ terminal }, { method: 'post', action: `${window.location.pathname}${window.location.search}` });
  }, [submit, confirm]);

  if (confirm) return <LogoutConfirm cancel={cancel} />;
  return (
    <main className="yz-logout" aria-busy="true">
      <span className="yz-logout__spinner" aria-hidden="true" />
      <p>正在退出登录…</p>
      <noscript>
        <Form method="post">
          <input type="hidden" name="terminal" value="desktop" />
          <button type="submit">退出登录</button>
        </Form>
      </noscript>
    </main>
  );
}

/** Asked when the logout link came from elsewhere: sign out only on an explicit click (a same-site form post). */
function LogoutConfirm({ cancel }: { cancel: string }) {
  return (
    <main className="yz-logout">
      <h1 className="yz-logout__title">退出登录</h1>
      <p>确定要退出当前账号吗？</p>
      <Form method="post" className="yz-logout__actions" onSubmit={beforeSignOut}>
        <input type="hidden" name="terminal" value="desktop" />
        <button type="submit" className="yz-logout__button yz-logout__button--primary">
          退出登录
        </button>
        <a className="yz-logout__button" href={cancel}>
          取消
        </a>
      </Form>
    </main>
  );
}
