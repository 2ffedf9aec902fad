import { useRef, useState } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { App as AntdApp } from 'antd';
import type { App } from '@yizhan/contracts';
import { isGuestUser, type Bootstrap } from '../../bootstrap/bootstrap';
import { saveCollected } from '../save-collected';

/** What a guest is told before being sent to sign in. */
export const LOGIN_TO_COLLECT = '请先登录后再收藏';

/** How long a guest sees that message before the login page opens. */
const GUEST_NOTICE_SECONDS = 1;

/**
 * The collect state of one service with instant feedback: a user's click flips the star at once and saves it,
 * rolling back when the save fails (the request client has already shown why); a guest is sent to sign in and
 * comes back to this page. `onChange` hears every change of the shown state, rollbacks included.
 */
export function useCollect(app: Pick<App, 'appId' | 'collected'>, onChange?: (collected: boolean) => void) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Fresh loader data (a revalidation) wins over what this card remembers.
  const [state, setState] = useState({ source: app.collected, collected: app.collected });
  if (state.source !== app.collected) setState({ source: app.collected, collected: app.collected });
  const inFlight = useRef(false);

  const show = (collected: boolean) => {
    setState({ source: app.collected, collected });
    onChange?.(collected);
  };

  const toggle = async () => {
    // One save (or one trip to sign in) at a time: a second click meanwhile would race the first.
    if (inFlight.current) return;
    inFlight.current = true;
    if (!bootstrap || isGuestUser(bootstrap.user)) {
      // The login page has no desktop frame to show a message in: let it be read before leaving.
      await message.info({ content: LOGIN_TO_COLLECT, duration: GUEST_NOTICE_SECONDS });
      inFlight.current = false;
      await navigate(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
      return;
    }
    const previous = state.collected;
    show(!previous);
    try {
      const saved = await saveCollected(app.appId, !previous);
      if (saved !== !previous) show(saved);
      // Said out loud: the star alone is easy to miss (and says nothing to a screen reader until focused).
      void message.success({ content: saved ? '已收藏' : '已取消收藏' });
    } catch {
      show(previous);
    } finally {
      inFlight.current = false;
    }
  };

  return { collected: state.collected, toggle };
}
