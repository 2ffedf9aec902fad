import { useEffect } from 'react';
import type { DialogAlertProps, ToastShowProps } from 'antd-mobile';
import { MESSAGES, MOBILE_TOAST_MS } from '@yizhan/contracts';
import {
  currentPagePath,
  noPermissionText,
  pageNavigation,
  reloadCurrentPage,
  setRequestFeedback,
  type RequestFeedbackImpl,
} from '../../api-client/feedback';
import { importOnceMore } from '../../retry/import-once-more';

/** antd-mobile's Toast and Dialog, loaded on first use (imperative.ts). */
const imperative = () => importOnceMore(() => import('./imperative'));

/** Shows an antd-mobile Toast; the first one loads Toast (a few ticks later). */
export function showToast(props: ToastShowProps): void {
  void imperative().then(({ Toast }) => Toast.show(props));
}

/** Opens an antd-mobile alert Dialog; the first one loads Dialog. */
function showAlert(props: DialogAlertProps): void {
  void imperative().then(({ Dialog }) => Dialog.alert(props));
}

/** The mobile request feedback: antd-mobile Toast and Dialog, loaded on first use. */
export function mobileFeedback(): RequestFeedbackImpl {
  return {
    showError: (msg) => showToast({ content: msg, duration: MOBILE_TOAST_MS }),
    showExpired: (onClosed) => {
      showAlert({
        title: '系统提示',
        content: MESSAGES.sessionExpired,
        closeOnMaskClick: true,
        // The logout route swaps in a guest token, then opens the mobile login that returns here.
        onConfirm: () => pageNavigation.assign(`/logout?redirect=${encodeURIComponent(currentPagePath())}`),
        afterClose: onClosed,
      });
    },
    showRefresh: () => {
      showAlert({
        title: '操作提示',
        content: MESSAGES.idleRefresh,
        confirmText: '刷新页面',
        onConfirm: () => void reloadCurrentPage(),
      });
    },
    showNoPermission: (page) => {
      showAlert({
        title: '提示',
        content: noPermissionText(page),
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
