import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { homeApi, serviceHallApi, type App, type Special, type SpecialDetail } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { apps } from '../service-hall/service-hall.table';
import { recommendations } from './home.table';

const t = useTestApp();
const kit = serviceHallKit(t);
const names = (list: App[]) => list.map((app) => app.name);

async function data<T>(path: string, token?: string, host = 'localhost'): Promise<T> {
  const { status, body } = await kit.get(path, token, host);
  expect(status, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}
const special = (id: number, token?: string, host?: string) =>
  data<SpecialDetail>(`${homeApi.special.path}?id=${id}`, token, host);
const specialNamed = async (name: string, token?: string, host?: string) =>
  (await data<Special[]>(homeApi.specials.path, token, host)).find((item) => item.name === name)!;
const groupId = async (fid: number, name: string) =>
  (await t.database.db.select().from(recommendations).where(eq(recommendations.fid, fid))).find(
    (group) => group.name === name,
  )!.id;

describe('specials', () => {
  it('lists the specials of the unit in order, each counting the apps its details show', async () => {
    const list = await data<Special[]>(homeApi.specials.path);
    expect(list.map((item) => item.name)).toEqual(['新生入学', '毕业离校', '教职工入职', '出国出境', '奖助学金']);
    for (const item of list) {
      expect(item.cover).toMatch(/^\/assets\/demo\/home\//);
      const detail = await special(item.id);
      expect(detail).toMatchObject({ id: item.id, name: item.name, summary: item.summary, cover: item.cover });
      expect(detail.description.length).toBeGreaterThan(40);
      expect(detail.apps).toHaveLength(item.appCount);
    }
  });

  it('shows a guest fewer apps of a special whose apps include teacher-only ones', async () => {
    const teacher = await kit.login('T1001');
    const student = await kit.login('2023001');
    const ofTeacher = await special((await specialNamed('教职工入职', teacher)).id, teacher);
    const ofGuest = await special(ofTeacher.id, await kit.guest());
    const ofStudent = await special(ofTeacher.id, student);
    expect(names(ofTeacher.apps)).toContain('新进教职工入职报到');
    expect(names(ofGuest.apps)).not.toContain('新进教职工入职报到');
    expect(names(ofStudent.apps)).not.toContain('新进教职工入职报到');
    expect(ofGuest.apps.length).toBeGreaterThan(0);
    expect(ofGuest.apps.length).toBeLessThan(ofTeacher.apps.length);
    expect(names(ofTeacher.apps)).toEqual(expect.arrayContaining(names(ofGuest.apps)));
    expect((await specialNamed('教职工入职')).appCount).toBe(ofGuest.apps.length);
    expect((await specialNamed('教职工入职', teacher)).appCount).toBe(ofTeacher.apps.length);
    // The guest sees only apps the service hall shows guests.
    const visible = new Set(
      names(await kit.allServices()).concat(names(await kit.allServices(undefined, 'localhost', true))),
    );
    expect(ofGuest.apps.every((app) => visible.has(app.name))).toBe(true);
  });

  it("marks the apps the user has collected and keeps the special's order", async () => {
    const teacher = await kit.login('T1001');
    const detail = await special((await specialNamed('新生入学')).id, teacher);
    expect(names(detail.apps).slice(0, 3)).toEqual(['新生入学资格复查', '研究生新生报到', '学费网上缴纳']);
    expect(names(detail.apps).at(-1)).toBe('迎新系统');
    expect(detail.apps.at(-1)!.attributeType).toBe(2);
    const target = detail.apps[2]!;
    await kit.post(serviceHallApi.collect.path, { appId: target.appId, collect: true }, teacher);
    const after = await special(detail.id, teacher);
    expect(after.apps.filter((app) => app.collected).map((app) => app.appId)).toEqual([target.appId]);
    expect((await special(detail.id)).apps.some((app) => app.collected)).toBe(false);
  });

  it("answers an unknown id or another unit's special with 404 '专题不存在'", async () => {
    const campus = await specialNamed('新生入学');
    const gov = await specialNamed('企业开办一件事', undefined, 'gov.localhost');
    const notFound = { status: 404, body: { success: false, code: 404, msg: '专题不存在', data: null } };
    expect(await kit.get(`${homeApi.special.path}?id=${campus.id}`, undefined, 'gov.localhost')).toEqual(notFound);
    expect(await kit.get(`${homeApi.special.path}?id=${gov.id}`)).toEqual(notFound);
    expect(await kit.get(`${homeApi.special.path}?id=${campus.id}`, undefined, '331906.localhost')).toEqual(notFound);
    expect(await kit.get(`${homeApi.special.path}?id=2147483647`)).toEqual(notFound);
    expect((await special(gov.id, undefined, 'gov.localhost')).name).toBe('企业开办一件事');
  });
});

describe('recommendation groups', () => {
  it('gives a group with the apps the viewer sees, in order', async () => {
    const id = await groupId(100001, '师生高频服务');
    const ofTeacher = await data<{ id: number; name: string; apps: App[] }>(
      `${homeApi.recommendation.path}?id=${id}`,
      await kit.login('T1001'),
    );
    expect(ofTeacher.name).toBe('师生高频服务');
    expect(names(ofTeacher.apps)).toEqual([
      '在读证明开具',
      '成绩查询',
      '宿舍报修',
      '电费充值',
      '差旅费报销',
      'VPN 账号开通',
      '会议室预约',
      '工资条查询',
    ]);
    const ofStudent = await data<{ apps: App[] }>(
      `${homeApi.recommendation.path}?id=${id}`,
      await kit.login('2023001'),
    );
    expect(names(ofStudent.apps)).not.toContain('工资条查询');
    expect(names(ofStudent.apps)).toEqual(names(ofTeacher.apps).filter((name) => name !== '工资条查询'));
  });

  it("answers an unknown id or another unit's group with 404 '推荐位不存在'", async () => {
    const campus = await groupId(100001, '新学期必办');
    const gov = await groupId(200001, '企业常办事项');
    const notFound = { status: 404, body: { success: false, code: 404, msg: '推荐位不存在', data: null } };
    expect(await kit.get(`${homeApi.recommendation.path}?id=${campus}`, undefined, 'gov.localhost')).toEqual(notFound);
    expect(await kit.get(`${homeApi.recommendation.path}?id=${gov}`)).toEqual(notFound);
    expect(await kit.get(`${homeApi.recommendation.path}?id=999999`)).toEqual(notFound);
    const found = await data<{ apps: App[] }>(`${homeApi.recommendation.path}?id=${gov}`, undefined, 'gov.localhost');
    expect(names(found.apps)[0]).toBe('企业设立登记');
  });
});

describe('recommendByType', () => {
  const byType = (query: string, token?: string, host?: string) =>
    data<App[]>(`${homeApi.recommendByType.path}?${query}`, token, host);

  it('hot: the most used services first, 8 by default', async () => {
    const hot = await byType('type=hot');
    expect(hot).toHaveLength(8);
    expect(hot.every((app) => app.attributeType === 1)).toBe(true);
    const hits = hot.map((app) => app.hits);
    expect([...hits].sort((a, b) => b - a)).toEqual(hits);
    expect(names(hot)).toEqual(names(await data<App[]>(serviceHallApi.hot.path)).slice(0, 8));
    expect(await byType('type=hot&size=3')).toEqual(hot.slice(0, 3));
  });

  it('new: the newest services first', async () => {
    const oldest = (await kit.services({ pageSize: 1 })).list[0]!;
    await t.database.db
      .update(apps)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(apps.id, Number(oldest.appId)));
    const fresh = await byType('type=new&size=5');
    expect(fresh[0]!.appId).toBe(oldest.appId);
    const rest = fresh.slice(1).map((app) => Number(app.appId));
    expect([...rest].sort((a, b) => b - a)).toEqual(rest);
  });

  it('recommended: the recommended services, optionally for one audience', async () => {
    const recommended = await byType('type=recommended&size=20');
    expect(names(recommended)).toEqual(names(await data<App[]>(serviceHallApi.recommended.path)));
    for (const audience of ['personal', 'legal'] as const) {
      const list = await byType(`type=recommended&audience=${audience}`, undefined, 'gov.localhost');
      expect(list.length, audience).toBeGreaterThan(0);
      expect(list.every((app) => app.audiences.includes(audience))).toBe(true);
    }
    const students = await byType('type=hot&audience=alumni&size=20');
    expect(students.length).toBeGreaterThan(0);
    expect(students.every((app) => app.audiences.includes('alumni'))).toBe(true);
  });

  it('shows each viewer only the services they may see', async () => {
    const teacher = await kit.login('T1001');
    const ofTeacher = await byType('type=hot&audience=teacher&size=20', teacher);
    const ofGuest = await byType('type=hot&audience=teacher&size=20');
    const guestVisible = new Set(names(await kit.allServices()));
    expect(ofGuest.every((app) => guestVisible.has(app.name))).toBe(true);
    expect(ofTeacher.some((app) => !guestVisible.has(app.name))).toBe(true);
    expect(await byType('type=hot', undefined, 'gov.localhost')).not.toEqual(await byType('type=hot'));
  });
});
