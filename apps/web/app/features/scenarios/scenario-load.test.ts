import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api-client/api-client';
import type { ServerApi } from '../../shared/api-client/server-api';
import { CODE, scenariosApi } from '@yizhan/contracts';
import { loadScenario } from './scenario-load';
import { answersQuery, backQuery } from './scenario-query';

const service = {
  appId: '7',
  name: '居民身份证换领',
  questions: [
    {
      id: 'local',
      text: '户籍在本市吗？',
      hint: '',
      answers: [
        { id: 'yes', label: '是', skip: ['far'] },
        { id: 'no', label: '否', skip: [] },
      ],
    },
    {
      id: 'far',
      text: '跨省吗？',
      hint: '',
      answers: [
        { id: 'yes', label: '是', skip: [] },
        { id: 'no', label: '否', skip: [] },
      ],
    },
    {
      id: 'photo',
      text: '有照片回执吗？',
      hint: '',
      answers: [
        { id: 'yes', label: '有', skip: [] },
        { id: 'no', label: '没有', skip: [] },
      ],
    },
  ],
};
const list = { appId: '7', name: service.name, list: {}, handlePlace: '', handleTime: '' };

const apiAnswering = () =>
  vi.fn(async (endpoint: { path: string }) => (endpoint.path === scenariosApi.questions.path ? service : list));
const load = (api: unknown, query: string) =>
  loadScenario(api as ServerApi, '7', new URL(`http://portal.test/x${query}`), '/login');

describe('the scenario page’s loader', () => {
  it('asks the first question not yet answered, skipping what an answer skips, and drops foreign answers', async () => {
    const page = await load(apiAnswering(), '?local=yes&far=no&other=1&_was=no');
    expect(page.answers).toEqual({ local: 'yes' });
    expect(page.step).toEqual({ questionId: 'photo', number: 2, previous: 'no' });
    expect(page.result).toBeNull();
  });

  it('asks a question again when its answer is not one it offers', async () => {
    const page = await load(apiAnswering(), '?local=maybe');
    expect(page.step?.questionId).toBe('local');
  });

  it('asks the API for the list once every question asked is answered', async () => {
    const api = apiAnswering();
    const page = await load(api, '?local=no&far=yes&photo=no');
    expect(page.step).toBeNull();
    expect(page.result).toBe(list);
    expect(api).toHaveBeenLastCalledWith(scenariosApi.list, {
      body: { appId: '7', answers: { local: 'no', far: 'yes', photo: 'no' } },
    });
  });

  it('is the not-found view for a service without scenarios', async () => {
    const api = vi.fn(async () => {
      throw new ApiError(CODE.notFound, '该服务暂无情形引导', 404, scenariosApi.questions.path);
    });
    const thrown = (await load(api, '').catch((error: unknown) => error)) as { init: ResponseInit; data: unknown };
    expect(thrown.init.status).toBe(404);
    expect(thrown.data).toEqual({ code: 404, msg: '该服务暂无情形引导' });
  });

  it('links 上一步 to the answers before the last, with the last chosen again', () => {
    expect(backQuery({ local: 'no', far: 'yes' })).toBe('?local=no&_was=yes');
    expect(backQuery({ local: 'no' })).toBe('?_was=no');
    expect(answersQuery({})).toBe('');
  });
});
