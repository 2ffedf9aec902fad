import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { loadSpecial, loadSpecials } from './load-special';

const apiFailing = (error: unknown) => vi.fn(() => Promise.reject(error)) as unknown as ServerApi;

/** The status and body of a `throw data(...)`. */
async function thrown(call: Promise<unknown>) {
  const error = (await call.catch((caught: unknown) => caught)) as { data?: unknown; init?: ResponseInit };
  return { status: error.init?.status, data: error.data };
}

describe('loadSpecial', () => {
  it('asks for the special of the URL', async () => {
    const api = vi.fn((_endpoint: Endpoint, _input: unknown) => Promise.resolve({ id: 7 })) as unknown as ServerApi;
    await expect(loadSpecial(api, { id: '7' })).resolves.toEqual({ ok: true, data: { id: 7 } });
    const [endpoint, input] = vi.mocked(api).mock.calls[0] as unknown as [Endpoint, unknown];
    expect(endpoint.path).toBe('/homepage/special');
    expect(input).toEqual({ query: { id: 7 } });
  });

  it('turns the API 404 into the not-found view with its message', async () => {
    const api = apiFailing(new ApiError(404, '专题不存在', 404, '/homepage/special'));
    expect(await thrown(loadSpecial(api, { id: '99' }))).toEqual({
      status: 404,
      data: { code: 404, msg: '专题不存在' },
    });
  });

  it('answers 404 for an id that cannot be one, without asking the API', async () => {
    const api = vi.fn() as unknown as ServerApi;
    expect((await thrown(loadSpecial(api, { id: 'abc' }))).status).toBe(404);
    expect((await thrown(loadSpecial(api, { id: '0' }))).status).toBe(404);
    expect((await thrown(loadSpecial(api, { id: '99999999999' }))).status).toBe(404);
    expect(api).not.toHaveBeenCalled();
  });

  it('keeps any other failure as an error state of the page', async () => {
    const api = apiFailing(new ApiError(500, '服务异常，请稍后重试', 500, '/homepage/special'));
    await expect(loadSpecial(api, { id: '7' })).resolves.toEqual({ ok: false, msg: '服务异常，请稍后重试' });
    await expect(loadSpecials(api)).resolves.toEqual({ ok: false, msg: '服务异常，请稍后重试' });
  });
});
