import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { MESSAGES, MOBILE_TOAST_MS } from '@yizhan/contracts';
import {
  currentPagePath,
  pageNavigation,
  reloadCurrentPage,
  setRequestFeedback,
  type RequestFeedbackImpl,
} from '../../api-client/feedback';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * Lets antd-mobile's imperative Toast and Dialog render under React 19 (its default renderer uses the removed
 * ReactDOM.render; see https://mobile.ant.design/guide/v5-for-19). Idempotent; runs when this module loads.
 */
export function enableAntdMobileImperativeRender(): void {
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      // Unmounting synchronously inside React's own render would warn: wait a tick, as the guide does.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}

enableAntdMobileImperativeRender();

/** The mobile request feedback: antd-mobile Toast and Dialog. */
export function mobileFeedback(): RequestFeedbackImpl {
  return {
    showError: (msg) => {
      Toast.show({ content: msg, duration: MOBILE_TOAST_MS });
    },
    showExpired: (onClosed) => {
      void Dialog.alert({
        title: '系统提示',
        content: MESSAGES.sessionExpired,
        closeOnMaskClick: true,
        // The logout route swaps in a guest token, then opens the mobile login that returns here.
        onConfirm: () => pageNavigation.assign(`/logout?redirect=${encodeURIComponent(currentPagePath())}`),
        afterClose: onClosed,
      });
    },
    showRefresh: () => {
      void Dialog.alert({
        title: '操作提示',
        content: MESSAGES.idleRefresh,
        confirmText: '刷新页面',
        onConfirm: () => void reloadCurrentPage(),
      });
    },
    showNoPermission: (page) => {
      void Dialog.alert({
        title: '提示',
        content: `您暂无权限访问${page}页面，请联系管理员申请`,
        onConfirm: () => void reloadCurrentPage(),
      });
    },
    toLogin: (redirect) => pageNavigation.assign(`/mobile-login?redirect=${encodeURIComponent(redirect)}`),
  };
}

/** Registers the mobile request feedback while mounted (render it once in the mobile layout). */
export function MobileFeedback() {
  useEffect(() => setRequestFeedback(mobileFeedback()), []);
  return null;
}
