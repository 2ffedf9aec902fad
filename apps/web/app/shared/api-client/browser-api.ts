import {
  authApi,
  CODE,
  MESSAGES,
  NO_AUTH_CODE_RANGE,
  REQUEST_RETRIES,
  REQUEST_RETRY_DELAY_MS,
  TOURIST_COOKIE,
  type Endpoint,
  type EndpointData,
} from '@yizhan/contracts';
import { checkBeforeOperation } from '../session/idle';
import { pageNameOf } from '../page-title';
import { ApiError, callApi, type CallInput } from './api-client';
import { readCookie } from './cookies';
import { currentPagePath, requestFeedback } from './feedback';

/** Calls that neither check nor renew the idle time: sign-in, sign-out, and finding out who is there. */
export const idleCheckExcluded: readonly Endpoint[] = [
  authApi.guestLogin,
  authApi.passwordLogin,
  authApi.captcha,
  authApi.logout,
  authApi.userInfo,
  authApi.hostInfo,
];

export interface BrowserCallOptions {
  /** Do not toast the failure message (the caller shows the error itself). 401 and no-permission still show. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Page name for the no-permission dialog; defaults to the document title. */
  page?: string;
}

const NETWORK_FAILED = '网络连接失败，请检查网络后重试';
const TIMED_OUT = '请求超时，请稍后重试';

/** Whether an endpoint skips the idle check. */
export function skipsIdleCheck(endpoint: Endpoint): boolean {
  return idleCheckExcluded.some((excluded) => excluded.method === endpoint.method && excluded.path === endpoint.path);
}

/** Whether the visitor is a tourist: the readable `tourist` cookie is 1, or there is none yet. */
export function isTourist(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return readCookie(cookie, TOURIST_COOKIE) !== '0';
}

/**
 * Calls one contract endpoint from the browser (spec §7, §8): idle check and renewal, up to 3 retries 1 s apart for
 * GET network failures and timeouts, and the UI feedback of the error table. Resolves to the envelope's `data`;
 * rejects with an ApiError (or the caller's own abort reason).
 */
export async function browserApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  options: BrowserCallOptions = {},
): Promise<EndpointData<E>> {
  if (!skipsIdleCheck(endpoint)) {
    // Checked before it is renewed: an idle tab's first request brings the refresh or expired dialog.
    if (checkBeforeOperation(isTourist()) === 'expired' && !isTourist()) {
      throw new ApiError(CODE.unauthorized, MESSAGES.sessionExpired, 0, endpoint.path);
    }
  }
  try {
    return await callWithRetries(endpoint, input, options.signal);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw report(toApiError(error, endpoint.path), options);
  }
}

async function callWithRetries<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  signal: AbortSignal | undefined,
): Promise<EndpointData<E>> {
  // The lower-level status retry lives in callApi; this one covers a request that never got an answer.
  const retries = endpoint.method === 'GET' && !endpoint.noRetry ? REQUEST_RETRIES : 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callApi(endpoint, input, { base: '', signal });
    } catch (error) {
      const unanswered = !(error instanceof ApiError) && !signal?.aborted;
      if (!unanswered || attempt >= retries) throw error;
    }
    await delay(REQUEST_RETRY_DELAY_MS, signal);
  }
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const handleAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', handleAbort);
      resolve();
    }, ms);
    if (signal?.aborted) handleAbort();
    else signal?.addEventListener('abort', handleAbort, { once: true });
  });
}

function toApiError(error: unknown, path: string): ApiError {
  if (error instanceof ApiError) return error;
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return new ApiError(0, timedOut ? TIMED_OUT : NETWORK_FAILED, 0, path);
}

/** Shows the §8 feedback for a failure and returns the error to throw. */
function report(error: ApiError, options: BrowserCallOptions): ApiError {
  const feedback = requestFeedback();
  if (error.code === CODE.unauthorized) {
    if (isTourist()) feedback.toLogin(currentPagePath());
    else feedback.showExpired();
    return new ApiError(CODE.unauthorized, MESSAGES.sessionExpired, error.status, error.path);
  }
  if (error.code > NO_AUTH_CODE_RANGE.above && error.code < NO_AUTH_CODE_RANGE.below) {
    feedback.showNoPermission(options.page ?? (pageNameOf(document.title) || '该'));
    return error;
  }
  if (error.message && !options.silent) feedback.showError(error.message);
  return error;
}
