import { useEffect, useRef } from 'react';
import { Form, redirectDocument, useSubmit } from 'react-router';
import { authApi, TERMINAL_TYPE } from '@yizhan/contracts';
import type { Route } from './+types/logout-page';
import { serverApi } from '../../shared/api-client/server-api';
import { isMobilePath, isMobileWidth } from '../../shared/device/device';
import { clearBrowserStorage } from '../../shared/session/browser-storage';
import './logout-page.css';

export const meta = () => [{ title: '正在退出登录' }];

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
 * /logout?redirect=: clears the browser's storage, then posts the logout (a GET never changes state, R5). The
 * robot is destroyed with the page, as the logout ends in a full page load.
 */
export default function LogoutPage() {
  const submit = useSubmit();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearBrowserStorage();
    const redirect = new URLSearchParams(window.location.search).get('redirect') ?? '';
    const mobile = isMobilePath(redirect) || isMobileWidth(window.innerWidth);
    const terminal = mobile ? 'mobile' : 'desktop';
    void submit({ terminal }, { method: 'post', action: `${window.location.pathname}${window.location.search}` });
  }, [submit]);

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
