import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import { DESKTOP_TOAST_MS, DESKTOP_TOAST_OFFSET_PX, MESSAGES } from '@yizhan/contracts';
import {
  currentPagePath,
  noPermissionText,
  pageNavigation,
  reloadCurrentPage,
  setRequestFeedback,
  type RequestFeedbackImpl,
} from '../../api-client/feedback';

type AppApi = ReturnType<typeof App.useApp>;

/** The desktop request feedback: antd message and modal from the surrounding `<App>`, so the theme applies. */
export function desktopFeedback({ message, modal }: Pick<AppApi, 'message' | 'modal'>): RequestFeedbackImpl {
  return {
    showError: (msg) => {
      void message.error({ content: msg, duration: DESKTOP_TOAST_MS / 1000 });
    },
    showExpired: (onClosed) => {
      modal.warning({
        title: '系统提示',
        content: MESSAGES.sessionExpired,
        mask: { closable: true },
        // The logout route swaps in a guest token, then opens the login page that returns here.
        onOk: () => pageNavigation.assign(`/logout?redirect=${encodeURIComponent(currentPagePath())}`),
        afterClose: onClosed,
      });
    },
    showRefresh: () => {
      modal.info({
        title: '操作提示',
        content: MESSAGES.idleRefresh,
        okText: '刷新页面',
        onOk: () => void reloadCurrentPage(),
      });
    },
    showNoPermission: (page) => {
      modal.info({
        title: '提示',
        content: noPermissionText(page),
        onOk: () => void reloadCurrentPage(),
      });
    },
    toLogin: (redirect) => pageNavigation.assign(`/login?redirect=${encodeURIComponent(redirect)}`),
  };
}

/**
 * antd's `<App>`, which gives message and modal hooks in the theme: messages 3 s at 16 px from the top. (It also
 * sets the text of what it wraps in antd's font, so the login page, which shows neither, goes without.)
 */
export function AntdApp({ children }: { children: ReactNode }) {
  return <App message={{ top: DESKTOP_TOAST_OFFSET_PX, duration: DESKTOP_TOAST_MS / 1000 }}>{children}</App>;
}

/** Registers the desktop request feedback while mounted. Render it inside AntdApp. */
export function DesktopFeedback() {
  const { message, modal } = App.useApp();
  useEffect(() => setRequestFeedback(desktopFeedback({ message, modal })), [message, modal]);
  return null;
}
