import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ADMIN_FORBIDDEN, ADMIN_UNIT_COOKIE, adminApi, authApi, EDIT_CONFLICT, siteConfigApi } from '@yizhan/contracts';
import { auditLog } from '../audit';
import { getJson, tokenOf, useTestApp } from '../../test/test-app';

const t = useTestApp();
const PASSWORD = 'Yizhan@2026';

let nextIp = 0;

async function login(username: string, host = 'localhost'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: `10.37.0.${(nextIp += 1)}`,
    headers: { host },
    payload: { username, password: PASSWORD },
  });
  expect(response.json(), `login of ${username}`).toMatchObject({ success: true });
  return tokenOf(response);
}

interface Call {
  token?: string;
  host?: string;
  cookie?: string;
  body?: unknown;
}

async function call(
  endpoint: { method: string; path: string },
  { token, host = 'localhost', cookie, body }: Call = {},
) {
  const response = await t.app.inject({
    method: endpoint.method as 'GET' | 'POST',
    url: endpoint.path,
    headers: {
      host,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...(body ? { origin: `http://${host}` } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('who may enter the console', () => {
  it('sends a guest to sign in and refuses a student with 403, before reading the input', async () => {
    const guest = await call(adminApi.me);
    expect(guest.body).toMatchObject({ success: false, code: 401 });
    const student = await login('2023001');
    for (const endpoint of [adminApi.me, adminApi.siteSettings, adminApi.audit]) {
      const refused = await call(endpoint, { token: student });
      expect(refused.status, endpoint.path).toBe(403);
      expect(refused.body, endpoint.path).toMatchObject({ success: false, code: 403, msg: ADMIN_FORBIDDEN });
    }
    // Even a malformed save is refused as a student, not answered as bad input.
    const save = await call(adminApi.saveSiteSettings, { token: student, body: { name: 1 } });
    expect(save.status).toBe(403);
  });

  it('gives each role its own parts: an editor and a 事项管理员 no site settings, an auditor only the log', async () => {
    const editor = await login('editor100001');
    expect((await call(adminApi.me, { token: editor })).body.data.permissions).toEqual(
      expect.arrayContaining(['console', 'content', 'home']),
    );
    expect((await call(adminApi.siteSettings, { token: editor })).status).toBe(403);
    expect((await call(adminApi.audit, { token: editor })).status).toBe(403);

    const jwc = await login('jwc100001');
    const me = (await call(adminApi.me, { token: jwc })).body.data;
    expect(me.grants).toEqual([
      {
        role: 'serviceAdmin',
        roleName: '事项管理员',
        fid: 100001,
        departments: [{ id: expect.any(Number), name: '教务处' }],
      },
    ]);
    expect(me.permissions).toEqual(['console', 'services']);
    expect((await call(adminApi.siteSettings, { token: jwc })).status).toBe(403);

    const auditor = await login('audit100001');
    expect((await call(adminApi.audit, { token: auditor })).body).toMatchObject({ success: true });
    expect((await call(adminApi.siteSettings, { token: auditor })).status).toBe(403);
  });

  it('lets the platform administrator switch units, and nobody else', async () => {
    const platform = await login('admin');
    const here = (await call(adminApi.me, { token: platform })).body.data;
    expect(here.unit.fid).toBe(100001);
    expect(here.units.map((unit: { fid: number }) => unit.fid)).toEqual(expect.arrayContaining([100001, 200001]));
    const switched = await call(adminApi.siteSettings, { token: platform, cookie: `${ADMIN_UNIT_COOKIE}=200001` });
    expect(switched.body.data.name).toBe('示范市政务服务中心');

    const unitAdmin = await login('admin100001');
    const mine = await call(adminApi.me, { token: unitAdmin, cookie: `${ADMIN_UNIT_COOKIE}=200001` });
    expect(mine.body.data).toMatchObject({ unit: { fid: 100001 }, units: [] });
    expect(
      (await call(adminApi.siteSettings, { token: unitAdmin, cookie: `${ADMIN_UNIT_COOKIE}=200001` })).body.data.name,
    ).toBe('示范大学');
  });
});

describe('site settings', () => {
  it('saves from the version read, shows it to guests at once, and audits before and after', async () => {
    const token = await login('admin200001', 'gov.localhost');
    const read = (await call(adminApi.siteSettings, { token, host: 'gov.localhost' })).body.data;
    const saved = await call(adminApi.saveSiteSettings, {
      token,
      host: 'gov.localhost',
      body: { ...read, themeColor: '#0a7d3b', filingText: '京ICP备00000001号' },
    });
    expect(saved.body).toMatchObject({ success: true, data: { themeColor: '#0a7d3b' } });
    expect(saved.body.data.version).not.toBe(read.version);

    const themes = await getJson(t.app, siteConfigApi.themes.path, 'gov.localhost');
    expect(themes.body.data).toContainEqual({ type: 1, color: '#0a7d3b' });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'admin_write'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      fid: 200001,
      username: 'admin200001',
      method: 'site.save',
      before: expect.objectContaining({ themeColor: read.themeColor }),
      after: expect.objectContaining({ themeColor: '#0a7d3b', filingText: '京ICP备00000001号' }),
    });
  });

  it('refuses the second of two saves from one version with 409 and what is stored now', async () => {
    const first = await login('admin100001');
    const second = await login('admin');
    const read = (await call(adminApi.siteSettings, { token: first })).body.data;
    const won = await call(adminApi.saveSiteSettings, {
      token: first,
      body: { ...read, address: '第一位管理员的地址' },
    });
    expect(won.body.success).toBe(true);
    const lost = await call(adminApi.saveSiteSettings, {
      token: second,
      body: { ...read, address: '第二位管理员的地址' },
    });
    expect(lost.status).toBe(409);
    expect(lost.body).toMatchObject({
      success: false,
      code: 409,
      msg: EDIT_CONFLICT,
      data: { current: { address: '第一位管理员的地址', version: won.body.data.version } },
    });
    const now = (await call(adminApi.siteSettings, { token: first })).body.data;
    expect(now.address).toBe('第一位管理员的地址');
  });

  it('answers bad input with a Chinese field message and saves nothing', async () => {
    const token = await login('admin100001');
    const read = (await call(adminApi.siteSettings, { token })).body.data;
    for (const [change, words] of [
      [{ themeColor: 'red' }, '主题色'],
      [{ title: '' }, '站点标题不能为空'],
      [{ template: 3 }, '请选择默认模板、模板二或模板四'],
    ] as const) {
      const refused = await call(adminApi.saveSiteSettings, { token, body: { ...read, ...change } });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(words);
      expect(refused.body.msg).not.toMatch(/[a-z]{4,}/i);
    }
    expect((await call(adminApi.siteSettings, { token })).body.data).toEqual(read);
  });
});

describe('audit log', () => {
  it('lists the unit’s entries newest first, filtered by event and account, a page at a time', async () => {
    const token = await login('audit100001');
    const all = (await call({ method: 'GET', path: `${adminApi.audit.path}?pageSize=5` }, { token })).body.data;
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.total).toBeGreaterThanOrEqual(all.list.length);
    const times = all.list.map((entry: { at: string }) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const logins = (
      await call({ method: 'GET', path: `${adminApi.audit.path}?event=login&username=audit100001` }, { token })
    ).body.data;
    expect(logins.list.length).toBeGreaterThan(0);
    for (const entry of logins.list)
      expect(entry).toMatchObject({ event: 'login', action: '登录', username: 'audit100001' });
    const gov = await login('admin200001', 'gov.localhost');
    const govEntries = (await call(adminApi.audit, { token: gov, host: 'gov.localhost' })).body.data.list;
    expect(govEntries.some((entry: { username: string }) => entry.username === 'audit100001')).toBe(false);
  });
});

describe('users and roles', () => {
  const path = (endpoint: { path: string }, query: Record<string, string | number>) => ({
    method: 'GET',
    path: `${endpoint.path}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`,
  });

  it('finds accounts by the start of the account or person name, a page at a time, with their roles', async () => {
    const token = await login('admin100001');
    const byAccount = (await call(path(adminApi.users, { keyword: 'EDITOR' }), { token })).body.data;
    expect(byAccount.list).toEqual([expect.objectContaining({ username: 'editor100001', roles: ['内容编辑'] })]);
    const byName = (await call(path(adminApi.users, { keyword: '李' }), { token })).body.data;
    expect(byName.list.map((user: { name: string }) => user.name)).toContain('李明');
    const wildcard = (await call(path(adminApi.users, { keyword: '%' }), { token })).body.data;
    expect(wildcard.total).toBe(0);
    const page = (await call(path(adminApi.users, { pageSize: 2 }), { token })).body.data;
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    // An editor holds no user management.
    expect((await call(adminApi.users, { token: await login('editor100001') })).status).toBe(403);
  });

  it('disables an account, which signs it out at once, and enables it again; never one of another unit', async () => {
    const admin = await login('admin100001');
    const teacher = await login('T1001');
    const { uid } = (await call(path(adminApi.users, { keyword: 'T1001' }), { token: admin })).body.data.list[0];
    const disabled = await call(adminApi.setUserDisabled, { token: admin, body: { uid, disabled: true } });
    expect(disabled.body.data).toMatchObject({ username: 'T1001', disabled: true });
    const signedOut = await call(adminApi.me, { token: teacher });
    expect(signedOut.body.code).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      remoteAddress: '10.37.1.1',
      headers: { host: 'localhost' },
      payload: { username: 'T1001', password: PASSWORD },
    });
    expect(again.json().success).toBe(false);
    await call(adminApi.setUserDisabled, { token: admin, body: { uid, disabled: false } });
    await login('T1001');

    const gov = await login('admin200001', 'gov.localhost');
    const elsewhere = await call(adminApi.setUserDisabled, {
      token: gov,
      host: 'gov.localhost',
      body: { uid, disabled: true },
    });
    expect(elsewhere.status).toBe(404);
    const self = (await call(path(adminApi.users, { keyword: 'admin100001' }), { token: admin })).body.data.list[0];
    const own = await call(adminApi.setUserDisabled, { token: admin, body: { uid: self.uid, disabled: true } });
    expect(own.body).toMatchObject({ code: 400, msg: '不能停用自己的账号' });
    const platform = (await call(path(adminApi.users, { keyword: 'admin' }), { token: admin })).body.data.list.find(
      (user: { username: string }) => user.username === 'admin',
    );
    const lockOut = await call(adminApi.setUserDisabled, { token: admin, body: { uid: platform.uid, disabled: true } });
    expect(lockOut.status).toBe(403);
    expect(lockOut.body.msg).toBe('平台管理员的账号只能由平台管理员停用');
  });

  it('grants a role that opens the console at once, and refuses what would lock the unit out', async () => {
    const admin = await login('admin100001');
    const student = await login('2023001');
    const { uid } = (await call(path(adminApi.users, { keyword: '2023001' }), { token: admin })).body.data.list[0];
    expect((await call(adminApi.me, { token: student })).status).toBe(403);

    const read = (await call(path(adminApi.userRoles, { uid }), { token: admin })).body.data;
    expect(read.roles).toEqual([]);
    const jwc = read.departments.find((department: { name: string }) => department.name === '教务处');
    const saved = await call(adminApi.saveUserRoles, {
      token: admin,
      body: {
        uid,
        version: read.version,
        roles: [
          { role: 'serviceAdmin', departmentIds: [jwc.id] },
          { role: 'auditor', departmentIds: [] },
        ],
      },
    });
    expect(saved.body.data.roles).toEqual([
      { role: 'serviceAdmin', departmentIds: [jwc.id] },
      { role: 'auditor', departmentIds: [] },
    ]);
    const me = (await call(adminApi.me, { token: student })).body.data;
    expect(me.permissions).toEqual(['console', 'services', 'stats', 'audit']);

    // The version read before is stale now.
    const stale = await call(adminApi.saveUserRoles, { token: admin, body: { uid, version: read.version, roles: [] } });
    expect(stale.status).toBe(409);
    const none = await call(adminApi.saveUserRoles, {
      token: admin,
      body: { uid, version: saved.body.data.version, roles: [] },
    });
    expect(none.body.data.roles).toEqual([]);
    expect((await call(adminApi.me, { token: student })).status).toBe(403);

    const noDepartment = await call(adminApi.saveUserRoles, {
      token: admin,
      body: { uid, version: none.body.data.version, roles: [{ role: 'serviceAdmin', departmentIds: [] }] },
    });
    expect(noDepartment.body).toMatchObject({ code: 400, msg: '事项管理员至少要管理一个部门' });
    const platform = await call(adminApi.saveUserRoles, {
      token: admin,
      body: { uid, version: none.body.data.version, roles: [{ role: 'platformAdmin', departmentIds: [] }] },
    });
    expect(platform.status).toBe(400);
    expect(platform.body.msg).toContain('角色不在可选范围内');

    const self = (await call(path(adminApi.users, { keyword: 'admin100001' }), { token: admin })).body.data.list[0];
    const mine = (await call(path(adminApi.userRoles, { uid: self.uid }), { token: admin })).body.data;
    const dropOwn = await call(adminApi.saveUserRoles, {
      token: admin,
      body: { uid: self.uid, version: mine.version, roles: [] },
    });
    expect(dropOwn.body).toMatchObject({ code: 400, msg: '不能取消自己的单位管理员角色，请由其他管理员操作' });
  });
});
