import { describe, expect, it } from 'vitest';
import { aiSearchApi, type AiAnswer } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { aiSearchConfigs } from './ai-search.table';
import { aiSearchKit } from './ai-search.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const ai = aiSearchKit(t);

const QUESTION = '学生证丢了怎么补办';

describe('queryAiConfig', () => {
  it('tells the page the unit’s AI search is on, its name, an introduction and example questions — nothing else', async () => {
    const { status, body } = await kit.get(aiSearchApi.config.path);
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['enabled', 'examples', 'intro', 'name']);
    expect(body.data).toMatchObject({ enabled: true, name: '智能搜索' });
    expect(body.data.intro).toMatch(/办事指南/);
    expect(body.data.examples.length).toBeGreaterThan(0);
    for (const example of body.data.examples) expect(example).toMatch(/怎么办理？$/);
  });
});

describe('aiSearch (the offline answerer)', () => {
  it('answers 「学生证丢了怎么补办」 from the 学生证补办 guide, citing it as [1] with a link to the guide', async () => {
    const student = await kit.login('2023001');
    const reply = await ai.answer(QUESTION, student);
    expect(reply).toMatchObject({ question: QUESTION, known: true, answeredBy: 'builtin' });
    const [first] = reply.citations;
    expect(first).toMatchObject({ n: 1, kind: 'service', title: '学生证补办', source: '学生处' });
    expect(first!.url).toBe(`/service-hall/details/${first!.id}`);
    expect(first!.mobileUrl).toBe(`/mobile/service-guide/${first!.id}`);
    // Extractive: the guide's own steps and fee, each paragraph ending with its number.
    expect(reply.text).toContain('「学生证补办」');
    expect(reply.text).toMatch(/办理流程：①/);
    expect(reply.text).toContain('[1]');
    for (const mark of reply.text.match(/\[(\d+)\]/g) ?? []) {
      expect(reply.citations.map((citation) => `[${citation.n}]`)).toContain(mark);
    }
    // The cited link opens the same guide.
    const guide = await kit.get(`/homepage/homeApp/getAppGuide?appId=${first!.id}`, student);
    expect(guide.body).toMatchObject({ success: true });
  });

  it('answers what a question asks: where to go, and what it costs', async () => {
    const student = await kit.login('2023001');
    expect((await ai.answer('学生证补办在哪里办理', student)).text).toMatch(/办理地点：/);
    expect((await ai.answer('学生证补办要多少钱', student)).text).toMatch(/收费标准：工本费 10 元/);
  });

  it('says it does not know when the portal holds nothing on the question, and cites nothing', async () => {
    const reply = await ai.answer('火星登陆许可证怎么申请');
    expect(reply).toMatchObject({ known: false, citations: [] });
    expect(reply.text).toMatch(/不知道/);
    expect(reply.text).toMatch(/未找到相关内容|未找到与/);
    expect((await ai.answer('你好')).known).toBe(false);
  });

  it('cites only what the asker may see: a staff-only service is cited to a teacher and never to a student', async () => {
    const student = await kit.login('2023001');
    const teacher = await kit.login('T1001');
    const studentSees = new Set((await kit.allServices(student)).map((app) => app.appId));
    const staffOnly = (await kit.allServices(teacher)).find((app) => !studentSees.has(app.appId))!;
    const question = `${staffOnly.name}怎么办理`;
    const toTeacher = await ai.answer(question, teacher);
    expect(toTeacher.citations.map((citation) => citation.id)).toContain(staffOnly.appId);
    const toStudent = await ai.answer(question, student);
    expect(toStudent.citations.map((citation) => citation.id)).not.toContain(staffOnly.appId);
    for (const citation of toStudent.citations.filter((item) => item.kind === 'service')) {
      expect(studentSees.has(citation.id)).toBe(true);
    }
  });

  it('answers within the unit of the host: another unit’s guide is never cited', async () => {
    const campus = await ai.answer('在读证明开具怎么办理');
    expect(campus.citations.length).toBeGreaterThan(0);
    const gov = await ai.answer('在读证明开具怎么办理', undefined, 'gov.localhost');
    const campusIds = new Set(campus.citations.map((citation) => citation.id));
    for (const citation of gov.citations) expect(campusIds.has(citation.id)).toBe(false);
  });

  it('refuses a question that is empty, too long or holds control characters with a Chinese 400 naming 问题', async () => {
    for (const question of ['', '   ', '问'.repeat(101), '学生证\u0000补办']) {
      const response = await ai.ask(question);
      expect(response.statusCode, question).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 400 });
      expect(response.json().msg).toMatch(/问题/);
    }
    const none = await t.app.inject({ method: 'GET', url: aiSearchApi.search.path, headers: { host: 'localhost' } });
    expect(none.statusCode).toBe(400);
    // Wildcards are text like any other: no 500.
    for (const question of ['%', '_', '\\', '100%_\\学生证']) expect((await ai.ask(question)).statusCode).toBe(200);
  });

  it('streams the same answer as server-sent events: sources, text, then the whole answer', async () => {
    const student = await kit.login('2023001');
    const json = await ai.answer(QUESTION, student);
    const { events, headers } = await ai.stream(QUESTION, student);
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(events.map((event) => event.event)).toEqual(['sources', 'delta', 'done']);
    const [sources, delta, done] = events;
    expect(sources!.data).toEqual({ citations: json.citations, answeredBy: 'builtin' });
    expect((delta!.data as { text: string }).text).toBe(json.text);
    expect(done!.data as AiAnswer).toEqual(json);
  });

  it('is switched off per unit: the page is told, and questions are refused in Chinese', async () => {
    const { db } = t.database;
    await db.insert(aiSearchConfigs).values({ fid: 200001, enabled: false, name: '智能问答' });
    t.app.cache.clear();
    const config = await kit.get(aiSearchApi.config.path, undefined, 'gov.localhost');
    expect(config.body.data).toMatchObject({ enabled: false, name: '智能问答', examples: [] });
    const response = await ai.ask('怎么办理居住证', undefined, 'gov.localhost');
    expect(response.json()).toMatchObject({ success: false, code: 403, msg: '本单位未开启智能搜索' });
  });
});
