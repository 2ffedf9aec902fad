import { describe, expect, it } from 'vitest';
import {
  adminApi,
  adminUsersMoreApi,
  authApi,
  noticeApi,
  PASSWORD_CHANGE_REQUIRED,
  passwordApi,
} from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from './access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);
let nextIp = 0;

/** Signs in with any password (consoleKit's login knows only the demo one); answers the token and the answer. */
async function signIn(username: string, password: string, host = 'localhost') {
  const response = await t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: `10.79.${Math.floor(nextIp / 200)}.${(nextIp += 1) % 200}`,
    headers: { host, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36' },
    payload: { username, password },
  });
  const body = response.json();
  return { body, token: body.success ? tokenOf(response) : '' };
}

async function auditOf(admin: string, action: string) {
  const list = (await call(withQuery(adminApi.audit, { pageSize: 50 }), { token: admin })).body.data.list;
  return list.filter((entry: { action: string }) => entry.action === action);
}

describe('creating accounts', () => {
  it('creates an account with a chosen or a generated password, which must be changed at first sign-in', async () => {
    const admin = await login('admin100001');
    const chosen = await call(adminUsersMoreApi.createUser, {
      token: admin,
      body: { username: 'made79a', name: '新建甲', userType: 'TEACHER', password: 'Chosen#2026' },
    });
    expect(chosen.body.data).toMatchObject({ user: { username: 'made79a', roles: [] }, password: null });
    const made = await signIn('made79a', 'Chosen#2026');
    expect(made.body.data).toEqual({ tourist: 0, mustChangePassword: true });

    const generated = await call(adminUsersMoreApi.createUser, {
      token: admin,
      body: { username: 'made79b', name: '新建乙', userType: 'STUDENT', password: '' },
    });
    const password: string = generated.body.data.password;
    expect(password).toMatch(/^.{12}$/);
    expect((await signIn('made79b', password)).body.success).toBe(true);

    const entries = await auditOf(admin, '新建账号');
    expect(entries.map((entry: { target: string }) => entry.target)).toContain('账号 made79b（新建乙）');
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(password);
    expect(logged).not.toContain('Chosen#2026');
  });

  it('refuses repeats, bad input and weak passwords in Chinese, and whoever may not manage users', async () => {
    const admin = await login('admin100001');
    const body = { username: 'made79c', name: '新建丙', userType: 'STAFF' };
    const refusals = [
      [{ ...body, username: '2023001' }, '该账号已存在'],
      [{ ...body, username: 'EDITOR100001' }, '该账号已存在'],
      [{ ...body, username: '坏 账号' }, '账号只能包含字母、数字和 _ . @ -'],
      [{ ...body, name: '' }, '请输入姓名'],
      [{ ...body, userType: 'GUEST' }, '类型应为学生、教师、教职工、校友、市民之一'],
      [{ ...body, password: 'short' }, '密码至少 8 位'],
    ] as const;
    for (const [input, message] of refusals) {
      const refused = await call(adminUsersMoreApi.createUser, { token: admin, body: input });
      expect(refused.status, message).toBe(400);
      expect(refused.body.msg).toContain(message);
    }
    for (const [who, status] of [
      ['editor100001', 403],
      ['2023001', 403],
    ] as const) {
      const token = await login(who);
      expect((await call(adminUsersMoreApi.createUser, { token, body })).status).toBe(status);
    }
    expect((await call(adminUsersMoreApi.createUser, { body })).body.code).toBe(401);
  });
});

describe('resetting a password', () => {
  it('ends the sessions, forces a change before anything else, and the change lifts it', async () => {
    const admin = await login('admin100001');
    await call(adminUsersMoreApi.createUser, {
      token: admin,
      body: { username: 'reset79', name: '重置甲', userType: 'TEACHER', password: 'First#2026' },
    });
    const first = await signIn('reset79', 'First#2026');
    const { uid } = (await call(withQuery(adminApi.users, { keyword: 'reset79' }), { token: admin })).body.data.list[0];
    const sessions = (await call(withQuery(adminUsersMoreApi.sessions, { uid }), { token: admin })).body.data.list;
    expect(sessions).toEqual([
      expect.objectContaining({ client: '电脑浏览器 · Windows · Chrome', method: '账号密码' }),
    ]);
    const changed = await t.app.inject({
      method: 'POST',
      url: passwordApi.change.path,
      headers: { host: 'localhost', origin: 'http://localhost', authorization: `Bearer ${first.token}` },
      payload: { oldPassword: 'First#2026', newPassword: 'Mine#2026ok', confirmPassword: 'Mine#2026ok' },
    });
    expect(changed.json()).toMatchObject({ success: true });
    const own = tokenOf(changed);
    expect((await call(authApi.userInfo, { token: own })).body.data.mustChangePassword).toBe(false);

    const reset = await call(adminUsersMoreApi.resetPassword, { token: admin, body: { uid } });
    const temporary: string = reset.body.data.password;
    expect(temporary).toHaveLength(12);
    expect((await call(authApi.userInfo, { token: own })).body.code).toBe(401);
    expect((await signIn('reset79', 'Mine#2026ok')).body.success).toBe(false);

    const forced = await signIn('reset79', temporary);
    expect(forced.body.data.mustChangePassword).toBe(true);
    const token = forced.token;
    expect((await call(authApi.userInfo, { token })).body.data).toMatchObject({ mustChangePassword: true });
    expect((await call(passwordApi.rules, { token })).body.data.rules[0]).toContain('8');
    // What needs a user, and any other write, waits for the change; reads open to guests do not.
    for (const endpoint of [noticeApi.types, adminApi.me]) {
      expect((await call(endpoint, { token })).body).toMatchObject({ code: 403, msg: PASSWORD_CHANGE_REQUIRED });
    }
    const write = await call(noticeApi.saveConfig, { token, body: { typeIds: [] } });
    expect(write.body.msg).toBe(PASSWORD_CHANGE_REQUIRED);
    expect((await call(authApi.hostInfo, { token })).status).toBe(200);

    const change = (body: object) => call(passwordApi.change, { token, body });
    expect(
      (await change({ oldPassword: 'wrong-one', newPassword: 'Mine#2027', confirmPassword: 'Mine#2027' })).body,
    ).toMatchObject({ code: 400, msg: '原密码不正确' });
    expect(
      (await change({ oldPassword: temporary, newPassword: 'Mine#2027', confirmPassword: 'Mine#2028' })).body.msg,
    ).toContain('两次输入的新密码不一致');
    expect((await change({ oldPassword: temporary, newPassword: 'short', confirmPassword: 'short' })).body.msg).toBe(
      '密码至少 8 位',
    );
    expect(
      (await change({ oldPassword: temporary, newPassword: temporary, confirmPassword: temporary })).body.msg,
    ).toBe('新密码不能与原密码相同');

    const done = await t.app.inject({
      method: 'POST',
      url: passwordApi.change.path,
      headers: { host: 'localhost', origin: 'http://localhost', authorization: `Bearer ${token}` },
      payload: { oldPassword: temporary, newPassword: 'Mine#2027', confirmPassword: 'Mine#2027' },
    });
    expect(done.json().data).toEqual({ signedOut: 0 });
    const after = tokenOf(done);
    expect((await call(noticeApi.types, { token: after })).status).toBe(200);
    expect((await call(authApi.userInfo, { token })).body.code).toBe(401);

    const entries = await auditOf(admin, '重置密码');
    expect(entries[0]).toMatchObject({ target: '账号 reset79（重置甲）' });
    expect(JSON.stringify(entries)).not.toContain(temporary);
  });

  it('lists and ends a user’s sessions one at a time or all, and refuses the roles that may not', async () => {
    const admin = await login('admin100001');
    const { uid } = (await call(withQuery(adminApi.users, { keyword: 'T1001' }), { token: admin })).body.data.list[0];
    const [one, two] = [await login('T1001'), await login('T1001')];
    const listed = (await call(withQuery(adminUsersMoreApi.sessions, { uid }), { token: admin })).body.data.list;
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const ended = await call(adminUsersMoreApi.revokeSessions, {
      token: admin,
      body: { uid, handle: listed[0].handle },
    });
    expect(ended.body.data).toEqual({ revoked: 1 });
    const alive = [await call(authApi.userInfo, { token: one }), await call(authApi.userInfo, { token: two })];
    expect(alive.filter((answer) => answer.body.code === 401)).toHaveLength(1);
    await call(adminUsersMoreApi.revokeSessions, { token: admin, body: { uid } });
    expect((await call(withQuery(adminUsersMoreApi.sessions, { uid }), { token: admin })).body.data.list).toEqual([]);
    expect((await auditOf(admin, '注销登录')).length).toBe(2);

    const platform = (
      await call(withQuery(adminApi.users, { keyword: 'admin' }), { token: admin })
    ).body.data.list.find((user: { username: string }) => user.username === 'admin');
    for (const endpoint of [adminUsersMoreApi.resetPassword, adminUsersMoreApi.revokeSessions]) {
      const takeOver = await call(endpoint, { token: admin, body: { uid: platform.uid } });
      expect(takeOver.body).toMatchObject({ code: 403, msg: '平台管理员的密码和登录只能由平台管理员管理' });
    }

    const bad = await call(adminUsersMoreApi.revokeSessions, { token: admin, body: { uid, handle: 'not-hex' } });
    expect(bad.body).toMatchObject({ code: 400, msg: expect.stringContaining('登录记录无效') });
    const editor = await login('editor100001');
    expect((await call(withQuery(adminUsersMoreApi.sessions, { uid }), { token: editor })).status).toBe(403);
    expect((await call(adminUsersMoreApi.resetPassword, { token: editor, body: { uid } })).status).toBe(403);
    expect((await call(adminUsersMoreApi.resetPassword, { body: { uid } })).body.code).toBe(401);
  });
});
