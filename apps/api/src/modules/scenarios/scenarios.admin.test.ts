import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminApi,
  adminScenariosApi,
  OTHER_DEPARTMENT,
  scenariosApi,
  SCENARIO_NEEDS_GUIDE,
  type AdminScenarios,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { appGuides, apps } from '../service-hall';

const t = useTestApp();
const { login, call } = consoleKit(t);

async function serviceId(fid: number, name: string) {
  const [row] = await t.database.db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.name, name)));
  return row!.id;
}

const read = (token: string, id: number) => call(withQuery(adminScenariosApi.one, { id }), { token });
const save = (token: string, body: object) => call(adminScenariosApi.save, { token, body });

describe('console 情形引导: who may edit', () => {
  it('lets a unit administrator and a 事项管理员 of the department in; others are refused', async () => {
    const transcript = await serviceId(100001, '中英文成绩单打印'); // 教务处
    const studentCard = await serviceId(100001, '学生证补办'); // 学生处
    const admin = await login('admin100001');
    const stored = (await read(admin, transcript)).body.data as AdminScenarios;
    expect(stored).toMatchObject({ name: '中英文成绩单打印', version: expect.any(String) });
    expect(stored.guide?.materials.length).toBeGreaterThan(0);
    expect(stored.questions[0]?.answers[0]).toMatchObject({ includeMaterials: [], excludeMaterials: ['用途说明'] });

    const jwc = await login('jwc100001');
    expect((await read(jwc, transcript)).status).toBe(200);
    const other = await read(jwc, studentCard);
    expect(other).toMatchObject({ status: 403, body: { msg: OTHER_DEPARTMENT } });
    const body = { id: studentCard, version: '', questions: [] };
    expect((await save(jwc, body)).status).toBe(403);
    expect((await save(await login('editor100001'), body)).status).toBe(403);
    expect((await save(await login('2023001'), body)).status).toBe(403);
    expect((await call(adminScenariosApi.save, { body })).body.code).toBe(401);
  });
});

describe('console 情形引导: editing', () => {
  it('saves a question, the hall follows at once; a stale save is 409; the write is audited', async () => {
    const id = await serviceId(100001, '中英文成绩单打印');
    const admin = await login('admin100001');
    const stored = (await read(admin, id)).body.data as AdminScenarios;
    const questions = stored.questions.map((question, index) =>
      index === 0 ? { ...question, text: '您需要哪种语言的成绩单？' } : question,
    );
    const saved = await save(admin, { id, version: stored.version, questions });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).not.toBe(stored.version);
    await expect
      .poll(async () => (await call(withQuery(scenariosApi.questions, { appId: id }))).body.data?.questions[0]?.text, {
        timeout: 1_000,
      })
      .toBe('您需要哪种语言的成绩单？');

    const stale = await save(admin, { id, version: stored.version, questions: [] });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.questions[0].text).toBe('您需要哪种语言的成绩单？');

    const audit = (await call(withQuery(adminApi.audit, { event: 'admin_write' }), { token: admin })).body.data.list;
    expect(audit[0]).toMatchObject({
      action: '修改情形引导',
      target: '服务事项「中英文成绩单打印」的情形引导',
    });
    expect(audit[0].after[0].text).toBe('您需要哪种语言的成绩单？');
  });

  it('creates and removes a service’s scenarios; refuses bad questions and a service without a guide', async () => {
    const id = await serviceId(100001, '复学申请');
    const admin = await login('admin100001');
    const blank = (await read(admin, id)).body.data as AdminScenarios;
    expect(blank.questions).toEqual([]);
    const answer = (key: string, label: string, skip: string[] = []) => ({
      id: key,
      label,
      includeMaterials: [],
      excludeMaterials: [],
      extraMaterials: [],
      includeSteps: [],
      excludeSteps: [],
      fee: null,
      promiseDays: null,
      note: '',
      skip,
    });
    const question = {
      id: 'ill',
      text: '休学是否因病？',
      hint: '',
      answers: [answer('yes', '是'), answer('no', '否')],
    };
    const backwards = { ...question, id: 'again', answers: [answer('a', '甲', ['ill']), answer('b', '乙')] };
    const refused = await save(admin, { id, version: blank.version, questions: [question, backwards] });
    expect(refused).toMatchObject({ status: 400, body: { msg: expect.stringContaining('只能跳过它后面的问题') } });
    const oneAnswer = await save(admin, {
      id,
      version: blank.version,
      questions: [{ ...question, answers: [answer('x', '是')] }],
    });
    expect(oneAnswer.body.msg).toContain('至少 2 个答案');

    const created = (await save(admin, { id, version: blank.version, questions: [question] })).body.data;
    expect(created.questions).toHaveLength(1);
    const removed = (await save(admin, { id, version: created.version, questions: [] })).body.data;
    expect(removed.questions).toEqual([]);
    await expect
      .poll(async () => (await call(withQuery(scenariosApi.questions, { appId: id }))).status, { timeout: 1_000 })
      .toBe(404);

    await t.database.db.delete(appGuides).where(eq(appGuides.appId, id));
    const noGuide = (await read(admin, id)).body.data as AdminScenarios;
    expect(noGuide.guide).toBeNull();
    const needsGuide = await save(admin, { id, version: noGuide.version, questions: [question] });
    expect(needsGuide).toMatchObject({ status: 400, body: { msg: SCENARIO_NEEDS_GUIDE } });
  });
});
