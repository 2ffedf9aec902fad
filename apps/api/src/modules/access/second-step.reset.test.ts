import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { adminApi, adminNewsApi, adminSecondStepApi, adminSiteExtrasApi, CODE } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { auditLog } from '../audit';
import { units } from '../units';
import { consoleKit } from './access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);

const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** Signs `username` in and sets up an authenticator: the session has given its step. */
async function enrolled(username: string, host = 'localhost') {
  const token = await login(username, host);
  const { secret } = (await call(adminSecondStepApi.enroll, { token, host, body: {} })).body.data;
  const confirmed = await call(adminSecondStepApi.confirm, { token, host, body: { totp: codeOf(secret) } });
  expect(confirmed.body.data).toMatchObject({ enrolled: true, verified: true });
  return { token, uid: (await call(adminApi.me, { token, host })).body.data.uid as number };
}

const reset = (token: string | undefined, uid: number, host = 'localhost') =>
  call(adminSiteExtrasApi.resetUserSecondStep, { token, host, body: { uid } });

describe('重置两步验证: another administrator ends a lost authenticator (ADR 080)', () => {
  it('ends it and the steps its sessions gave, so a unit that requires one has it set up again', async () => {
    const editor = await enrolled('editor100001');
    const admin = await login('admin100001');

    const done = await reset(admin, editor.uid);
    expect(done.body).toMatchObject({ success: true, data: { uid: editor.uid } });
    expect((await call(adminApi.me, { token: editor.token })).body.data.secondStep).toEqual({
      required: false,
      enrolled: false,
      verified: true,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'admin_write'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      method: 'secondStep.reset',
      username: 'admin100001',
      target: '两步验证（editor100001）',
    });

    // Where the unit requires a second step, the editor's live session must set up a new authenticator first.
    const fid = (await call(adminApi.me, { token: admin })).body.data.unit.fid as number;
    await t.database.db.update(units).set({ requireAdminSecondStep: true }).where(eq(units.fid, fid));
    // The unit's row is cached until its change notice arrives (at once on PGlite, a moment later on PostgreSQL).
    const stepOf = async () => (await call(adminApi.me, { token: editor.token })).body.data.secondStep;
    await expect.poll(stepOf).toEqual({
      required: true,
      enrolled: false,
      verified: false,
    });
    expect((await call(adminNewsApi.options, { token: editor.token })).body.code).toBe(CODE.secondStepRequired);
    await t.database.db.update(units).set({ requireAdminSecondStep: false }).where(eq(units.fid, fid));
    await expect
      .poll(async () => (await call(adminApi.me, { token: admin })).body.data.secondStep.required)
      .toBe(false);

    const again = await reset(admin, editor.uid);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('该账号没有设置两步验证');
  });

  it('is refused for one’s own account, outside the unit, for the platform account, and to other roles', async () => {
    const admin = await enrolled('admin100001');
    const own = await reset(admin.token, admin.uid);
    expect(own.status).toBe(400);
    expect(own.body.msg).toBe('不能重置自己的两步验证，请在「两步验证」页更换验证器');

    const outside = await reset(await login('admin200001', 'gov.localhost'), admin.uid, 'gov.localhost');
    expect(outside.status).toBe(404);
    expect(outside.body.msg).toBe('该用户不存在');

    const platform = await enrolled('admin');
    const refused = await reset(admin.token, platform.uid);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('平台管理员的两步验证只能由平台管理员重置');
    expect((await reset(platform.token, admin.uid)).body.data).toEqual({ uid: admin.uid });

    expect((await reset(await login('editor100001'), admin.uid)).status).toBe(403);
    expect((await reset(await login('2023001'), admin.uid)).status).toBe(403);
    expect((await reset(undefined, admin.uid)).body.code).toBe(CODE.unauthorized);
    const bad = await reset(platform.token, 0);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('用户编号无效');
  });
});
