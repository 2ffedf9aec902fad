import { MESSAGES, REQUEST_RETRIES, REQUEST_RETRY_DELAY_MS } from '@yizhan/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { browserApi, isTourist } from './browser-api';
import {
  casLike,
  credentials,
  fail,
  getItem,
  ok,
  saveItem,
  setTouristCookie,
  settle,
  setUpBrowserApiHarness,
} from './browser-api-harness';

const { fetchMock, feedback } = setUpBrowserApiHarness();

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
