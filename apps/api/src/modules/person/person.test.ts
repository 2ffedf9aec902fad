import { describe, expect, it } from 'vitest';
import {
  approvalApi,
  personApi,
  personMessageApi,
  serviceHallApi,
  type OaInfo,
  type PersonAsset,
  type PersonDataItem,
  type PersonDataType,
  type PersonInfo,
  type PersonMessage,
  type PersonWorkEntry,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { personCalls } from './person.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const { ok } = personCalls(t);
const GOV = 'gov.localhost';
const OTHER_CAMPUS = '39374.localhost';

const info = (token: string, host?: string) => ok<PersonInfo>(kit.get(personApi.info.path, token, host));
const data = (token: string, query = '', host?: string) =>
  ok<PersonDataItem[]>(kit.get(`${personApi.data.path}${query}`, token, host));
const types = (token: string, host?: string) => ok<PersonDataType[]>(kit.get(personApi.typeData.path, token, host));
const tiles = (token: string, host?: string) => ok<PersonDataItem[]>(kit.get(personApi.dataSelect.path, token, host));
const assets = (token: string, host?: string) =>
  ok<{ total: number; totalValue: string; list: PersonAsset[] }>(kit.get(personApi.assets.path, token, host));
const work = (token: string, query = '') =>
  ok<{ template: number; entries: PersonWorkEntry[] }>(kit.get(`${personApi.work.path}${query}`, token));

describe('guests', () => {
  it('get 401 from every personal call', async () => {
    const guest = await kit.guest();
    for (const endpoint of [
      personApi.info,
      personApi.work,
      personApi.data,
      personApi.typeData,
      personApi.dataSelect,
      personApi.assets,
      personApi.oa,
    ]) {
      expect((await kit.get(endpoint.path, guest)).body, endpoint.path).toMatchObject({ success: false, code: 401 });
      expect((await kit.get(endpoint.path)).body, endpoint.path).toMatchObject({ success: false, code: 401 });
    }
    const saved = await kit.post(personApi.saveDataSelect.path, { itemKeys: [] }, guest);
    expect(saved.body).toMatchObject({ success: false, code: 401 });
  });
});

describe('D3 getPersonInfo', () => {
  it('masks phone, ID number and e-mail on the server: the full numbers are nowhere in the answer', async () => {
    const student = await kit.login('2023001');
    const response = await kit.get(personApi.info.path, student);
    expect(response.body.data).toMatchObject({
      account: '2023001',
      name: '李明',
      userTypeName: '学生',
      orgName: '计算机科学与技术学院',
      className: '计科 2301 班',
      phone: '138****1234',
      idNumber: '110***********1234',
      email: 'l***@stu.demo-university.edu.cn',
      enrolledOn: '2023-09-02',
    });
    const text = JSON.stringify(response.body);
    for (const secret of ['13812341234', '110105200503121234', 'liming2023001', '20050312']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers each person their own record (two users, two units)', async () => {
    const [student, teacher, citizen] = await Promise.all([
      kit.login('2023001'),
      kit.login('T1001'),
      kit.login('citizen', GOV),
    ]);
    expect(await info(teacher)).toMatchObject({ name: '王芳', title: '副教授', phone: '139****5678' });
    expect((await info(student)).name).toBe('李明');
    expect(await info(citizen, GOV)).toMatchObject({
      name: '张市民',
      userTypeName: '居民',
      idNumber: '330***********2345',
    });
  });
});

describe('person data', () => {
  it('lists the unit’s types with the person’s counts, and the items of all or one type', async () => {
    const student = await kit.login('2023001');
    const typeList = await types(student);
    expect(typeList.map((type) => [type.name, type.count])).toEqual([
      ['一卡通', 2],
      ['图书馆', 2],
      ['校园网', 2],
      ['教务', 2],
      ['宿舍', 2],
    ]);
    const all = await data(student);
    expect(all).toHaveLength(10);
    expect(all[0]).toMatchObject({ itemKey: 'card-balance', name: '一卡通余额', value: '56.30', unit: '元' });
    // 一卡通服务平台 is a business system: its figure leads into it, not to a guide it does not have.
    expect(all[0]!.link).toMatch(/^\/to-handle-service\?appId=\d+&terminalType=1$/);
    // Every figure's guide link opens a guide.
    const guides = all.filter((item) => item.link.startsWith('/service-hall/details/'));
    expect(guides.length).toBeGreaterThan(0);
    for (const item of guides) {
      const appId = item.link.split('/').at(-1)!;
      const response = await kit.get(`${serviceHallApi.guide.path}?appId=${appId}`, student);
      expect(response.body.code, item.name).toBe(200);
    }
    expect(all[0]!.updateTime).toBe('2026-11-20 08:30');
    const library = typeList.find((type) => type.code === 'library')!;
    const books = await data(student, `?typeId=${library.typeId}`);
    expect(books.map((item) => item.name)).toEqual(['在借图书', '即将到期']);
  });

  it('keeps two users apart: the teacher sees only the teacher’s figures', async () => {
    const [student, teacher] = await Promise.all([kit.login('2023001'), kit.login('T1001')]);
    const mine = await data(student);
    const theirs = await data(teacher);
    expect(theirs.find((item) => item.itemKey === 'card-balance')?.value).toBe('238.00');
    expect(mine.find((item) => item.itemKey === 'card-balance')?.value).toBe('56.30');
    expect(theirs.some((item) => item.itemKey === 'academic-credits')).toBe(false);
  });

  it('refuses a type of another unit (404) and a malformed one (400, field named)', async () => {
    const [student, citizen] = await Promise.all([kit.login('2023001'), kit.login('citizen', GOV)]);
    const govType = (await types(citizen, GOV))[0]!;
    expect((await kit.get(`${personApi.data.path}?typeId=${govType.typeId}`, student)).body).toMatchObject({
      success: false,
      code: 404,
      msg: '数据类型不存在',
    });
    const bad = await kit.get(`${personApi.data.path}?typeId=abc`, student);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('分类');
  });

  it('shows the chosen tiles in order; a person reorders their own and no one else’s', async () => {
    const [student, teacher] = await Promise.all([kit.login('2023001'), kit.login('T1001')]);
    expect((await tiles(student)).map((item) => item.name)).toEqual(['一卡通余额', '在借图书', '网费余额', '已修学分']);
    const saved = await ok<PersonDataItem[]>(
      kit.post(personApi.saveDataSelect.path, { itemKeys: ['academic-gpa', 'card-balance'] }, student),
    );
    expect(saved.map((item) => [item.name, item.selected])).toEqual([
      ['平均学分绩点', 1],
      ['一卡通余额', 1],
    ]);
    expect((await tiles(student)).map((item) => item.itemKey)).toEqual(['academic-gpa', 'card-balance']);
    expect((await tiles(teacher)).map((item) => item.name)).toEqual([
      '一卡通余额',
      '在借图书',
      '本月流量',
      '本学期授课',
    ]);
    // Another person's key, an unknown key, repeats and too many are refused.
    const refused = await kit.post(personApi.saveDataSelect.path, { itemKeys: ['teaching-hours'] }, student);
    expect(refused.body).toMatchObject({ success: false, code: 400, msg: '数据项不存在' });
    const repeated = await kit.post(
      personApi.saveDataSelect.path,
      { itemKeys: ['card-balance', 'card-balance'] },
      student,
    );
    expect(repeated.status).toBe(400);
    expect(repeated.body.msg).toBe('数据项不能重复');
    const many = Array.from({ length: 9 }, (_, index) => `k${index}`);
    expect((await kit.post(personApi.saveDataSelect.path, { itemKeys: many }, student)).body.msg).toBe(
      '数据项最多 8 项',
    );
    await ok(
      kit.post(
        personApi.saveDataSelect.path,
        { itemKeys: ['card-balance', 'library-loans', 'network-balance', 'academic-credits'] },
        student,
      ),
    );
  });

  it('answers the same account name on another campus unit from that unit’s own rows', async () => {
    const here = await kit.login('2023001');
    const there = await kit.login('2023001', OTHER_CAMPUS);
    const hereTypes = await types(here);
    const thereTypes = await types(there, OTHER_CAMPUS);
    expect(thereTypes.map((type) => type.name)).toEqual(hereTypes.map((type) => type.name));
    expect(thereTypes.map((type) => type.typeId)).not.toEqual(hereTypes.map((type) => type.typeId));
    // A type of this unit asked on the other one is unknown there.
    const asked = await kit.get(`${personApi.data.path}?typeId=${hereTypes[0]!.typeId}`, there, OTHER_CAMPUS);
    expect(asked.body).toMatchObject({ success: false, code: 404 });
  });
});

describe('getPersonAssetsInfo', () => {
  it('lists each person’s own assets with the total value in yuan', async () => {
    const [student, teacher, citizen] = await Promise.all([
      kit.login('2023001'),
      kit.login('T1001'),
      kit.login('citizen', GOV),
    ]);
    const theirs = await assets(teacher);
    expect(theirs.total).toBe(5);
    expect(theirs.totalValue).toBe('28077.00');
    expect(theirs.list[0]).toMatchObject({
      name: '笔记本电脑',
      value: '11999.00',
      acquiredOn: '2024-05-20',
      status: '在用',
    });
    const mine = await assets(student);
    expect(mine.list.map((asset) => [asset.name, asset.status])).toEqual([['图书馆研修室储物柜', '借用']]);
    expect(await assets(citizen, GOV)).toEqual({ total: 0, totalValue: '0.00', list: [] });
  });
});

describe('getPersonWork', () => {
  const approvalTotal = async (token: string, aprvType: number) =>
    (await ok<{ total: number }>(kit.post(approvalApi.list.path, { aprvType, aprvStatusType: 1, pageSize: 1 }, token)))
      .total;

  it('counts what waits for the person, named by the unit template (default 1)', async () => {
    const teacher = await kit.login('T1001');
    const messages = await ok<{ unReadCount: number }>(kit.get(personMessageApi.list.path, teacher));
    const campus = await work(teacher);
    expect(campus.template).toBe(1);
    expect(campus.entries.map((entry) => entry.name)).toEqual([
      '待办',
      '待我审批',
      '我发起的·审批中',
      '未读消息',
      '未读通知',
      '我的办件',
    ]);
    expect(campus.entries[1]!.count).toBe(await approvalTotal(teacher, 1));
    expect(campus.entries[2]!.count).toBe(await approvalTotal(teacher, 4));
    expect(campus.entries[3]!.count).toBe(messages.unReadCount);
    expect(campus.entries[1]!.count).toBeGreaterThan(0);
    // The government frames lead with what the person applied for, in the same words (person.numbers.test.ts).
    const government = await work(teacher, '?template=2');
    expect(government.entries.map((entry) => entry.name)).toEqual([
      '我的办件',
      '我发起的·审批中',
      '待办',
      '待我审批',
      '未读消息',
      '未读通知',
    ]);
    expect(government.entries[1]!.count).toBe(campus.entries[2]!.count);
    // 我的办件 counts the applications list's 全部 (the seed gives each demo account one in each state).
    expect(government.entries[0]).toMatchObject({
      key: 'applications',
      count: 6,
      link: '/personal-center/applications',
    });
  });

  it('refuses a template outside 1–4 with the field named', async () => {
    const student = await kit.login('2023001');
    const bad = await kit.get(`${personApi.work.path}?template=9`, student);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('模板必须是 1 到 4 的数字');
  });
});

describe('getOaInfo', () => {
  it('gathers the OA’s open approvals and messages of the person only', async () => {
    const [student, teacher] = await Promise.all([kit.login('2023001'), kit.login('T1001')]);
    for (const token of [student, teacher]) {
      const oa = await ok<OaInfo>(kit.get(personApi.oa.path, token));
      const messages = await ok<{ messageList: PersonMessage[] }>(
        kit.get(`${personMessageApi.list.path}?pageSize=100`, token),
      );
      const own = messages.messageList.filter((message) => message.sourceType === 'OA');
      expect(oa.latest.map((item) => String(item.id))).toEqual(own.slice(0, 5).map((message) => message.idCode));
      expect(oa.unreadCount).toBe(own.filter((message) => message.read === 0).length);
      expect(oa.systemName).toBe('协同办公（OA）');
    }
    // The OA's catalogue entry is for staff: a teacher gets its page, a student none.
    // 协同办公系统（OA） is a business system: the card leads into it (it has no guide to show).
    expect((await ok<OaInfo>(kit.get(personApi.oa.path, teacher))).url).toMatch(
      /^\/to-handle-service\?appId=\d+&terminalType=1$/,
    );
    expect((await ok<OaInfo>(kit.get(personApi.oa.path, student))).url).toBe('');
  });
});
