import { authApi, defineEndpoint } from '@yizhan/contracts';
import { z } from 'zod';
import { afterEach, beforeEach, vi } from 'vitest';
import { idleThresholds, setIdleThresholds } from '../session/idle';
import { setRequestFeedback, type RequestFeedbackImpl } from './feedback';

// The shared setup of the browserApi tests: test endpoints, canned responses, and the fetch and feedback stubs.

// Test endpoints: the web app does not validate response data, so any schema serves.
const item = z.object({ id: z.number() });
/** A GET test endpoint, retried on network failures. */
export const getItem = defineEndpoint({ method: 'GET', path: '/pedestal/test/item', summary: 'test', data: item });
/** A POST test endpoint with the password-login body, never retried. */
export const saveItem = defineEndpoint({
  method: 'POST',
  path: '/pedestal/test/save',
  summary: 'test',
  body: authApi.passwordLogin.body,
  data: item,
});
/** A GET test endpoint marked no-retry, like the CAS calls. */
export const casLike = defineEndpoint({
  method: 'GET',
  path: '/pedestal/test/cas',
  summary: 'test',
  data: item,
  noRetry: true,
});

/** A body for saveItem. */
export const credentials = { username: 'zhangsan', password: 'secret' };
/** The fake clock's start time. */
export const T0 = Date.UTC(2025, 0, 1, 0, 0, 0);
/** One minute in milliseconds. */
export const MINUTE = 60_000;

/** A JSON response with the given body and HTTP status. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** A successful envelope carrying `data`. */
export const ok = (data: unknown) => json({ success: true, code: 200, msg: 'ok', data });
/** A failed envelope with the given code and msg, sent with the given HTTP status. */
export const fail = (code: number, msg: string, status = 200) =>
  json({ success: false, code, msg, data: null }, status);

/** Sets the tourist cookie to `value`, or removes it when `value` is null. */
export function setTouristCookie(value: '0' | '1' | null) {
  document.cookie = 'tourist=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  if (value !== null) document.cookie = `tourist=${value}; path=/`;
}

/** Settles a call that may wait between retries, advancing the fake clock. */
export async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

/** Registers the per-test setup (fake clock, fetch stub, feedback spies) and returns the stub and spies. */
export function setUpBrowserApiHarness() {
  // Created once and reset before each test, so the test files can hold them in top-level constants.
  const fetchMock = vi.fn<typeof fetch>();
  const feedback: { [K in keyof RequestFeedbackImpl]: ReturnType<typeof vi.fn> } = {
    showError: vi.fn(),
    showExpired: vi.fn(),
    showRefresh: vi.fn(),
    showNoPermission: vi.fn(),
    toLogin: vi.fn(),
  };
  let unregister: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    vi.stubGlobal('BroadcastChannel', undefined);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    window.sessionStorage.clear();
    window.history.pushState(null, '', '/news?page=2');
    document.title = '新闻资讯';
    setTouristCookie('0');
    setIdleThresholds(idleThresholds({ onLineMinute: 10, refreshMinute: 5 }));
    for (const spy of Object.values(feedback)) spy.mockReset();
    unregister = setRequestFeedback(feedback as unknown as RequestFeedbackImpl);
  });

  afterEach(() => {
    unregister();
    setIdleThresholds(idleThresholds(null));
    setTouristCookie(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  return { fetchMock, feedback };
}
