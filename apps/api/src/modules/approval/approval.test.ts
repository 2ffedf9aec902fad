import { describe, expect, it } from 'vitest';
import { approvalApi, type ApprovalCount, type ApprovalItem } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const GOV = 'gov.localhost';
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const approvalsOf = async (body: Record<string, unknown>, token: string, host = 'localhost') => {
  const { status, body: answer } = await kit.post(approvalApi.list.path, body, token, host);
  expect(status, JSON.stringify(answer)).toBe(200);
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.data as { list: ApprovalItem[]; total: number };
};
const countsOf = async (token: string, host = 'localhost') =>
  (await kit.get(approvalApi.counts.path, token, host)).body.data as ApprovalCount[];

describe('getApprovalData', () => {
  it('answers the live hall’s shape: every field, display statuses, times in seconds (UTC+8), newest change first', async () => {
    const teacher = await kit.login('T1001');
    const { list, total } = await approvalsOf({ aprvType: 2, aprvStatusType: '', page: 1, pageSize: 10 }, teacher);
    expect(total).toBeGreaterThan(10);
    expect(list).toHaveLength(10);
    const [item] = list;
    expect(Object.keys(item!).sort()).toEqual(
      [
        'formUserId',
        'id',
        'formId',
        'title',
        'formName',
        'sponsor',
        'uname',
        'aprvStatus',
        'pageLinkUrl',
        'insertTime',
        'updateTime',
        'source',
      ].sort(),
    );
    for (const row of list) {
      expect(row.insertTime).toMatch(TIME);
      expect(row.updateTime).toMatch(TIME);
      expect(row.insertTime <= row.updateTime).toBe(true);
      expect(['审批中', '已通过', '已驳回', '已撤回']).toContain(row.aprvStatus);
      expect(row.pageLinkUrl).toMatch(/^http:\/\/localhost:3100\/business\/campus\/pc\/form-\d+\?name=/);
      expect(row.uname).toBe('王芳');
    }
    const times = list.map((row) => row.updateTime);
    expect([...times].sort().reverse()).toEqual(times);
    // The seed's newest changes are on the last days of August 2026 and 1 September, Beijing time.
    const newest = (await approvalsOf({ aprvType: 1, page: 1, pageSize: 1 }, teacher)).list[0]!;
    expect(newest.updateTime).toMatch(/^2026-(08-3[01]|09-01) /);
  });

  it('filters by status (a number or its digits) and pages with the same total', async () => {
    const teacher = await kit.login('T1001');
    const all = await approvalsOf({ aprvType: 2, aprvStatusType: '', page: 1, pageSize: 100 }, teacher);
    const passed = await approvalsOf({ aprvType: 2, aprvStatusType: 2, page: 1, pageSize: 100 }, teacher);
    expect(passed.list.every((row) => row.aprvStatus === '已通过')).toBe(true);
    expect(passed.total).toBe(all.list.filter((row) => row.aprvStatus === '已通过').length);
    expect((await approvalsOf({ aprvType: '2', aprvStatusType: '3', page: 1, pageSize: 100 }, teacher)).total).toBe(
      all.list.filter((row) => row.aprvStatus === '已驳回').length,
    );
    const first = await approvalsOf({ aprvType: 2, page: 1, pageSize: 5 }, teacher);
    const second = await approvalsOf({ aprvType: 2, page: 2, pageSize: 5 }, teacher);
    expect(second.total).toBe(first.total);
    expect(new Set([...first.list, ...second.list].map((row) => row.id)).size).toBe(10);
    expect(await approvalsOf({ aprvType: 2, page: 1000, pageSize: 5 }, teacher)).toEqual({
      list: [],
      total: all.total,
    });
    // Defaults: page 1 of 10, every status.
    expect((await approvalsOf({ aprvType: 2 }, teacher)).list).toHaveLength(10);
  });

  it.each([
    [{}, '审批类型不能为空'],
    [{ aprvType: 5 }, '审批类型不在可选范围内'],
    [{ aprvType: 'x' }, '审批类型'],
    [{ aprvType: 1, aprvStatusType: 9 }, '审批状态不在可选范围内'],
    [{ aprvType: 1, aprvStatusType: 'all' }, '审批状态'],
    [{ aprvType: 1, page: 0 }, '页码从 1 开始'],
    [{ aprvType: 1, page: 10_001 }, '页码不能超过 10000'],
    [{ aprvType: 1, pageSize: 0 }, '每页条数至少为 1'],
    [{ aprvType: 1, pageSize: 2.5 }, '每页条数格式不正确'],
    [{ aprvType: 1, pageSize: '200' }, '每页条数格式不正确'],
    [{ aprvType: 1, page: '1' }, '页码'],
  ])('refuses %j with a Chinese 400', async (payload, message) => {
    const teacher = await kit.login('T1001');
    const { status, body } = await kit.post(approvalApi.list.path, payload, teacher);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400 });
    expect(body.msg).toContain(message);
  });

  it('refuses guests and visitors without a token with code 401 (sign in)', async () => {
    for (const token of [await kit.guest(), undefined]) {
      const list = await kit.post(approvalApi.list.path, { aprvType: 1, page: 1, pageSize: 10 }, token as string);
      expect(list.body).toMatchObject({ success: false, code: 401, msg: '登录状态已过期，请重新登录' });
      expect((await kit.get(approvalApi.counts.path, token)).body).toMatchObject({ success: false, code: 401 });
      expect((await kit.get(`${approvalApi.link.path}?id=1`, token)).body).toMatchObject({ success: false, code: 401 });
    }
  });
});

describe('per user and per unit', () => {
  it('answers each user their own approvals only, and never another user’s link', async () => {
    const teacher = await kit.login('T1001');
    const student = await kit.login('2023001');
    const mine = await approvalsOf({ aprvType: 4, page: 1, pageSize: 100 }, student);
    expect(mine.total).toBeGreaterThan(5);
    expect(mine.list.every((row) => row.sponsor === '李明')).toBe(true);
    const theirs = await approvalsOf({ aprvType: 4, page: 1, pageSize: 100 }, teacher);
    expect(theirs.list.every((row) => row.sponsor === '王芳')).toBe(true);
    const ids = new Set(mine.list.map((row) => row.id));
    for (const aprvType of [1, 2, 3, 4]) {
      const other = await approvalsOf({ aprvType, page: 1, pageSize: 100 }, teacher);
      expect(other.list.some((row) => ids.has(row.id))).toBe(false);
    }
    const own = mine.list[0]!;
    expect((await kit.get(`${approvalApi.link.path}?id=${own.id}`, student)).body.data).toEqual({
      id: own.id,
      title: own.title,
      source: own.source,
      pageLinkUrl: own.pageLinkUrl,
    });
    expect((await kit.get(`${approvalApi.link.path}?id=${own.id}`, teacher)).body).toMatchObject({
      success: false,
      code: 404,
      msg: '审批不存在',
    });
    expect((await kit.get(`${approvalApi.link.path}?id=abc`, student)).status).toBe(400);
  });

  it('keeps the government unit’s resident apart from the campus', async () => {
    const citizen = await kit.login('citizen', GOV);
    const applied = await approvalsOf({ aprvType: 4, page: 1, pageSize: 100 }, citizen, GOV);
    expect(applied.total).toBeGreaterThanOrEqual(10);
    expect(applied.list.every((row) => row.sponsor === '张市民' && row.pageLinkUrl.includes('/business/gov/'))).toBe(
      true,
    );
    const campus = await approvalsOf({ aprvType: 4, page: 1, pageSize: 100 }, await kit.login('2023001'));
    expect(campus.list.some((row) => applied.list.some((other) => other.id === row.id))).toBe(false);
    // A campus token is refused on the government unit (S5): no way to read across units.
    const student = await kit.login('2023001');
    expect((await kit.post(approvalApi.list.path, { aprvType: 4 }, student, GOV)).body).toMatchObject({
      success: false,
      code: 401,
    });
  });
});

describe('getMergerApprovalData', () => {
  it('counts each relation in aprvType order, matching the lists’ totals, per user', async () => {
    const teacher = await kit.login('T1001');
    const counts = await countsOf(teacher);
    expect(counts.map((entry) => [entry.aprvType, entry.name])).toEqual([
      [1, '待我审批'],
      [2, '我已审批'],
      [3, '抄送我的'],
      [4, '我发起的'],
    ]);
    for (const entry of counts) {
      expect((await approvalsOf({ aprvType: entry.aprvType, pageSize: 1 }, teacher)).total).toBe(entry.count);
    }
    expect(counts.find((entry) => entry.aprvType === 1)!.count).toBe(14);
    const citizen = await countsOf(await kit.login('citizen', GOV), GOV);
    expect(citizen.map((entry) => entry.count)).toEqual([0, 0, 3, 12]);
  });
});
