import { describe, expect, it } from 'vitest';
import { adminApi, authApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery as path } from './access.test-kit';

const t = useTestApp();
const { login, call, PASSWORD } = consoleKit(t);

describe('users and roles', () => {
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
