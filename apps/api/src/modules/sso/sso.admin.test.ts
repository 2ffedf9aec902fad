import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ADMIN_FORBIDDEN, adminSignInApi, authApi, EDIT_CONFLICT, type SignInSettings } from '@yizhan/contracts';
import { auditLog } from '../audit';
import { units } from '../units';
import { consoleKit } from '../access/access.test-kit';
import { getJson, useTestApp } from '../../test/test-app';

const t = useTestApp();
const { login, call } = consoleKit(t);

async function readAs(token: string): Promise<SignInSettings> {
  const answer = await call(adminSignInApi.signIn, { token });
  expect(answer.status).toBe(200);
  return answer.body.data as SignInSettings;
}

const storedUnit = async () => (await t.database.db.select().from(units).where(eq(units.fid, 100001)))[0]!;

describe('登录设置 in the console', () => {
  it('is the site permission: a unit admin reads it without any secret; an editor and a student are refused', async () => {
    const settings = await readAs(await login('admin100001'));
    expect(settings.oidc).toMatchObject({ clientSecret: '', secretSet: true });
    expect(JSON.stringify(settings)).not.toContain((await storedUnit()).oauth2!.clientSecret);
    for (const username of ['editor100001', '2023001']) {
      const refused = await call(adminSignInApi.signIn, { token: await login(username) });
      expect(refused.body, username).toMatchObject({ code: 403, msg: ADMIN_FORBIDDEN });
    }
    expect((await call(adminSignInApi.signIn)).body).toMatchObject({ code: 401 });
  });

  it('saves what changed, keeps a secret left empty, and the sign-in page is told at once', async () => {
    const token = await login('admin100001');
    const before = await readAs(token);
    const secretBefore = (await storedUnit()).oauth2!.clientSecret;
    const saved = await call(adminSignInApi.saveSignIn, {
      token,
      body: { ...before, strongPasswords: true, onlineMinutes: 120, oidc: { ...before.oidc!, name: '统一认证中心' } },
    });
    expect(saved.body).toMatchObject({ success: true, data: { strongPasswords: true, onlineMinutes: 120 } });
    expect(saved.body.data.version).not.toBe(before.version);
    const stored = await storedUnit();
    expect(stored.oauth2!.clientSecret).toBe(secretBefore);
    expect(stored.passwordNeedsThreeClasses).toBe(true);
    const hostInfo = await getJson(t.app, authApi.hostInfo.path);
    expect(hostInfo.body.data).toMatchObject({ oauth2Name: '统一认证中心', onLineMinute: 120 });

    // A new secret is stored; the audit entry says which secret was replaced, never what it is.
    const replaced = await call(adminSignInApi.saveSignIn, {
      token,
      body: { ...saved.body.data, oidc: { ...saved.body.data.oidc, clientSecret: 'a-brand-new-client-secret' } },
    });
    expect(replaced.body.success).toBe(true);
    expect((await storedUnit()).oauth2!.clientSecret).toBe('a-brand-new-client-secret');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'admin_write'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ method: 'signIn.save', username: 'admin100001' });
    expect(JSON.stringify(entry)).not.toContain('a-brand-new-client-secret');
    expect(JSON.stringify(entry!.after)).toContain('客户端密钥');
  });

  it('refuses, in Chinese and saving nothing, what cannot work and a save from an older version', async () => {
    const token = await login('admin100001');
    const settings = await readAs(token);
    const refusals: [Partial<SignInSettings>, string][] = [
      [{ loginType: 1, loginPath: '' }, '统一身份认证和第三方应用登录须填写登录地址'],
      [{ loginPath: 'ftp://cas.example/login' }, '登录地址应以 http:// 或 https:// 开头的完整地址'],
      [{ onlineMinutes: 1 }, '登录有效期不能少于 5 分钟'],
      [
        {
          wechat: {
            appId: 'wx1',
            secret: '',
            secretSet: false,
            scope: 'snsapi_base',
            authorizeOrigin: 'https://open.weixin.qq.com',
            apiOrigin: 'https://api.weixin.qq.com',
          },
        },
        '请填写公众号 AppSecret',
      ],
    ];
    for (const [change, message] of refusals) {
      const refused = await call(adminSignInApi.saveSignIn, { token, body: { ...settings, ...change } });
      expect(refused.status, message).toBe(400);
      expect(refused.body.msg, message).toContain(message);
    }
    expect((await readAs(token)).version).toBe(settings.version);

    await call(adminSignInApi.saveSignIn, { token, body: { ...settings, refreshMinutes: 60 } });
    const stale = await call(adminSignInApi.saveSignIn, { token, body: { ...settings, refreshMinutes: 90 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ msg: EDIT_CONFLICT, data: { current: { refreshMinutes: 60 } } });
  });
});
