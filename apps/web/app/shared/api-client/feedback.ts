import { mayReload } from '../device/reload-guard';

/** What shared request code asks the UI to show; the desktop and mobile layouts each register their own. */
export interface RequestFeedback {
  /** An error toast (desktop) or notification (mobile) with the server's message. */
  showError(msg: string): void;
  /** The expired-login dialog; shown only once at a time (spec §4). */
  showExpired(): void;
  /** The idle "please refresh the page" dialog. */
  showRefresh(): void;
  /** The no-permission dialog for codes 1000–2000 (spec §6). */
  showNoPermission(page: string): void;
  /** Sends a tourist to the login page with the return path. */
  toLogin(redirect: string): void;
}

/**
 * What a layout registers. Its showExpired gets `onClosed`, to call once the dialog is gone, so the registry can
 * keep the dialog to one at a time.
 */
export interface RequestFeedbackImpl extends Omit<RequestFeedback, 'showExpired'> {
  showExpired(onClosed: () => void): void;
}

/** The no-permission dialog's text (spec §6, §8), `page` the page's name or 该. */
export const noPermissionText = (page: string) => `您暂无权限访问${page}页面，请联系管理员申请`;

// Without a layout (server rendering, tests, a page without a frame) nothing can be shown: log instead of failing.
const consoleFeedback: RequestFeedbackImpl = {
  showError: (msg) => console.error(`[请求失败] ${msg}`),
  showExpired: (onClosed) => {
    console.warn('[登录过期] 没有可用的提示组件');
    onClosed();
  },
  showRefresh: () => console.warn('[长时间未操作] 没有可用的提示组件'),
  showNoPermission: (page) => console.warn(`[无权限] ${page}`),
  toLogin: (redirect) => console.warn(`[需要登录] ${redirect}`),
};

let current: RequestFeedbackImpl | null = null;
/** The open expired dialog, if any; an object so a late close of an older dialog cannot clear a newer one. */
let expiredDialog: object | null = null;

/** Registers the UI feedback of the current layout; returns a function that unregisters it. */
export function setRequestFeedback(impl: RequestFeedbackImpl): () => void {
  current = impl;
  // The dialogs of the previous layout went away with it.
  expiredDialog = null;
  return () => {
    // A layout that mounts after another must not be unregistered by the old one's cleanup.
    if (current !== impl) return;
    current = null;
    expiredDialog = null;
  };
}

/** The current UI feedback (a console-only fallback when no layout registered one). */
export function requestFeedback(): RequestFeedback {
  const impl = current ?? consoleFeedback;
  return {
    showError: (msg) => impl.showError(msg),
    showExpired: () => {
      if (expiredDialog) return;
      const dialog = {};
      expiredDialog = dialog;
      const handleClosed = () => {
        if (expiredDialog === dialog) expiredDialog = null;
      };
      try {
        impl.showExpired(handleClosed);
      } catch (error) {
        handleClosed();
        throw error;
      }
    },
    showRefresh: () => impl.showRefresh(),
    showNoPermission: (page) => impl.showNoPermission(page),
    toLogin: (redirect) => impl.toLogin(redirect),
  };
}

/** Whether the expired-login dialog is open now. */
export function isExpiredDialogOpen(): boolean {
  return expiredDialog !== null;
}

/** Full-page navigation, behind one object so tests can observe it (jsdom cannot navigate). */
export const pageNavigation = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/** The path and query of the current page: the return target after a refresh or a new sign-in. */
export function currentPagePath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/** Reloads the current page through the reload guard (at most once per path per 10 s); true when it reloads. */
export function reloadCurrentPage(): boolean {
  if (!mayReload(window.location.pathname, window.sessionStorage)) return false;
  pageNavigation.reload();
  return true;
}
