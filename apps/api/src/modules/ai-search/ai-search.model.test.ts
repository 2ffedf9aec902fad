import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiSearchApi, type AiAnswer } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { aiSearchConfigs } from './ai-search.table';
import { aiSearchKit } from './ai-search.test-kit';
import { startOpenAiStub, type OpenAiStub } from './openai-stub.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const ai = aiSearchKit(t);

const QUESTION = '学生证丢了怎么补办';
const KEY = 'sk-test-5c1f0e9a-never-shown-anywhere';
let stub: OpenAiStub;

/** Points 示范大学's AI search at the stub (or changes its settings) and drops the cached copy. */
async function configure(settings: Partial<typeof aiSearchConfigs.$inferInsert>) {
  const { db } = t.database;
  await db.delete(aiSearchConfigs).where(eq(aiSearchConfigs.fid, 100001));
  await db
    .insert(aiSearchConfigs)
    .values({ fid: 100001, endpoint: stub.endpoint, model: 'stub-chat', apiKey: KEY, ...settings });
  t.app.cache.clear();
}

beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(async () => {
  await stub.close();
});
beforeEach(async () => {
  stub.setMode('stream');
  stub.requests.length = 0;
  await configure({});
});

describe('aiSearch through a unit’s OpenAI-compatible model (a local stub server)', () => {
  it('sends the retrieved passages with the key in the Authorization header, and keeps the model’s citations', async () => {
    const student = await kit.login('2023001');
    const response = await ai.ask(QUESTION, student);
    expect(response.body).not.toContain(KEY);
    const reply = response.json().data as AiAnswer;
    expect(reply).toMatchObject({ known: true, answeredBy: 'model' });
    expect(reply.text).toBe('根据资料，「学生证补办」可以在线申请办理 [1]。请按办事指南准备材料 [1]。');
    expect(reply.citations).toHaveLength(1);
    expect(reply.citations[0]).toMatchObject({ n: 1, kind: 'service', title: '学生证补办' });
    expect(reply.citations[0]!.url).toBe(`/service-hall/details/${reply.citations[0]!.id}`);

    const [sent] = stub.requests;
    expect(sent!.authorization).toBe(`Bearer ${KEY}`);
    expect(sent!.body).toMatchObject({ model: 'stub-chat', stream: true });
    const [system, user] = sent!.body.messages;
    expect(system!.content).toMatch(/只能根据.*资料回答/);
    expect(system!.content).toContain('不知道');
    expect(user!.content).toContain('[1] 标题：学生证补办');
    expect(user!.content).toContain(`问题：${QUESTION}`);
  });

  it('streams the model’s words as they come, then the whole answer; the key is nowhere in the stream', async () => {
    const student = await kit.login('2023001');
    const { events, raw } = await ai.stream(QUESTION, student);
    expect(raw).not.toContain(KEY);
    expect(events[0]).toMatchObject({ event: 'sources', data: { answeredBy: 'model' } });
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const streamed = deltas.map((event) => (event.data as { text: string }).text).join('');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect((done.data as AiAnswer).text).toBe(streamed.trim());
    expect((done.data as AiAnswer).citations[0]).toMatchObject({ n: 1, title: '学生证补办' });
  });

  it('takes a provider that does not stream: one piece, the same answer', async () => {
    stub.setMode('json');
    const { events } = await ai.stream(QUESTION);
    expect(events.map((event) => event.event)).toEqual(['sources', 'delta', 'done']);
    expect((events[2]!.data as AiAnswer).text).toContain('[1]');
  });

  it('drops citation marks of sources the model was never given', async () => {
    stub.setMode('bad-marks');
    const reply = await ai.answer(QUESTION);
    expect(reply.text).toContain('[1]');
    expect(reply.text).not.toContain('[9]');
    expect(reply.citations.map((citation) => citation.n)).toEqual([1]);
  });

  it('passes on the model’s 不知道 as no answer, with no sources', async () => {
    stub.setMode('unknown');
    expect(await ai.answer(QUESTION)).toMatchObject({
      known: false,
      text: '不知道',
      citations: [],
      answeredBy: 'model',
    });
  });

  it('falls back to the offline answer when the model fails or takes too long', async () => {
    stub.setMode('fail');
    const failed = await ai.answer(QUESTION);
    expect(failed).toMatchObject({ known: true, answeredBy: 'builtin' });
    expect(failed.citations[0]).toMatchObject({ n: 1, title: '学生证补办' });

    stub.setMode('hang');
    await configure({ timeoutMs: 300 });
    const started = Date.now();
    const { events, raw } = await ai.stream(QUESTION);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(raw).not.toContain(KEY);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { answeredBy: 'builtin', known: true } });
  });

  it('never asks the model when retrieval found nothing good: the offline 不知道', async () => {
    const reply = await ai.answer('火星登陆许可证怎么申请');
    expect(reply).toMatchObject({ known: false, answeredBy: 'builtin', citations: [] });
    expect(stub.requests).toHaveLength(0);
  });

  it('never tells the page where the model is or its key', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: aiSearchApi.config.path,
      headers: { host: 'localhost' },
    });
    expect(response.body).not.toContain(KEY);
    expect(response.body).not.toContain(stub.endpoint);
    expect(response.body).not.toContain('stub-chat');
  });
});
