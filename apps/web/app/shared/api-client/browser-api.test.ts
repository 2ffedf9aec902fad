import {
  authApi,
  defineEndpoint,
  MESSAGES,
  REQUEST_RETRIES,
  REQUEST_RETRY_DELAY_MS,
  tokenSchema,
} from '@yizhan/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleThresholds, setIdleThresholds } from '../session/idle';
import { readOperateTime, writeOperateTime } from '../session/operate-time';
import { ApiError } from './api-client';
import { browserApi, idleCheckExcluded, isTourist, skipsIdleCheck } from './browser-api';
import { setRequestFeedback, type RequestFeedbackImpl } from './feedback';

// Test endpoints: the web app does not validate response data, so any schema serves.
const item = tokenSchema;
const getItem = defineEndpoint({ method: 'GET', path: '/pedestal/test/item', summary: 'test', data: item });
const saveItem = defineEndpoint({
  method: 'POST',
  path: '/pedestal/test/save',
  summary: 'test',
  body: authApi.passwordLogin.body,
  data: item,
});
const casLike = defineEndpoint({
  method: 'GET',
  path: '/pedestal/test/cas',
  summary: 'test',
  data: item,
  noRetry: true,
});

const credentials = { username: 'zhangsan', password: 'secret' };
const T0 = Date.UTC(2025, 0, 1, 0, 0, 0);
const MINUTE = 60_000;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ success: true, code: 200, msg: 'ok', data });
const fail = (code: number, msg: string, status = 200) => json({ success: false, code, msg, data: null }, status);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let feedback: { [K in keyof RequestFeedbackImpl]: ReturnType<typeof vi.fn> };
let unregister: () => void;

function setTouristCookie(value: '0' | '1' | null) {
  document.cookie = 'tourist=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  if (value !== null) document.cookie = `tourist=${value}; path=/`;
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  vi.stubGlobal('BroadcastChannel', undefined);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
  window.history.pushState(null, '', '/news?page=2');
  document.title = '新闻资讯';
  setTouristCookie('0');
  setIdleThresholds(idleThresholds({ onLineMinute: 10, refreshMinute: 5 }));
  feedback = {
    showError: vi.fn(),
    showExpired: vi.fn(),
    showRefresh: vi.fn(),
    showNoPermission: vi.fn(),
    toLogin: vi.fn(),
  };
  unregister = setRequestFeedback(feedback as unknown as RequestFeedbackImpl);
});

afterEach(() => {
  unregister();
  setIdleThresholds(idleThresholds(null));
  setTouristCookie(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Settles a call that may wait between retries, advancing the fake clock. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe('browserApi success', () => {
  it('returns the envelope data from a same-origin call', async () => {
    fetchMock.mockResolvedValueOnce(ok({ id: 7 }));
    await expect(browserApi(getItem)).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/pedestal/test/item');
    expect(init?.method).toBe('GET');
    // The HttpOnly token travels as a cookie: browser code never sets Authorization itself.
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });
});

describe('idle check before each request', () => {
  it('records the operation time for an ordinary call', async () => {
    writeOperateTime(T0 - 4 * MINUTE);
    fetchMock.mockResolvedValueOnce(ok({ id: 1 }));
    await browserApi(getItem);
    expect(readOperateTime()).toBe(T0);
  });

  it('refuses the call and shows the expired dialog when a signed-in user has been idle too long', async () => {
    writeOperateTime(T0 - 11 * MINUTE);
    const error = await browserApi(getItem).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 401, message: MESSAGES.sessionExpired, path: '/pedestal/test/item' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(feedback.showExpired).toHaveBeenCalledTimes(1);
    expect(readOperateTime()).toBe(T0 - 11 * MINUTE);
  });

  it('lets a tourist through (the idle watcher reloads tourists) and renews the time', async () => {
    setTouristCookie('1');
    writeOperateTime(T0 - 11 * MINUTE);
    fetchMock.mockResolvedValueOnce(ok({ id: 1 }));
    await expect(browserApi(getItem)).resolves.toEqual({ id: 1 });
    expect(feedback.showExpired).not.toHaveBeenCalled();
    expect(readOperateTime()).toBe(T0);
  });

  it('skips the check and the renewal for sign-in, sign-out, userInfo and hostInfo', async () => {
    expect(idleCheckExcluded).toEqual([
      authApi.guestLogin,
      authApi.passwordLogin,
      authApi.logout,
      authApi.userInfo,
      authApi.hostInfo,
    ]);
    expect(skipsIdleCheck(getItem)).toBe(false);
    writeOperateTime(T0 - 11 * MINUTE);
    const stale = readOperateTime();
    const responses = {
      guestLogin: ok({ token: 'g' }),
      passwordLogin: ok({ token: 'u' }),
      logout: ok({ url: '/login', token: 'g' }),
      userInfo: ok({ fid: 1, uid: 'u1', userType: 'STUDENT', name: '张三', avatar: '', loginTime: '2025-01-01 08:00' }),
      hostInfo: ok({
        fid: 1,
        loginType: 0,
        loginPath: '/login',
        localPassportAddress: '',
        onLineMinute: null,
        refreshMinute: null,
      }),
    };
    for (const [name, response] of Object.entries(responses)) {
      fetchMock.mockResolvedValueOnce(response);
      const endpoint = authApi[name as keyof typeof responses];
      const input = name === 'passwordLogin' ? { body: { username: 'a', password: 'b' } } : {};
      await expect(browserApi(endpoint, input as never)).resolves.toBeDefined();
      expect(skipsIdleCheck(endpoint)).toBe(true);
    }
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(feedback.showExpired).not.toHaveBeenCalled();
    expect(readOperateTime()).toBe(stale);
  });
});

describe('upper-level retries', () => {
  it('retries a GET network failure 3 times, 1 s apart, then reports it', async () => {
    expect(REQUEST_RETRIES).toBe(3);
    expect(REQUEST_RETRY_DELAY_MS).toBe(1_000);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = browserApi(getItem).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 0, status: 0, path: '/pedestal/test/item' });
    expect(feedback.showError).toHaveBeenCalledWith('网络连接失败，请检查网络后重试');
  });

  it('succeeds when a retry gets through', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok({ id: 2 }));
    const { value } = await settle(browserApi(getItem));
    expect(value).toEqual({ id: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(feedback.showError).not.toHaveBeenCalled();
  });

  it('retries a timeout and says it timed out', async () => {
    fetchMock.mockRejectedValue(new DOMException('signal timed out', 'TimeoutError'));
    const { error } = await settle(browserApi(getItem));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(error).toMatchObject({ message: '请求超时，请稍后重试' });
  });

  it('never retries a POST', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { error } = await settle(browserApi(saveItem, { body: credentials }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
  });

  it('never retries a no-retry endpoint', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await settle(browserApi(casLike));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never retries a user abort, and neither wraps nor reports it', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(controller.signal.reason);
    });
    const { error } = await settle(browserApi(getItem, {}, { signal: controller.signal }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
    expect(feedback.showError).not.toHaveBeenCalled();
  });

  it('stops retrying when the user aborts during the wait', async () => {
    const controller = new AbortController();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = browserApi(getItem, {}, { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(((await outcome) as DOMException).name).toBe('AbortError');
  });

  it('leaves status retries to the lower level: one more try, no upper-level retries', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(fail(503, '服务暂不可用', 503)));
    const { error } = await settle(browserApi(getItem));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ code: 503, status: 503, message: '服务暂不可用' });
  });

  it('does not retry a business failure', async () => {
    fetchMock.mockResolvedValue(fail(500, '服务异常'));
    await settle(browserApi(getItem));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('error table (spec §8)', () => {
  it('401 for a tourist: to login with the current path, and throws the expired message', async () => {
    setTouristCookie('1');
    fetchMock.mockResolvedValueOnce(fail(401, 'unauthorized'));
    const { error } = await settle(browserApi(getItem));
    expect(feedback.toLogin).toHaveBeenCalledWith('/news?page=2');
    expect(feedback.showExpired).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 401, message: MESSAGES.sessionExpired, path: '/pedestal/test/item' });
  });

  it('401 without a tourist cookie counts as a tourist', async () => {
    setTouristCookie(null);
    expect(isTourist()).toBe(true);
    fetchMock.mockResolvedValueOnce(fail(401, 'unauthorized', 401));
    await settle(browserApi(getItem));
    expect(feedback.toLogin).toHaveBeenCalledWith('/news?page=2');
  });

  it('401 for a signed-in user: the expired dialog, and throws the expired message', async () => {
    fetchMock.mockResolvedValueOnce(fail(401, 'unauthorized', 401));
    const { error } = await settle(browserApi(getItem));
    expect(feedback.showExpired).toHaveBeenCalledTimes(1);
    expect(feedback.toLogin).not.toHaveBeenCalled();
    expect(feedback.showError).not.toHaveBeenCalled();
    expect(error).toMatchObject({ code: 401, status: 401, message: MESSAGES.sessionExpired });
  });

  it('several 401s at once show a single expired dialog', async () => {
    const closers: Array<() => void> = [];
    feedback.showExpired.mockImplementation((onClosed: () => void) => void closers.push(onClosed));
    fetchMock.mockImplementation(() => Promise.resolve(fail(401, 'unauthorized')));
    await settle(
      Promise.allSettled([browserApi(getItem), browserApi(getItem), browserApi(saveItem, { body: credentials })]),
    );
    expect(feedback.showExpired).toHaveBeenCalledTimes(1);
    closers[0]!();
    await settle(browserApi(getItem));
    expect(feedback.showExpired).toHaveBeenCalledTimes(2);
  });

  it('codes strictly between 1000 and 2000: the no-permission dialog with the page name', async () => {
    fetchMock.mockResolvedValueOnce(fail(1004, '无可访问的菜单'));
    const { error } = await settle(browserApi(getItem));
    expect(feedback.showNoPermission).toHaveBeenCalledWith('新闻资讯');
    expect(feedback.showError).not.toHaveBeenCalled();
    expect(error).toMatchObject({ code: 1004, message: '无可访问的菜单' });

    fetchMock.mockResolvedValueOnce(fail(1999, '无权限'));
    await settle(browserApi(getItem, {}, { page: '任务中心' }));
    expect(feedback.showNoPermission).toHaveBeenLastCalledWith('任务中心');
  });

  it('1000 and 2000 themselves are ordinary errors', async () => {
    fetchMock.mockResolvedValueOnce(fail(1000, '错误一')).mockResolvedValueOnce(fail(2000, '错误二'));
    await settle(browserApi(getItem));
    await settle(browserApi(getItem));
    expect(feedback.showNoPermission).not.toHaveBeenCalled();
    expect(feedback.showError).toHaveBeenNthCalledWith(1, '错误一');
    expect(feedback.showError).toHaveBeenNthCalledWith(2, '错误二');
  });

  it('another code: its msg as an error toast, and an ApiError with code, status and path', async () => {
    fetchMock.mockResolvedValueOnce(fail(400, '请选择办理类型'));
    const { error } = await settle(browserApi(getItem));
    expect(feedback.showError).toHaveBeenCalledWith('请选择办理类型');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, status: 200, path: '/pedestal/test/item', message: '请选择办理类型' });
  });

  it('an HTTP error with msg is shown the same way', async () => {
    fetchMock.mockResolvedValueOnce(fail(404, '服务不存在', 404));
    const { error } = await settle(browserApi(getItem));
    expect(feedback.showError).toHaveBeenCalledWith('服务不存在');
    expect(error).toMatchObject({ code: 404, status: 404 });
  });

  it('silent: no toast, still thrown', async () => {
    fetchMock.mockResolvedValueOnce(fail(400, '请选择办理类型'));
    const { error } = await settle(browserApi(getItem, {}, { silent: true }));
    expect(feedback.showError).not.toHaveBeenCalled();
    expect(error).toMatchObject({ code: 400, message: '请选择办理类型' });
  });
});
