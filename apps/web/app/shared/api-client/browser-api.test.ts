import { authApi, MESSAGES } from '@yizhan/contracts';
import { describe, expect, it } from 'vitest';
import { readOperateTime, writeOperateTime } from '../session/operate-time';
import { ApiError } from './api-client';
import { browserApi, idleCheckExcluded, skipsIdleCheck } from './browser-api';
import { getItem, MINUTE, ok, setTouristCookie, T0, setUpBrowserApiHarness } from './browser-api-harness';

const { fetchMock, feedback } = setUpBrowserApiHarness();

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

  it('skips the check and the renewal for sign-in (and its captcha), sign-out, userInfo and hostInfo', async () => {
    expect(idleCheckExcluded).toEqual([
      authApi.guestLogin,
      authApi.passwordLogin,
      authApi.captcha,
      authApi.logout,
      authApi.userInfo,
      authApi.hostInfo,
    ]);
    expect(skipsIdleCheck(getItem)).toBe(false);
    writeOperateTime(T0 - 11 * MINUTE);
    const stale = readOperateTime();
    const responses = {
      guestLogin: ok({ tourist: 1 }),
      passwordLogin: ok({ tourist: 0 }),
      logout: ok({ url: '/login' }),
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
