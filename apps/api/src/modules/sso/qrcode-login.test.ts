import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authApi, CODE, qrLoginApi } from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../../test/test-app';
import { auditEntriesOf, lastAuditId, requestIdsSince } from '../../test/audit-entries';
import { QR_BROWSER_COOKIE } from './qrcode.service';
import { qrLogins } from './qrcode.table';

const t = useTestApp();
const CAMPUS_FID = 100001;
const PASSWORD = 'Yizhan@2026';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

let nextIp = 0;
const ip = () => `10.41.${Math.floor(nextIp / 200)}.${(nextIp++ % 200) + 1}`;

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

/** A desktop browser: its own `yz_qr` cookie once it asked for a code, and its address. */
interface Browser {
  cookie: string;
  ip: string;
}

/** The desktop login page asks for a QR code; answers the code and the browser bound to it. */
async function newQr(browser?: Browser, host = 'localhost') {
  const address = browser?.ip ?? ip();
  const response = await t.app.inject({
    method: 'POST',
    url: qrLoginApi.create.path,
    headers: { host, 'user-agent': DESKTOP_UA, ...(browser ? { cookie: browser.cookie } : {}) },
    remoteAddress: address,
  });
  expect(response.json().success, response.body).toBe(true);
  const set = cookieOf(response, QR_BROWSER_COOKIE)!;
  return {
    ...(response.json().data as { qrId: string; image: string; confirmUrl: string }),
    browser: { cookie: `${set.name}=${set.value}`, ip: address },
    set,
  };
}

const desktop = (method: 'GET' | 'POST', url: string, browser: Browser | undefined, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', 'user-agent': DESKTOP_UA, ...(browser ? { cookie: browser.cookie } : {}) },
    remoteAddress: browser?.ip ?? ip(),
    ...(payload ? { payload } : {}),
  });

const status = (qrId: string, browser?: Browser) => desktop('GET', `${qrLoginApi.status.path}?qrId=${qrId}`, browser);
const claim = (qrId: string, browser?: Browser) => desktop('POST', qrLoginApi.login.path, browser, { qrId });

/** Polls as the page does: waits out the per-code pace first. */
async function statusAfterPause(qrId: string, browser: Browser) {
  await new Promise((resolve) => setTimeout(resolve, 1_600));
  return (await status(qrId, browser)).json();
}

/** A phone signed in with the built-in form: its token. */
async function phoneOf(username = '2023001', host = 'localhost') {
  const response = await t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    headers: { host },
    remoteAddress: ip(),
    payload: { username, password: PASSWORD },
  });
  return tokenOf(response);
}

const phone = (method: 'GET' | 'POST', url: string, token: string, payload?: object, host = 'localhost') =>
  t.app.inject({
    method,
    url,
    headers: { host, cookie: `token=${token}` },
    remoteAddress: ip(),
    ...(payload ? { payload } : {}),
  });

const confirm = (qrId: string, token: string, accept = true, host = 'localhost') =>
  phone('POST', qrLoginApi.confirm.path, token, { qrId, accept }, host);

const userInfo = async (token: string) =>
  (await t.app.inject({ url: authApi.userInfo.path, headers: { host: 'localhost', cookie: `token=${token}` } })).json();

describe('QR-code sign-in (spec §7 qrcode/login, A7, issue 14)', () => {
  it('A7: a code of 256 bits drawn as SVG, bound to the asking browser by an HttpOnly cookie, for two minutes', async () => {
    const qr = await newQr();
    expect(qr.qrId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(qr.confirmUrl).toBe(`http://localhost/mobile/qrcode-confirm?id=${qr.qrId}`);
    expect(qr.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(qr.set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [row] = await t.database.db.select().from(qrLogins).where(eq(qrLogins.fid, CAMPUS_FID));
    expect(row!.codeHash).not.toBe(qr.qrId);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeLessThanOrEqual(120_000);
    expect(lifetime).toBeGreaterThan(60_000);
    // The same browser keeps its binding value for its next code.
    const second = await newQr(qr.browser);
    expect(second.browser.cookie).toBe(qr.browser.cookie);
    expect(second.qrId).not.toBe(qr.qrId);
  });

  it('A3, A7: the phone sees browser, address and time, confirms, and the asking browser signs in as that person', async () => {
    const qr = await newQr();
    expect((await status(qr.qrId, qr.browser)).json().data).toMatchObject({ status: 'waiting' });
    const token = await phoneOf();
    const seen = await phone('GET', `${qrLoginApi.request.path}?qrId=${qr.qrId}`, token);
    expect(seen.json().data).toMatchObject({
      status: 'waiting',
      browser: 'Chrome 156 · Windows',
      ip: qr.browser.ip,
      requestedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect((await phone('POST', qrLoginApi.scan.path, token, { qrId: qr.qrId })).json().data.status).toBe('scanned');
    expect((await statusAfterPause(qr.qrId, qr.browser)).data.status).toBe('scanned');
    expect((await confirm(qr.qrId, token)).json().data.status).toBe('confirmed');
    expect((await statusAfterPause(qr.qrId, qr.browser)).data.status).toBe('confirmed');

    const signedIn = await claim(qr.qrId, qr.browser);
    expect(signedIn.json()).toMatchObject({ success: true, data: { tourist: 0 } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await userInfo(tokenOf(signedIn))).data).toMatchObject({ name: '李明', account: '2023001' });
    // The phone's own session goes on.
    expect((await userInfo(token)).data.name).toBe('李明');
  });

  it('A7: a code is single-use — claimed once, it signs no one in again', async () => {
    const qr = await newQr();
    await confirm(qr.qrId, await phoneOf());
    expect((await claim(qr.qrId, qr.browser)).json().success).toBe(true);
    const again = await claim(qr.qrId, qr.browser);
    expect(again.json()).toMatchObject({ success: false, code: CODE.ssoFailed });
    expect(cookieOf(again, 'token')).toBeUndefined();
    expect((await statusAfterPause(qr.qrId, qr.browser)).data.status).toBe('used');
    // Nor can it be confirmed again.
    expect((await confirm(qr.qrId, await phoneOf('T1001'))).json().success).toBe(false);
  });

  it('A7: another browser can neither watch nor claim a confirmed code; the browser that asked still can', async () => {
    const qr = await newQr();
    await confirm(qr.qrId, await phoneOf());
    const other = (await newQr()).browser;
    const watched = await status(qr.qrId, other);
    expect(watched.json()).toMatchObject({
      success: false,
      code: CODE.ssoFailed,
      msg: '该二维码不是本浏览器生成的，请刷新二维码',
    });
    for (const browser of [other, undefined]) {
      const stolen = await claim(qr.qrId, browser);
      expect(stolen.json()).toMatchObject({ success: false, code: CODE.ssoFailed });
      expect(cookieOf(stolen, 'token')).toBeUndefined();
    }
    const before = await lastAuditId(t.database.db);
    const own = await claim(qr.qrId, qr.browser);
    expect(own.json().success).toBe(true);
    const [requestId] = await requestIdsSince(t.database.db, CAMPUS_FID, before);
    expect(await auditEntriesOf(t.database.db, requestId!)).toEqual([
      expect.objectContaining({ event: 'login', outcome: 'success', method: 'qrcode' }),
    ]);
  });

  it('A7: an expired code cannot be confirmed or claimed, and the page is told it expired', async () => {
    const qr = await newQr();
    const token = await phoneOf();
    await t.database.db
      .update(qrLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLogins.fid, CAMPUS_FID));
    expect((await status(qr.qrId, qr.browser)).json().data).toEqual({ status: 'expired', expiresIn: 0 });
    const late = await confirm(qr.qrId, token);
    expect(late.json()).toMatchObject({ success: false, code: CODE.notFound });
    expect(late.json().msg).toBe('二维码无效或已过期，请在电脑上刷新二维码后重新扫码');
    expect((await claim(qr.qrId, qr.browser)).json()).toMatchObject({ success: false, code: CODE.ssoFailed });

    // Confirmed in time but claimed too late: refused as well.
    const slow = await newQr();
    await confirm(slow.qrId, token);
    await t.database.db
      .update(qrLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLogins.status, 'confirmed'));
    expect((await claim(slow.qrId, slow.browser)).json()).toMatchObject({ success: false, code: CODE.ssoFailed });
  });

  it('A3: a QR sign-in writes exactly the audit events of a password sign-in; a refusal is audited as a failure', async () => {
    const qr = await newQr();
    await confirm(qr.qrId, await phoneOf());
    const before = await lastAuditId(t.database.db);
    await phoneOf();
    await claim(qr.qrId, qr.browser);
    const [passwordRequest, qrRequest] = await requestIdsSince(t.database.db, CAMPUS_FID, before);
    const passwordEvents = await auditEntriesOf(t.database.db, passwordRequest!);
    const qrEvents = await auditEntriesOf(t.database.db, qrRequest!);
    expect(qrEvents.map(({ method: _method, ...rest }) => rest)).toEqual(
      passwordEvents.map(({ method: _method, ...rest }) => rest),
    );

    const refused = await newQr();
    const token = await phoneOf();
    const since = await lastAuditId(t.database.db);
    expect((await confirm(refused.qrId, token, false)).json().data.status).toBe('refused');
    const [refusal] = await requestIdsSince(t.database.db, CAMPUS_FID, since);
    expect(await auditEntriesOf(t.database.db, refusal!)).toEqual([
      expect.objectContaining({ event: 'login_failure', outcome: 'failure', method: 'qrcode' }),
    ]);
    expect((await statusAfterPause(refused.qrId, refused.browser)).data.status).toBe('refused');
    expect((await claim(refused.qrId, refused.browser)).json()).toMatchObject({
      success: false,
      msg: '登录请求已在手机上被拒绝',
    });
  });

  it('only a signed-in user of the same unit answers; an unconfirmed code signs no one in', async () => {
    const qr = await newQr();
    const guest = await t.app.inject({ url: authApi.guestLogin.path, headers: { host: 'localhost' } });
    expect((await confirm(qr.qrId, tokenOf(guest))).json()).toMatchObject({ success: false, code: CODE.unauthorized });
    expect((await phone('GET', `${qrLoginApi.request.path}?qrId=${qr.qrId}`, tokenOf(guest))).json().success).toBe(
      false,
    );
    const citizen = await phoneOf('citizen', 'gov.localhost');
    expect((await confirm(qr.qrId, citizen, true, 'gov.localhost')).json()).toMatchObject({
      success: false,
      code: CODE.notFound,
    });
    expect((await claim(qr.qrId, qr.browser)).json()).toMatchObject({ success: false, msg: '请先在手机上确认登录' });
  });

  it('R6: polls of one code closer together than 1.5 s are refused with 429 and Retry-After', async () => {
    const qr = await newQr();
    expect((await status(qr.qrId, qr.browser)).statusCode).toBe(200);
    const fast = await status(qr.qrId, qr.browser);
    expect(fast.statusCode).toBe(429);
    expect(fast.headers['retry-after']).toBe('2');
    expect(fast.json()).toMatchObject({ success: false, code: CODE.tooManyRequests });
  });

  it('R1: a malformed code is refused by its contract with the field named in Chinese', async () => {
    const response = await status('not-a-code', (await newQr()).browser);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('二维码');
  });
});
