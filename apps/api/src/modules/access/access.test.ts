import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ADMIN_FORBIDDEN, ADMIN_UNIT_COOKIE, adminApi, EDIT_CONFLICT, siteConfigApi } from '@yizhan/contracts';
import { auditLog } from '../audit';
import { getJson, useTestApp } from '../../test/test-app';
import { consoleKit } from './access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);

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
