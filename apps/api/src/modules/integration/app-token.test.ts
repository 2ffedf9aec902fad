import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appTokenApi, approvalApi, personMessageApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { demoAppSecret } from '../../seed/task-center';
import { users } from '../users/users.table';
import { auditLog } from '../audit/audit.table';
import { rotateAppSecret } from './app-secrets';
import { createToken as createTokenOf, encOf, type TokenRequest } from './app-token.test-kit';

const t = useTestApp();
const CAMPUS = 100001;

const uidOf = async (username: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.fid, CAMPUS), eq(users.username, username)))
  )[0]!.uid;

/** createToken as the client calls it; answers the HTTP status and the envelope. */
const createToken = (uid: number, request: Partial<TokenRequest> = {}) =>
  createTokenOf(t, uid, { fid: CAMPUS, ...request });

/** The client's API calls with the token it got: Authorization: Bearer, nothing else. */
const bearer = (token: string) => ({ host: 'localhost', authorization: `Bearer ${token}` });
const messages = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `${personMessageApi.list.path}?read=0`, headers: bearer(token) })).json();
const approvalsOf = async (token: string, aprvType: number) =>
  (
    await t.app.inject({
      method: 'POST',
      url: approvalApi.list.path,
      headers: bearer(token),
      payload: { aprvType, aprvStatusType: '', page: 1, pageSize: 10 },
    })
  ).json();

describe('createToken: a client written for the live hall', () => {
  it('gets a token, then reads its user’s unread messages and approvals in the live hall’s shapes', async () => {
    const teacher = await uidOf('T1001');
    const { status, body, cookies } = await createToken(teacher);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200, data: { token: expect.any(String) } });
    expect(cookies).toHaveLength(0);
    const token = body.data.token as string;

    const unread = await messages(token);
    expect(unread.success).toBe(true);
    expect(Object.keys(unread.data).sort()).toEqual(['messageList', 'unReadCount']);
    expect(unread.data.messageList.length).toBeGreaterThan(0);
    for (const item of unread.data.messageList) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'idCode',
          'title',
          'content',
          'sendTime',
          'read',
          'url',
          'sourceUrl',
          'sourceType',
          'createrName',
          'logo',
        ].sort(),
      );
      expect(item.read).toBe(0);
    }
    for (const aprvType of [1, 4]) {
      const answer = await approvalsOf(token, aprvType);
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      expect(answer.data.total).toBeGreaterThan(0);
      expect(Object.keys(answer.data.list[0]).sort()).toEqual(
        [
          'formUserId',
          'id',
          'formId',
          'title',
          'formName',
          'sponsor',
          'uname',
          'aprvStatus',
          'pageLinkUrl',
          'insertTime',
          'updateTime',
          'source',
        ].sort(),
      );
    }

    // Another user's token reads that user's data, not the teacher's.
    const student = (await createToken(await uidOf('2023001'))).body.data.token as string;
    const theirs = await messages(student);
    const ids = (list: { idCode: string }[]) => new Set(list.map((item) => item.idCode));
    const overlap = [...ids(theirs.data.messageList)].filter((id) => ids(unread.data.messageList).has(id));
    expect(overlap).toEqual([]);
    const mine = (await approvalsOf(token, 1)).data.list.map((row: { id: number }) => row.id);
    const studentsOwn = (await approvalsOf(student, 1)).data.list.map((row: { id: number }) => row.id);
    expect(mine.filter((id: number) => studentsOwn.includes(id))).toEqual([]);
  });

  it('is audited as a sign-in of method app-token', async () => {
    const uid = await uidOf('2023001');
    await createToken(uid);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.method, 'app-token'), eq(auditLog.uid, uid), eq(auditLog.event, 'login')));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a wrong secret, a stale time, a reused nonce, a mismatched uid and another unit', async () => {
    const uid = await uidOf('2023001');
    const refused = async (
      result: Promise<{ status: number; body: { success: boolean; msg: string } }>,
      msg: string,
    ) => {
      const { status, body } = await result;
      expect(status, JSON.stringify(body)).toBe(401);
      expect(body.success).toBe(false);
      expect(body.msg).toBe(msg);
    };
    await refused(createToken(uid, { secret: 'WrongSecret12345' }), '签名无效');
    await refused(createToken(uid, { time: Date.now() - 6 * 60_000 }), '请求时间已过期，请校准时钟后重试');
    await refused(createToken(uid, { time: Date.now() + 6 * 60_000 }), '请求时间已过期，请校准时钟后重试');
    const nonce = randomUUID();
    expect((await createToken(uid, { nonce })).status).toBe(200);
    await refused(createToken(uid, { nonce }), '请求已使用过，请换一个 nonce 重试');
    // The enc speaks for one uid: it cannot be replayed for another.
    const enc = encOf(demoAppSecret(CAMPUS), { fid: CAMPUS, uid, time: Date.now(), nonce: randomUUID() });
    const other = await t.app.inject({
      method: 'GET',
      url: `${appTokenApi.createToken.path}?fid=${CAMPUS}&uid=${uid + 1}&enc=${enc}`,
      headers: { host: 'localhost' },
    });
    expect(other.json().msg).toBe('签名无效');
    // The campus's fid on the city's host.
    const city = await t.app.inject({
      method: 'GET',
      url: `${appTokenApi.createToken.path}?fid=${CAMPUS}&uid=${uid}&enc=${enc}`,
      headers: { host: 'gov.localhost' },
    });
    expect(city.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'GET',
      url: `${appTokenApi.createToken.path}?fid=${CAMPUS}&uid=${uid}&enc=xyz`,
      headers: { host: 'localhost' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toContain('签名');
  });

  it('voids its tokens when the app secret is rotated', async () => {
    const uid = await uidOf('T1001');
    const token = (await createToken(uid)).body.data.token as string;
    expect((await messages(token)).success).toBe(true);
    const rotated = await rotateAppSecret(t.database.db, CAMPUS);
    const after = await messages(token);
    expect(after).toMatchObject({ success: false, code: 401 });
    // The new secret works; the old one no longer does.
    expect((await createToken(uid, { secret: rotated.secret })).status).toBe(200);
    expect((await createToken(uid)).status).toBe(401);
  });
});
