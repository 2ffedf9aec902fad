import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  adminServicesApi,
  EDIT_CONFLICT,
  OTHER_DEPARTMENT,
  searchApi,
  serviceHallApi,
  type AdminService,
  type AdminServiceRow,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery as path } from '../access/access.test-kit';
import { auditLog } from '../audit';

const t = useTestApp();
const { login, call } = consoleKit(t);

const list = async (token: string, query: Record<string, string | number> = {}) =>
  (await call(path(adminServicesApi.list, { pageSize: 100, ...query }), { token })).body.data as {
    list: AdminServiceRow[];
    total: number;
  };
const one = async (token: string, id: number) =>
  (await call(path(adminServicesApi.one, { id }), { token })).body.data as AdminService;
const save = (token: string, service: AdminService, host = 'localhost') =>
  call(adminServicesApi.save, { token, host, body: service });

/** The last console write recorded. */
async function lastWrite() {
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.event, 'admin_write'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry!;
}

/** The titles of the services a guest finds by a keyword (a search indexes what was queued first). */
async function searchTitles(keyword: string): Promise<string[]> {
  const { body } = await call(path(searchApi.search, { keyword }));
  const services = body.data.groups.find((group: { kind: string }) => group.kind === 'service');
  return services?.list.map((hit: { title: string }) => hit.title) ?? [];
}

/** Asks until `read` gives what `ok` wants (a change reaches the sites' caches through the database's notice). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    const value = await read();
    if (ok(value) || tries >= 20) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('service catalogue: who may do what', () => {
  it('lets a unit admin see every department, a 事项管理员 only theirs, and refuses others', async () => {
    const admin = await login('admin100001');
    const all = await list(admin);
    expect(new Set(all.list.map((row) => row.deptName)).size).toBeGreaterThan(2);

    const jwc = await login('jwc100001');
    const mine = await list(jwc);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((row) => row.deptName === '教务处')).toBe(true);
    const options = (await call(adminServicesApi.options, { token: jwc })).body.data;
    expect(options.departments.map((dept: { name: string }) => dept.name)).toEqual(['教务处']);

    const other = all.list.find((row) => row.deptName !== '教务处')!;
    const refused = await call(path(adminServicesApi.one, { id: other.id }), { token: jwc });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(OTHER_DEPARTMENT);
    const full = await one(admin, other.id);
    expect((await save(jwc, { ...full, summary: '不该写进去' })).status).toBe(403);
    expect((await call(adminServicesApi.setListed, { token: jwc, body: { id: other.id, listed: false } })).status).toBe(
      403,
    );
    // Nor may a 事项管理员 move their own service to another department.
    const own = await one(jwc, mine.list[0]!.id);
    expect((await save(jwc, { ...own, deptId: full.deptId })).status).toBe(403);

    for (const username of ['editor100001', '2023001']) {
      const token = await login(username);
      expect((await call(adminServicesApi.list, { token })).status).toBe(403);
    }
    const guest = await call(adminServicesApi.list);
    expect(guest.body.code).toBe(401);
  });

  it('filters by the start of the name, type, department and 上架 state, a page at a time', async () => {
    const admin = await login('admin100001');
    const first = (await list(admin)).list[0]!;
    const byName = await list(admin, { name: first.name.slice(0, 2) });
    expect(byName.list.every((row) => row.name.startsWith(first.name.slice(0, 2)))).toBe(true);
    expect((await list(admin, { name: '%' })).total).toBe(0);
    const page = await list(admin, { pageSize: 3, page: 2 });
    expect(page.list).toHaveLength(3);
    const options = (await call(adminServicesApi.options, { token: admin })).body.data;
    const dept = options.departments[0];
    expect((await list(admin, { deptId: dept.id })).list.every((row) => row.deptName === dept.name)).toBe(true);
    expect((await list(admin, { listed: 'no' })).total).toBe(0);
    const bad = await call(path(adminServicesApi.list, { listed: 'maybe' }), { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('上架状态不在可选范围内');
  });
});

describe('service catalogue: editing', () => {
  it('reads every field group of the guide, saves from the version read, shows guests at once, audits', async () => {
    const admin = await login('admin100001');
    const row = (await list(admin)).list.find((item) => item.hasGuide && item.handling === 'online')!;
    const read = await one(admin, row.id);
    expect(read.guide).toMatchObject({
      materials: expect.any(Array),
      steps: expect.any(Array),
      faq: expect.any(Array),
      handlePlace: expect.any(String),
    });
    const changed = {
      ...read,
      summary: '控制台修改后的简介',
      guide: { ...read.guide!, handlePlace: '行政楼 101 室', steps: ['在线提交', '部门审核'] },
    };
    const saved = await save(admin, changed);
    expect(saved.body).toMatchObject({ success: true, data: { summary: '控制台修改后的简介' } });
    expect(saved.body.data.version).not.toBe(read.version);

    const guide = await eventually(
      async () => (await call(path(serviceHallApi.guide, { appId: row.id }))).body.data,
      (data) => data?.handlePlace === '行政楼 101 室',
    );
    expect(guide).toMatchObject({ handlePlace: '行政楼 101 室', workflowDescription: ['在线提交', '部门审核'] });
    expect(guide.app.summary).toBe('控制台修改后的简介');

    const entry = await lastWrite();
    expect(entry).toMatchObject({
      username: 'admin100001',
      method: 'service.save',
      before: expect.objectContaining({ summary: read.summary }),
      after: expect.objectContaining({ summary: '控制台修改后的简介' }),
    });

    // A second save from the first version is refused with what is stored now.
    const lost = await save(admin, { ...read, summary: '第二位管理员的简介' });
    expect(lost.status).toBe(409);
    expect(lost.body).toMatchObject({ msg: EDIT_CONFLICT, data: { current: { summary: '控制台修改后的简介' } } });
  });

  it('takes a service off both sites (下架) and back, and audits it', async () => {
    const admin = await login('admin100001');
    const row = (await list(admin)).list.find((item) => item.visitorVisible && item.hasGuide)!;
    const off = await call(adminServicesApi.setListed, { token: admin, body: { id: row.id, listed: false } });
    expect(off.body.data).toMatchObject({ id: row.id, listed: false });
    const gone = await eventually(
      () => call(path(serviceHallApi.guide, { appId: row.id })),
      (answer) => answer.status === 404,
    );
    expect(gone.status).toBe(404);
    const hall = await call(serviceHallApi.serviceList, { body: { keyword: row.name, pageSize: 50 } });
    expect(hall.body.data.list.map((app: { appId: string }) => app.appId)).not.toContain(String(row.id));
    expect(await searchTitles(row.name)).not.toContain(row.name);
    expect(await lastWrite()).toMatchObject({
      method: 'service.unlist',
      before: { listed: true },
      after: { listed: false },
    });

    await call(adminServicesApi.setListed, { token: admin, body: { id: row.id, listed: true } });
    const back = await eventually(
      () => call(path(serviceHallApi.guide, { appId: row.id })),
      (answer) => answer.status === 200,
    );
    expect(back.status).toBe(200);
    expect(await searchTitles(row.name)).toContain(row.name);
  });

  it('creates a service handled offline or in a business system, and refuses bad input in Chinese', async () => {
    const admin = await login('admin100001');
    const template = await one(admin, (await list(admin)).list[0]!.id);
    const options = (await call(adminServicesApi.options, { token: admin })).body.data;
    const { id: _id, version: _version, ...fields } = template;
    const offline = { ...fields, name: '控制台新建的线下事项', handling: 'offline' as const, pcUrl: '', mobileUrl: '' };
    const created = await call(adminServicesApi.create, { token: admin, body: offline });
    expect(created.body.data).toMatchObject({ name: '控制台新建的线下事项', handling: 'offline' });
    expect(await lastWrite()).toMatchObject({ method: 'service.create', before: null });

    const system = options.systems[0];
    const inSystem = await call(adminServicesApi.create, {
      token: admin,
      body: { ...fields, name: '在业务系统办理的事项', handling: 'system', systemId: system.id },
    });
    expect(inSystem.body.data).toMatchObject({ handling: 'system', systemId: system.id });

    for (const [body, msg] of [
      [{ ...fields, name: '' }, '请填写服务名称'],
      [{ ...fields, name: '控制台新建的线下事项' }, '本单位已有同名的服务事项，请换一个名称'],
      [{ ...fields, name: '坏地址', pcUrl: 'javascript:alert(1)' }, '电脑端地址应以 http:// 或 https:// 开头'],
      [
        { ...fields, name: '无系统', handling: 'system', systemId: null },
        '办理方式为业务系统时，请选择本单位的一个业务系统',
      ],
      [{ ...fields, name: '坏部门', deptId: 999_999 }, '办理部门不存在，请重新选择'],
    ] as const) {
      const refused = await call(adminServicesApi.create, { token: admin, body });
      expect(refused.status, msg).toBe(400);
      expect(refused.body.msg).toBe(msg);
    }
  });
});
