import { describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { authApi, OFFLINE_MOBILE_URL, SELF_BUILT_PC_URL, serviceHallApi, type Endpoint } from '@yizhan/contracts';
import { ApiError } from '../../shared/api-client/api-client';
import { serverSessionContext, type ServerApi } from '../../shared/api-client/server-api';
import { loader } from './to-handle-service-page';
import type { Route } from './+types/to-handle-service-page';
import {
  APP_ID_REQUIRED,
  CLIENT_ONLY_MESSAGE,
  OFFLINE_ONLY_MESSAGE,
  TERMINAL_TYPE_REQUIRED,
} from './lib/handle-service';

const PC = 'https://pc.example.edu.cn/apply';
const MOBILE = 'https://m.example.edu.cn/apply';
const PASSPORT = 'https://passport.example.cn/login?refer=';

interface FakeOptions {
  click?: 'ok' | 'fail' | 'network';
  /** The app as the API has it stored; by default what the query claims. */
  stored?: Record<string, unknown>;
  /** 'wrap' plays the unit flagged for the conversion; 'same' every other unit; 'fail' a broken call. */
  passport?: 'wrap' | 'same' | 'fail' | 'unsafe';
}

/** A fake API that logs every call in order. */
function fakeApi({ click = 'ok', passport = 'same', stored = {} }: FakeOptions = {}) {
  const calls: { path: string; input: unknown }[] = [];
  const api = vi.fn(async (endpoint: Endpoint, input?: { query?: { url?: string } }) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint === serviceHallApi.click) {
      if (click === 'fail') throw new ApiError(500, '服务异常', 200, endpoint.path);
      if (click === 'network') throw new TypeError('fetch failed');
      return { recorded: true, app: stored };
    }
    if (endpoint === authApi.passportLoginAddress) {
      const url = input?.query?.url ?? '';
      if (passport === 'fail') throw new ApiError(500, '服务异常', 500, endpoint.path);
      if (passport === 'unsafe') return { url: 'javascript:alert(1)' };
      return { url: passport === 'wrap' ? `${PASSPORT}${encodeURIComponent(url)}` : url };
    }
    throw new Error(`unexpected call ${endpoint.path}`);
  });
  return { api: api as unknown as ServerApi, calls };
}

/** The app record the click answers with, built from what the query says about it. */
const storedFrom = (query: Record<string, string>) => ({
  name: '在读证明',
  resource: Number(query.resource ?? 0),
  openType: Number(query.openType ?? 0),
  pcUrl: query.pcUrl ?? '',
  mobileUrl: query.mobileUrl ?? '',
});

async function run(query: Record<string, string>, options: FakeOptions = {}) {
  const { api, calls } = fakeApi({ stored: storedFrom(query), ...options });
  const context = new RouterContextProvider();
  context.set(serverSessionContext, { api, hasToken: () => true, takeCookies: () => [] });
  const request = new Request(`https://portal.test/to-handle-service?${new URLSearchParams(query).toString()}`);
  const args = { request, context, params: {} } as unknown as Route.LoaderArgs;
  try {
    return { result: await loader(args), thrown: undefined as unknown, calls };
  } catch (thrown) {
    return { result: undefined, thrown, calls };
  }
}

/** The Location of a thrown redirect. */
function location(thrown: unknown): string {
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status).toBe(302);
  return response.headers.get('Location')!;
}

/** The address of the 即将前往 notice the loader answered with (no silent jump to another site). */
function leaveUrl(result: unknown): string {
  const answer = result as { kind: string; url: string };
  expect(answer.kind).toBe('leave');
  return answer.url;
}

/** The body and status of a thrown `data(…)`. */
function thrownData(thrown: unknown) {
  const value = thrown as { type: string; data: unknown; init: { status: number } };
  expect(value.type).toBe('DataWithResponseInit');
  return { body: value.data, status: value.init.status };
}

const online = { appId: '42', guideStatus: '0', resource: '1', openType: '1', pcUrl: PC, mobileUrl: MOBILE };

describe('/to-handle-service loader', () => {
  it.each([
    [{ terminalType: '1' }, APP_ID_REQUIRED],
    [{ appId: '', terminalType: '1' }, APP_ID_REQUIRED],
    [{ appId: 'abc', terminalType: '2' }, APP_ID_REQUIRED],
    [{ appId: '42' }, TERMINAL_TYPE_REQUIRED],
    [{ appId: '42', terminalType: '3' }, TERMINAL_TYPE_REQUIRED],
  ])('answers 400 with the Chinese message for %j, without recording a click', async (query, msg) => {
    const { thrown, calls } = await run(query);
    expect(thrownData(thrown)).toEqual({ body: { code: 400, msg }, status: 400 });
    expect(calls).toEqual([]);
  });

  it('records the click, then converts the desktop URL, then says where it goes before going', async () => {
    const { result, calls } = await run({ ...online, terminalType: '1' }, { passport: 'wrap' });
    expect(leaveUrl(result)).toBe(`${PASSPORT}${encodeURIComponent(PC)}`);
    expect(result).toMatchObject({ name: '在读证明', back: '/service-hall/details/42' });
    expect(calls.map((call) => call.path)).toEqual([serviceHallApi.click.path, authApi.passportLoginAddress.path]);
    expect(calls[0]!.input).toEqual({ body: { appId: '42', terminalType: 1 } });
    expect(calls[1]!.input).toEqual({ query: { url: PC } });
  });

  it('does not redirect before the click call has answered', async () => {
    let answer: (value: { recorded: boolean; app: unknown }) => void = () => {};
    const api = vi.fn((endpoint: Endpoint) =>
      endpoint === serviceHallApi.click ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({ url: PC }),
    );
    const context = new RouterContextProvider();
    context.set(serverSessionContext, {
      api: api as unknown as ServerApi,
      hasToken: () => true,
      takeCookies: () => [],
    });
    const request = new Request(
      `https://portal.test/to-handle-service?${new URLSearchParams({ ...online, terminalType: '1' })}`,
    );
    let settled = false;
    const pending = loader({ request, context, params: {} } as unknown as Route.LoaderArgs).then((answer) => {
      settled = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(api).toHaveBeenCalledTimes(1);
    answer({ recorded: true, app: { resource: 1, openType: 1, pcUrl: PC, mobileUrl: MOBILE } });
    expect(leaveUrl(await pending)).toBe(PC);
  });

  it('sends a mobile visitor to the mobile URL through the conversion', async () => {
    const { result, calls } = await run({ ...online, terminalType: '2', openType: '9' }, { passport: 'wrap' });
    expect(leaveUrl(result)).toBe(`${PASSPORT}${encodeURIComponent(MOBILE)}`);
    expect(result).toMatchObject({ back: '/mobile/service-guide/42' });
    expect(calls[0]).toEqual({ path: serviceHallApi.click.path, input: { body: { appId: '42', terminalType: 2 } } });
  });

  it('passes the URL through unchanged for units without the conversion', async () => {
    const { result } = await run({ ...online, terminalType: '1' }, { passport: 'same' });
    expect(leaveUrl(result)).toBe(PC);
  });

  it('keeps the app URL when the conversion fails or answers something unsafe', async () => {
    expect(leaveUrl((await run({ ...online, terminalType: '1' }, { passport: 'fail' })).result)).toBe(PC);
    expect(leaveUrl((await run({ ...online, terminalType: '1' }, { passport: 'unsafe' })).result)).toBe(PC);
  });

  it.each(['fail', 'network'] as const)("goes to the service's own page when the click fails (%s)", async (click) => {
    const desktop = await run({ ...online, terminalType: '1' }, { click });
    expect(location(desktop.thrown)).toBe('/service-hall/details/42');
    expect(desktop.calls.map((call) => call.path)).toEqual([serviceHallApi.click.path]);
    const mobile = await run({ ...online, terminalType: '2' }, { click });
    expect(location(mobile.thrown)).toBe('/mobile/service-guide/42');
  });

  it('follows the URL the app has stored, never one planted in the query (no open redirect)', async () => {
    const stored = { resource: 1, openType: 1, pcUrl: PC, mobileUrl: MOBILE };
    const { result } = await run({ ...online, terminalType: '1', pcUrl: 'https://evil.example/' }, { stored });
    expect(leaveUrl(result)).toBe(PC);
  });

  it('sends a desktop visitor to the detail page for 自建应用, which says why, without the conversion', async () => {
    const { thrown, calls } = await run({ ...online, terminalType: '1', pcUrl: SELF_BUILT_PC_URL });
    expect(location(thrown)).toBe('/service-hall/details/42?handle=client-only');
    expect(calls.map((call) => call.path)).toEqual([serviceHallApi.click.path]);
  });

  it('sends a mobile visitor to the guide when the app has one', async () => {
    const { thrown } = await run({ ...online, terminalType: '2', guideStatus: '1' });
    expect(location(thrown)).toBe('/mobile/service-guide/42');
  });

  it('never redirects to a javascript: URL', async () => {
    const { thrown } = await run({ ...online, terminalType: '1', pcUrl: 'javascript:alert(document.cookie)' });
    expect(location(thrown)).toBe('/service-hall/details/42?handle=client-only');
  });

  it('returns the client-only toast and its fallback after recording the click', async () => {
    const query = { ...online, terminalType: '2', mobileUrl: OFFLINE_MOBILE_URL, pcUrl: SELF_BUILT_PC_URL };
    const { result, calls } = await run(query);
    expect(result).toEqual({
      kind: 'toast',
      message: CLIENT_ONLY_MESSAGE,
      fallback: '/mobile/service-guide/42',
      terminalType: 2,
    });
    expect(calls.map((call) => call.path)).toEqual([serviceHallApi.click.path]);
  });

  it('returns the offline-only toast for an app that is not handled online', async () => {
    const { result } = await run({ ...online, terminalType: '2', resource: '0' });
    expect(result).toEqual({
      kind: 'toast',
      message: OFFLINE_ONLY_MESSAGE,
      fallback: '/mobile/service-guide/42',
      terminalType: 2,
    });
  });

  it('sends a desktop visitor of a counter-only service to the detail page, which says 只支持线下办理', async () => {
    const { thrown } = await run({ ...online, terminalType: '1', resource: '0' });
    expect(location(thrown)).toBe('/service-hall/details/42?handle=offline');
  });
});
