import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../../test/test-app';
import { auditLog } from './audit.table';
import { cleanAuditText, recordAudit } from './audit.repository';
import { storeChallenge } from '../auth/captcha';

const t = useTestApp();
const PASSWORD = 'Yizhan@2026';
const WRONG = 'Wrong-Secret-7731!';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const login = (ip: string, username: string, password: string, userAgent = 'AuditTest/1.0', captcha = {}) =>
  t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: ip,
    headers: { host: 'localhost', 'user-agent': userAgent },
    payload: { username, password, ...captcha },
  });

/** A solved 图形验证码 (ADR 026): a challenge stored with a known answer. */
const solvedCaptcha = async () => ({
  captchaId: await storeChallenge(t.database.db, 100001, 'ABCD'),
  captchaCode: 'ABCD',
});

const rowsFor = (ip: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.ip, ip)).orderBy(asc(auditLog.id));

/** Every token the scenario handed out, to prove none of them reached the log. */
const tokens: string[] = [];

describe('audit trail of sign-in and sign-out (D1)', () => {
  beforeAll(async () => {
    const success = await login('10.6.0.1', '2023001', PASSWORD);
    tokens.push(tokenOf(success));
    for (let attempt = 0; attempt < 3; attempt += 1) await login('10.6.0.2', 'T1001', WRONG);
    await login('10.6.0.2', 'T1001', WRONG, 'AuditTest/1.0', await solvedCaptcha());
    await login('10.6.0.2', 'T1001', WRONG, 'AuditTest/1.0', await solvedCaptcha()); // the fifth: locks (A2)
    await login('10.6.0.2', 'T1001', PASSWORD, 'AuditTest/1.0', await solvedCaptcha()); // refused: locked
    const logout = await t.app.inject({
      method: 'POST',
      url: `${authApi.logout.path}?service=%2Fhome`,
      remoteAddress: '10.6.0.1',
      headers: { host: 'localhost', 'user-agent': 'AuditTest/1.0', authorization: `Bearer ${tokens[0]}` },
    });
    tokens.push(tokenOf(logout));
  });

  it('records a successful sign-in and the sign-out with unit, user, address, agent and request id', async () => {
    const rows = await rowsFor('10.6.0.1');
    expect(rows.map((row) => [row.event, row.outcome])).toEqual([
      ['login', 'success'],
      ['logout', 'success'],
    ]);
    const [signIn, signOut] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(signIn).toMatchObject({
      fid: 100001,
      uid: 1,
      username: '2023001',
      method: 'password',
      userAgent: 'AuditTest/1.0',
    });
    expect(signOut).toMatchObject({ fid: 100001, uid: 1, userAgent: 'AuditTest/1.0' });
    for (const row of rows) {
      expect(row.requestId).toMatch(UUID);
      expect(row.at).toBeInstanceOf(Date);
      expect(Math.abs(row.at.getTime() - Date.now())).toBeLessThan(5 * 60_000);
    }
    expect(signIn.requestId).not.toBe(signOut.requestId);
  });

  it('records each failure and the lockout (A2), then the refused attempt on the locked account', async () => {
    const rows = await rowsFor('10.6.0.2');
    const teacher = rows[0]!.uid;
    expect(teacher).toEqual(expect.any(Number));
    expect(rows.map((row) => [row.event, row.outcome, row.reason])).toEqual([
      ['login_failure', 'failure', 'bad-password'],
      ['login_failure', 'failure', 'bad-password'],
      ['login_failure', 'failure', 'bad-password'],
      ['login_failure', 'failure', 'bad-password'],
      ['login_failure', 'failure', 'bad-password'],
      ['lockout', 'failure', '5-failures'],
      ['login_failure', 'failure', 'locked'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ fid: 100001, uid: teacher, username: 'T1001', ip: '10.6.0.2' });
      expect(row.requestId).toMatch(UUID);
    }
    expect(new Set(rows.map((row) => row.requestId)).size).toBe(6); // the lockout shares its failure's request
  });

  it('records a failure for an unknown account without a uid', async () => {
    await login('10.6.0.3', 'ghost-account', WRONG);
    const [row] = await rowsFor('10.6.0.3');
    expect(row).toMatchObject({
      event: 'login_failure',
      uid: null,
      username: 'ghost-account',
      reason: 'unknown-account',
    });
  });

  it('never stores a password or a token (D2)', async () => {
    const all = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(WRONG);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      for (const part of token.split('.')) expect(all).not.toContain(part);
    }
    expect(all).not.toMatch(/eyJ/);
  });
});

describe('log injection (D2)', () => {
  it('refuses a username with CR/LF before anything is logged (it could forge a line)', async () => {
    const response = await login('10.6.1.1', 'ghost\r\n2026-01-01 login success uid=1', WRONG);
    expect(response.statusCode).toBe(400);
    expect(await rowsFor('10.6.1.1')).toEqual([]);
  });

  it('stores a user agent with CR/LF or other controls without them', async () => {
    const request = {
      unit: { fid: 100001 },
      ip: '10.6.1.2',
      id: 'request-with-bad-agent',
      headers: { 'user-agent': 'Agent/1.0\r\nevent=login outcome=success\u2028\u0000' },
    } as unknown as FastifyRequest;
    await recordAudit(t.database.db, request, { event: 'login_failure', outcome: 'failure', username: 'a\nb' });
    const [row] = await rowsFor('10.6.1.2');
    expect(row!.userAgent).toMatch(/^Agent\/1\.0/);
    for (const control of ['\r', '\n', '\u2028', '\u0000']) expect(row!.userAgent).not.toContain(control);
    expect(row!.username).toBe('a b');
    expect(cleanAuditText('x'.repeat(300))).toHaveLength(256);
  });
});

describe('append-only (D1)', () => {
  it('refuses UPDATE, DELETE and TRUNCATE on audit_log', async () => {
    const all = () => t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const before = await all();
    expect(before.length).toBeGreaterThan(0);
    await expect(t.database.db.execute(sql`UPDATE audit_log SET outcome = 'success'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    await expect(t.database.db.update(auditLog).set({ reason: 'edited' }).where(eq(auditLog.id, 1))).rejects.toThrow();
    expect(await all()).toEqual(before);
  });
});
