import { describe, expect, it } from 'vitest';
import { assistantApi, ROBOT, serviceHallApi, type App, type AssistantAnswer } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { aiSearchConfigs } from '../ai-search/ai-search.table';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);

const ask = (question: unknown, token?: string, host?: string) =>
  kit.post(assistantApi.ask.path, question === undefined ? {} : { question }, token, host);

/** The answer to a question, asserting success. */
async function answer(question: string, token?: string, host?: string): Promise<AssistantAnswer> {
  const { status, body } = await ask(question, token, host);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body).toMatchObject({ success: true, code: 200 });
  return body.data as AssistantAnswer;
}

const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('the built-in assistant answers from the services the asker sees', () => {
  it('answers through the AI search: its text with numbered citations, and the services it cites', async () => {
    const reply = await answer('请问怎么开具在读证明？');
    expect(reply.matched).toBe(true);
    expect(reply.text).toContain('「在读证明开具」');
    expect(reply.text).toContain('[1]');
    const [first] = reply.citations!;
    expect(first).toMatchObject({ n: 1, kind: 'service', title: '在读证明开具', source: '教务处' });
    expect(reply.services[0]).toEqual({ appId: first!.id, name: '在读证明开具', deptName: '教务处' });
    expect(reply.services.length).toBeLessThanOrEqual(ROBOT.maxServices);
  });

  it('gives each asker only services of their own hall list (unit, visitor flag and role)', async () => {
    const student = await kit.login('2023001');
    const teacher = await kit.login('T1001');
    const seenBy = async (token?: string) => new Set((await kit.allServices(token)).map((app) => app.appId));
    const [guestSees, studentSees, teacherSees] = await Promise.all([seenBy(), seenBy(student), seenBy(teacher)]);

    // A staff-only service: the teacher is told of it, the student is not.
    const staffOnly = (await kit.allServices(teacher)).find((app) => !studentSees.has(app.appId))!;
    expect(staffOnly).toBeDefined();
    expect(names((await answer(staffOnly.name, teacher)).services)).toContain(staffOnly.name);
    const toStudent = await answer(staffOnly.name, student);
    expect(names(toStudent.services)).not.toContain(staffOnly.name);

    // A service hidden from guests: a signed-in student is told of it, a guest is not.
    const notForGuests = (await kit.allServices(student)).find((app) => !guestSees.has(app.appId))!;
    expect(names((await answer(notForGuests.name, student)).services)).toContain(notForGuests.name);
    expect(names((await answer(notForGuests.name)).services)).not.toContain(notForGuests.name);

    for (const [token, sees] of [
      [undefined, guestSees],
      [student, studentSees],
      [teacher, teacherSees],
    ] as const) {
      for (const question of ['申请', '证明', staffOnly.name, '毫无关系的问题']) {
        for (const service of (await answer(question, token)).services) expect(sees.has(service.appId)).toBe(true);
      }
    }
  });

  it('answers within the unit of the host: another unit’s services are never offered', async () => {
    const reply = await answer('在读证明', undefined, 'gov.localhost');
    expect(names(reply.services)).not.toContain('在读证明开具');
    const govServices = new Set((await kit.allServices(undefined, 'gov.localhost')).map((app) => app.appId));
    expect(reply.services.length).toBeGreaterThan(0);
    for (const service of reply.services) expect(govServices.has(service.appId)).toBe(true);
    for (const citation of reply.citations ?? []) {
      if (citation.kind === 'service') expect(govServices.has(citation.id)).toBe(true);
    }
  });

  it('without a match, says so and offers the most used services; a guest is told sign-in shows more', async () => {
    const hot = (await kit.get(serviceHallApi.hot.path)).body.data as App[];
    const reply = await answer('火星登陆许可');
    expect(reply).toEqual({
      matched: false,
      text: '抱歉，没有找到与「火星登陆许可」相关的服务。换个说法试试，例如服务的名称或办理部门。登录后可以看到更多服务。下面是大家常用的服务：',
      services: hot.slice(0, ROBOT.maxServices).map(({ appId, name, deptName }) => ({ appId, name, deptName })),
    });
    const student = await kit.login('2023001');
    expect((await answer('火星登陆许可', student)).text).not.toContain('登录后');
  });

  it('greets a question that names nothing, with an example from the most used services', async () => {
    const reply = await answer('你好');
    expect(reply.matched).toBe(false);
    expect(reply.text).toMatch(/^您好，我是示范大学的智能助手，.*例如「.+」。/);
    expect(reply.services.length).toBe(ROBOT.maxServices);
  });

  it.each([
    ['no question', undefined, '问题不能为空'],
    ['blank', '   ', '请输入问题'],
    ['too long', '证'.repeat(ROBOT.questionMaxLength + 1), `问题不能超过 ${ROBOT.questionMaxLength} 个字`],
    ['a control character', '在读\u0000证明', '问题不能包含控制字符'],
    ['not text', 42, '问题格式不正确'],
  ])('refuses %s with 400 and a Chinese message', async (_name, question, msg) => {
    const { status, body } = await ask(question);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400, msg });
  });

  it('answers from the service hall’s keyword search when the unit switched its AI search off', async () => {
    await t.database.db.insert(aiSearchConfigs).values({ fid: 100001, enabled: false });
    t.app.cache.clear();
    try {
      const one = await answer('请问怎么开具在读证明？');
      expect(one.text).toMatch(/^为您找到 \d 项与「在读证明」相关的服务/);
      expect(one.citations).toBeUndefined();
      const many = await answer('证明');
      expect(many.services).toHaveLength(ROBOT.maxServices);
      expect(many.text).toContain('不止这些');
    } finally {
      await t.database.db.delete(aiSearchConfigs);
      t.app.cache.clear();
    }
  });
});
