import { ATTRIBUTE_TYPE, OFFLINE_MOBILE_URL, SELF_BUILT_PC_URL, TERMINAL_TYPE } from '@yizhan/contracts';
import { desktopGuidePath, mobileGuidePath } from '../../../shared/service-paths';
import { isHttpUrl } from '../../../shared/http-url';

/** The two toasts of spec §2 /to-handle-service (and §8). */
export const CLIENT_ONLY_MESSAGE = '该服务/应用仅支持在客户端中打开';
export const OFFLINE_ONLY_MESSAGE = '只支持线下办理';
/**
 * The validation of spec §5 ('appId is required', 'terminalType is required'), said in Chinese to the person who
 * followed the link (issue 10: every message a user can see is Chinese).
 */
export const APP_ID_REQUIRED = '链接中缺少要办理的服务';
export const TERMINAL_TYPE_REQUIRED = '链接中缺少终端类型（电脑端或手机端）';

/**
 * Why the desktop detail page was opened by 立即办理 instead of the service itself: the query parameter and its
 * values. The page says so beside the button (the desktop has no toast of its own in spec §2).
 */
export const HANDLE_NOTICE_PARAM = 'handle';
export type HandleNotice = 'offline' | 'client-only';
const noticeMessages: Record<HandleNotice, string> = {
  offline: OFFLINE_ONLY_MESSAGE,
  'client-only': CLIENT_ONLY_MESSAGE,
};

/** The message of a handle notice in a query value; null for anything else. */
export const handleNoticeMessage = (value: string | null): string | null =>
  value !== null && Object.hasOwn(noticeMessages, value) ? noticeMessages[value as HandleNotice] : null;

export type TerminalType = 1 | 2;

/** What /to-handle-service knows about the click: the query, and whether the click call answered code 200. */
export interface HandleServiceInput {
  appId: string | null | undefined;
  terminalType: number | string | null | undefined;
  guideStatus?: number | null | undefined;
  resource?: number | null | undefined;
  openType?: number | null | undefined;
  pcUrl?: string | null | undefined;
  mobileUrl?: string | null | undefined;
  /** The app's kind as stored (a business system has no guide page to fall back to). */
  attributeType?: number | null | undefined;
  clickOk: boolean;
}

export type HandleServiceDecision =
  | { kind: 'external'; url: string }
  | { kind: 'detail'; to: string }
  | { kind: 'guide'; to: string }
  | { kind: 'toast'; message: typeof CLIENT_ONLY_MESSAGE | typeof OFFLINE_ONLY_MESSAGE; fallback: string }
  | { kind: 'invalid'; message: typeof APP_ID_REQUIRED | typeof TERMINAL_TYPE_REQUIRED };

// The app id goes into a path: only the numeric ids of the contract (appIdSchema) can be one.
const APP_ID = /^\d{1,12}$/;

/** The app id when it is one (digits only), else null: a value that cannot be an id counts as missing. */
export function validAppId(raw: string | null | undefined): string | null {
  return typeof raw === 'string' && APP_ID.test(raw) ? raw : null;
}

/** 1 (desktop) or 2 (mobile) from a number or query text; anything else is null. */
export function parseTerminalType(raw: number | string | null | undefined): TerminalType | null {
  const value = typeof raw === 'string' ? raw.trim() : raw;
  if (value === TERMINAL_TYPE.desktop || value === String(TERMINAL_TYPE.desktop)) return TERMINAL_TYPE.desktop;
  if (value === TERMINAL_TYPE.mobile || value === String(TERMINAL_TYPE.mobile)) return TERMINAL_TYPE.mobile;
  return null;
}

/** The validation of spec §5: the first missing parameter's message, or null when both are there. */
export function handleServiceQueryError(
  input: Pick<HandleServiceInput, 'appId' | 'terminalType'>,
): typeof APP_ID_REQUIRED | typeof TERMINAL_TYPE_REQUIRED | null {
  if (validAppId(input.appId) === null) return APP_ID_REQUIRED;
  if (parseTerminalType(input.terminalType) === null) return TERMINAL_TYPE_REQUIRED;
  return null;
}

// Shared with every other way out of the portal (approvals' links): one check for all of them.
export { isHttpUrl };

/** The service detail page of the desktop site; with a notice, the page says why the service did not open. */
export const serviceDetailPath = (appId: string, notice?: HandleNotice) =>
  `${desktopGuidePath(appId)}${notice ? `?${HANDLE_NOTICE_PARAM}=${notice}` : ''}`;
/** The service guide page of the mobile site. */
export const serviceGuidePath = mobileGuidePath;

/**
 * Where a toast, or 返回 on the way out, leaves the visitor: the app's own page on the visitor's site — for a service
 * the mobile guide (which shows where and when to handle it at the counter, and its phones) or the desktop detail
 * page; a business system has none, so the list of business systems (办事 on the phone).
 */
export function toastFallback(terminalType: TerminalType, appId: string, attributeType?: number | null): string {
  const mobile = terminalType === TERMINAL_TYPE.mobile;
  if (attributeType === ATTRIBUTE_TYPE.businessSystem) return mobile ? '/mobile/work' : '/business-system';
  return mobile ? serviceGuidePath(appId) : serviceDetailPath(appId);
}

const usablePcUrl = (pcUrl: string | null | undefined) => pcUrl !== SELF_BUILT_PC_URL && isHttpUrl(pcUrl);
const usableMobileUrl = (mobileUrl: string | null | undefined) =>
  mobileUrl !== OFFLINE_MOBILE_URL && isHttpUrl(mobileUrl);

/**
 * The decision of spec §2 /to-handle-service, in the order of the rules: parameters, then the click result, then
 * the terminal's rules. External URLs are http(s) only; a placeholder or any other value falls through to the next
 * rule (desktop: the detail page with the reason; mobile: the desktop URL, then the client-only toast).
 */
export function decideHandleService(input: HandleServiceInput): HandleServiceDecision {
  const error = handleServiceQueryError(input);
  if (error) return { kind: 'invalid', message: error };
  const appId = validAppId(input.appId)!;
  const terminalType = parseTerminalType(input.terminalType)!;
  const detail = { kind: 'detail', to: serviceDetailPath(appId) } as const;
  // The service's own page: the detail page on desktop, the service guide on a phone.
  if (!input.clickOk)
    return terminalType === TERMINAL_TYPE.mobile ? { kind: 'guide', to: serviceGuidePath(appId) } : detail;

  const fallback = toastFallback(terminalType, appId, input.attributeType);
  if (terminalType === TERMINAL_TYPE.desktop) {
    if (input.resource === 1 && usablePcUrl(input.pcUrl)) return { kind: 'external', url: input.pcUrl! };
    // A business system has no detail page to say why on: the toast, then the list of business systems.
    if (input.attributeType === ATTRIBUTE_TYPE.businessSystem) {
      return { kind: 'toast', message: input.resource === 1 ? CLIENT_ONLY_MESSAGE : OFFLINE_ONLY_MESSAGE, fallback };
    }
    // The detail page, saying why: counter only, or no address to open on a computer.
    return { kind: 'detail', to: serviceDetailPath(appId, input.resource === 1 ? 'client-only' : 'offline') };
  }

  if (input.guideStatus === 1 && input.attributeType !== ATTRIBUTE_TYPE.businessSystem) {
    return { kind: 'guide', to: serviceGuidePath(appId) };
  }
  if (input.resource !== 1) return { kind: 'toast', message: OFFLINE_ONLY_MESSAGE, fallback };
  if ((input.openType === 1 || input.openType === 9) && usableMobileUrl(input.mobileUrl)) {
    return { kind: 'external', url: input.mobileUrl! };
  }
  if (usablePcUrl(input.pcUrl)) return { kind: 'external', url: input.pcUrl! };
  return { kind: 'toast', message: CLIENT_ONLY_MESSAGE, fallback };
}

/** An integer query value (guideStatus, resource, openType); absent or malformed is null. */
function intQuery(raw: string | null): number | null {
  return raw !== null && /^-?\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** Reads the query of /to-handle-service into the decision's input (without the click result). */
export function readHandleServiceQuery(search: URLSearchParams): Omit<HandleServiceInput, 'clickOk'> {
  return {
    appId: search.get('appId')?.trim() ?? null,
    terminalType: search.get('terminalType'),
    guideStatus: intQuery(search.get('guideStatus')),
    resource: intQuery(search.get('resource')),
    openType: intQuery(search.get('openType')),
    pcUrl: search.get('pcUrl')?.trim() ?? null,
    mobileUrl: search.get('mobileUrl')?.trim() ?? null,
  };
}

/** The app fields /to-handle-service reads. */
export type HandleServiceApp = { appId: string; resource: number; openType: number; pcUrl: string; mobileUrl: string };

/**
 * The /to-handle-service link of an app (spec §2), every value URL-encoded. `guideStatus` 0 from a page that already
 * shows the guide, the app's own value elsewhere.
 */
export function handleServiceHref(app: HandleServiceApp, terminalType: TerminalType, guideStatus: number): string {
  const query = new URLSearchParams({
    appId: app.appId,
    terminalType: String(terminalType),
    guideStatus: String(guideStatus),
    resource: String(app.resource),
    openType: String(app.openType),
    pcUrl: app.pcUrl,
    mobileUrl: app.mobileUrl,
  });
  return `/to-handle-service?${query.toString()}`;
}
