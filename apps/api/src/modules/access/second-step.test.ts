import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { adminApi, adminSecondStepApi, CODE, SECOND_STEP_NEEDED } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { adminSecondSteps } from './access.table';
import { consoleKit } from './access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);

/** The code an authenticator app shows for `secret`, `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Lets the account's next code be any current one (a test cannot wait half a minute for the next step). */
const forgetLastStep = (uid: number) =>
  t.database.db.update(adminSecondSteps).set({ lastStep: 0 }).where(eq(adminSecondSteps.uid, uid));

describe('两步验证 of the console', () => {
  it('is set up with a code, then asked once per session before anything else, and a code is taken once', async () => {
    const token = await login('admin100001');
    const me = (await call(adminApi.me, { token })).body.data;
    expect(me.secondStep).toEqual({ required: false, enrolled: false, verified: true });

    const { secret, uri, qr } = (await call(adminSecondStepApi.enroll, { token, body: {} })).body.data;
    expect(uri).toContain(`secret=${secret}`);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await call(adminSecondStepApi.confirm, { token, body: { totp: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('验证码不正确');
    const confirmed = await call(adminSecondStepApi.confirm, { token, body: { totp: codeOf(secret) } });
    expect(confirmed.body.data).toEqual({ required: false, enrolled: true, verified: true });
    expect((await call(adminApi.siteSettings, { token })).status).toBe(200);

    // A new session owes its step: who-am-I and the step answer, nothing else does.
    const next = await login('admin100001');
    expect((await call(adminApi.me, { token: next })).body.data.secondStep).toMatchObject({ verified: false });
    const owed = await call(adminApi.siteSettings, { token: next });
    expect(owed.status).toBe(403);
    expect(owed.body).toMatchObject({ code: CODE.secondStepRequired, msg: SECOND_STEP_NEEDED });
    const replayed = await call(adminSecondStepApi.verify, { token: next, body: { totp: codeOf(secret) } });
    expect(replayed.status, 'the code that confirmed the set-up').toBe(400);
    const verified = await call(adminSecondStepApi.verify, { token: next, body: { totp: codeOf(secret, 1) } });
    expect(verified.body.data).toMatchObject({ verified: true });
    expect((await call(adminApi.siteSettings, { token: next })).status).toBe(200);

    // Turned off with a code; later sessions go straight in.
    await forgetLastStep(me.uid);
    const off = await call(adminSecondStepApi.disable, { token: next, body: { totp: codeOf(secret) } });
    expect(off.body.data).toEqual({ required: false, enrolled: false, verified: true });
    expect((await call(adminApi.siteSettings, { token: await login('admin100001') })).status).toBe(200);
  });

  it('when the unit requires it, an administrator without an authenticator must set one up first', async () => {
    const host = 'gov.localhost';
    const token = await login('admin200001', host);
    const settings = (await call(adminApi.siteSettings, { token, host })).body.data;
    const saved = await call(adminApi.saveSiteSettings, {
      token,
      host,
      body: { ...settings, requireAdminSecondStep: true },
    });
    expect(saved.body.data.requireAdminSecondStep).toBe(true);
    // The rule applies to the saving session at once: it has no authenticator yet.
    expect((await call(adminApi.siteSettings, { token, host })).body.code).toBe(CODE.secondStepRequired);
    expect((await call(adminApi.me, { token, host })).body.data.secondStep).toEqual({
      required: true,
      enrolled: false,
      verified: false,
    });
    const { secret } = (await call(adminSecondStepApi.enroll, { token, host, body: {} })).body.data;
    await call(adminSecondStepApi.confirm, { token, host, body: { totp: codeOf(secret) } });
    expect((await call(adminApi.siteSettings, { token, host })).status).toBe(200);
    await forgetLastStep((await call(adminApi.me, { token, host })).body.data.uid);
    const off = await call(adminSecondStepApi.disable, { token, host, body: { totp: codeOf(secret) } });
    expect(off.status).toBe(400);
    expect(off.body.msg).toBe('本单位要求管理员使用两步验证，不能关闭');
  });

  it('refuses a code that is not six digits in Chinese, and a student altogether', async () => {
    const token = await login('admin100001');
    const bad = await call(adminSecondStepApi.verify, { token, body: { totp: '12ab' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('请输入验证器上的 6 位数字');
    expect((await call(adminSecondStepApi.status, { token: await login('2023001') })).status).toBe(403);
  });
});
