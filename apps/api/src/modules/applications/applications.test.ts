import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  applicationPushApi,
  applicationsApi,
  integrationApi,
  personApi,
  PROGRESS_NOT_FOUND,
  type ApplicationDetail,
  type ApplicationType,
  type Endpoint,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { integrationKit } from '../integration/integration.test-kit';
import { auditLog } from '../audit/audit.table';
import { applications } from './applications.table';
import { LOOKUPS_PER_NUMBER } from './applications.routes';

const t = useTestApp();
const kit = serviceHallKit(t);
const int = integrationKit(t);
const GOV = 'gov.localhost';
const CITY = 200001;

const file = (externalId: string, applyNo: string, extra: Record<string, unknown> = {}) => ({
  externalId,
  applyNo,
  serviceName: '居民身份证换领',
  applicant: 'citizen',
  applicantPhone: '13912345678',
  deptName: '市公安局',
  pcUrl: 'http://localhost:3100/business/gov/pc/apply',
  ...extra,
});
const move = (externalId: string, status: number, extra: Record<string, unknown> = {}) => ({
  externalId,
  status,
  deptName: '市公安局户政科',
  ...extra,
});

async function pushAs(key: string, endpoint: Endpoint | undefined, body: unknown) {
  return int.push(endpoint ?? applicationPushApi.application, body, key, { host: GOV });
}
const detailOf = async (token: string, id: number) => {
  const { body } = await kit.get(`${applicationsApi.detail.path}?id=${id}`, token, GOV);
  return body as { success: boolean; code: number; data: ApplicationDetail };
};
const listOf = async (token: string, status = 0) => {
  const { body } = await kit.get(`${applicationsApi.list.path}?status=${status}&pageSize=100`, token, GOV);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as { list: { id: number; applyNo: string; status: number }[]; total: number };
};
const lookup = (applyNo: string, phoneTail: string, ip = '203.0.113.9') =>
  t.app.inject({
    method: 'POST',
    url: applicationsApi.progress.path,
    headers: { host: GOV, 'x-forwarded-for': ip },
    payload: { applyNo, phoneTail },
  });

describe('application pushes', () => {
  it('file an application once per external id, audited, and show it in its owner’s list and counters', async () => {
    const key = await int.keyFor(CITY, '公安政务系统');
    const citizen = await kit.login('citizen', GOV);
    const first = await pushAs(key, undefined, file('GA-1', 'ga-2026-0001'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ created: true });
    const again = await pushAs(key, undefined, file('GA-1', 'GA-2026-0001', { serviceName: '居民身份证换领（加急）' }));
    expect(again.body.data).toMatchObject({ created: false });
    const rows = await t.database.db.select().from(applications).where(eq(applications.externalId, 'GA-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ applyNo: 'GA-2026-0001', serviceName: '居民身份证换领（加急）', status: 1 });
    // Only the last four digits, sealed.
    expect(rows[0]!.phoneTail).toMatch(/^sealed:v1:/);
    expect(JSON.stringify(rows)).not.toContain('13912345678');
    const list = await listOf(citizen, 1);
    expect(list.list.some((item) => item.applyNo === 'GA-2026-0001')).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'integration_push'), eq(auditLog.reason, 'GA-1')));
    expect(audits.length).toBe(2);
    const types = (await kit.get(applicationsApi.types.path, citizen, GOV)).body.data as ApplicationType[];
    const all = types.find((type) => type.status === 0)!.count;
    expect(all).toBe((await listOf(citizen)).total);
    const work = (await kit.get(`${personApi.work.path}?template=2`, citizen, GOV)).body.data;
    expect(work.entries[0]).toMatchObject({ key: 'applications', name: '我的办件', count: all });
  });

  it('move forward in order, keep every step with its time, department and note, and refuse going back', async () => {
    const key = await int.keyFor(CITY, '人社政务系统');
    const citizen = await kit.login('citizen', GOV);
    await pushAs(key, undefined, file('RS-1', 'RS-2026-0001', { submitTime: '2026-12-01 09:00:00' }));
    const steps = [
      move('RS-1', 2, { changeTime: '2026-12-01 10:00:00', note: '材料齐全，予以受理' }),
      move('RS-1', 3, { changeTime: '2026-12-02 09:00:00' }),
      move('RS-1', 4, {
        changeTime: '2026-12-02 15:00:00',
        supplement: '请补充近期免冠照片一张',
        supplementUrl: 'http://localhost:3100/business/gov/pc/supplement',
      }),
      move('RS-1', 3, { changeTime: '2026-12-03 09:00:00', note: '已补正' }),
      move('RS-1', 5, { changeTime: '2026-12-04 09:00:00', note: '已办结，请到窗口领取' }),
    ];
    for (const step of steps) {
      const { status, body } = await pushAs(key, applicationPushApi.status, step);
      expect(status, JSON.stringify(body)).toBe(200);
    }
    // The same state again updates its step: no new one.
    const repeat = await pushAs(key, applicationPushApi.status, move('RS-1', 5, { note: '已办结，证件已邮寄' }));
    expect(repeat.body.data).toMatchObject({ created: false });
    const back = await pushAs(key, applicationPushApi.status, move('RS-1', 2));
    expect(back.status).toBe(409);
    expect(back.body.msg).toBe('办件状态不能从「办结」变为「已受理」');
    const unknown = await pushAs(key, applicationPushApi.status, move('RS-404', 2));
    expect(unknown.status).toBe(404);
    const bad = await pushAs(key, applicationPushApi.status, move('RS-1', 9));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^状态/);

    const id = (await listOf(citizen, 5)).list.find((item) => item.applyNo === 'RS-2026-0001')!.id;
    const { data } = await detailOf(citizen, id);
    expect(data.steps.map((step) => step.statusName)).toEqual([
      '已提交',
      '已受理',
      '办理中',
      '需补正',
      '办理中',
      '办结',
    ]);
    expect(data.steps[1]).toMatchObject({
      time: '2026-12-01 10:00:00',
      deptName: '市公安局户政科',
      note: '材料齐全，予以受理',
    });
    expect(data.steps[3]).toMatchObject({
      supplement: '请补充近期免冠照片一张',
      supplementUrl: 'http://localhost:3100/business/gov/pc/supplement',
    });
    expect(data.steps[5]!.note).toBe('已办结，证件已邮寄');
  });

  it('refuse an unknown applicant, a number another application holds, and bad input, in Chinese', async () => {
    const key = await int.keyFor(CITY, '市场监管系统');
    await pushAs(key, undefined, file('SC-1', 'SC-0001'));
    const unknown = await pushAs(key, undefined, file('SC-2', 'SC-0002', { applicant: 'nobody' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('申请人 nobody 不存在');
    const taken = await pushAs(key, undefined, file('SC-3', 'SC-0001'));
    expect(taken.status).toBe(409);
    const badNo = await pushAs(key, undefined, file('SC-4', '编号 1'));
    expect(badNo.status).toBe(400);
    expect(badNo.body.msg).toMatch(/^办件编号/);
  });

  it('are withdrawn by kind and id: gone from the list, and gone already answers deleted false', async () => {
    const key = await int.keyFor(CITY, '撤回测试系统');
    const citizen = await kit.login('citizen', GOV);
    await pushAs(key, undefined, file('WD-1', 'WD-0001'));
    await pushAs(key, applicationPushApi.status, move('WD-1', 2));
    const withdraw = { kind: 'application', externalId: 'WD-1' };
    const first = await pushAs(key, integrationApi.withdraw, withdraw);
    expect(first.body.data).toMatchObject({ deleted: true, rows: 1 });
    expect((await listOf(citizen)).list.some((item) => item.applyNo === 'WD-0001')).toBe(false);
    const second = await pushAs(key, integrationApi.withdraw, withdraw);
    expect(second.body.data).toMatchObject({ deleted: false, rows: 0 });
  });
});

describe('my applications', () => {
  it('answer only their owner: another person’s id is 404, a guest 401', async () => {
    const key = await int.keyFor(CITY, '归属测试系统');
    await pushAs(key, undefined, file('OWN-1', 'OWN-0001'));
    const citizen = await kit.login('citizen', GOV);
    const id = (await listOf(citizen)).list.find((item) => item.applyNo === 'OWN-0001')!.id;
    expect((await detailOf(citizen, id)).success).toBe(true);
    const other = await kit.login('admin200001', GOV);
    const refused = await detailOf(other, id);
    expect(refused).toMatchObject({ success: false, code: 404, msg: '办件不存在' });
    expect((await listOf(other)).list.some((item) => item.id === id)).toBe(false);
    const guest = await kit.get(applicationsApi.list.path, undefined, GOV);
    expect(guest.body).toMatchObject({ success: false, code: 401 });
    const badStatus = await kit.get(`${applicationsApi.list.path}?status=8`, citizen, GOV);
    expect(badStatus.status).toBe(400);
  });
});

describe('the public progress lookup', () => {
  it('answers the number and the right digits, and the same refusal for no such number and wrong digits', async () => {
    const key = await int.keyFor(CITY, '查询测试系统');
    await pushAs(key, undefined, file('PQ-1', 'PQ-0001'));
    await pushAs(key, applicationPushApi.status, move('PQ-1', 2, { note: '已受理' }));
    const found = await lookup('pq-0001', '5678', '203.0.113.1');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({
      applyNo: 'PQ-0001',
      statusName: '已受理',
      steps: [{}, { note: '已受理' }],
    });
    expect(JSON.stringify(found.json())).not.toContain('supplementUrl');
    const wrong = await lookup('PQ-0001', '0000', '203.0.113.1');
    const none = await lookup('PQ-9999', '5678', '203.0.113.1');
    expect(wrong.statusCode).toBe(none.statusCode);
    expect(wrong.json()).toEqual(none.json());
    expect(none.json()).toMatchObject({ success: false, msg: PROGRESS_NOT_FOUND });
    const bad = await lookup('PQ-0001', '12ab', '203.0.113.1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^手机号后四位/);
  });

  it('is limited per number, whether it exists or not, with a Chinese 429', async () => {
    for (const applyNo of ['LIM-0001', 'LIM-NONE']) {
      for (let i = 0; i < LOOKUPS_PER_NUMBER; i++) {
        expect((await lookup(applyNo, '0000', `198.51.100.${i}`)).statusCode).toBe(404);
      }
      const limited = await lookup(applyNo, '0000', '198.51.100.99');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().msg).toBe('查询过于频繁，请稍后再试');
    }
  });

  it('is not offered on a campus', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: applicationsApi.progress.path,
      headers: { host: 'localhost' },
      payload: { applyNo: 'X-1', phoneTail: '1234' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('本单位未开放办件进度查询');
  });
});

describe('the demo seed', () => {
  it('gives the citizen one application in each state, found publicly by its number and 1234', async () => {
    const citizen = await kit.login('citizen', GOV);
    const types = (await kit.get(applicationsApi.types.path, citizen, GOV)).body.data as ApplicationType[];
    for (const status of [1, 2, 3, 4, 5, 6])
      expect(types.find((type) => type.status === status)!.count).toBeGreaterThan(0);
    const seeded = (await listOf(citizen, 4)).list[0]!;
    const found = await lookup(seeded.applyNo, '1234', '203.0.113.50');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.steps.at(-1)).toMatchObject({
      statusName: '需补正',
      supplement: expect.stringContaining('补充'),
    });
  });
});
