import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminKeysApi, type AppSecretState, type IntegrationKey } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit } from '../access/access.test-kit';
import { auditLog } from '../audit/audit.table';
import { demoAppSecret } from '../../seed/task-center';
import { createToken } from './app-token.test-kit';
import { integrationKit } from './integration.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);
const int = integrationKit(t);
const CAMPUS = 100001;

const listed = async (token: string) =>
  (await call(adminKeysApi.keys, { token })).body.data as { keys: IntegrationKey[]; appSecret: AppSecretState };

const consoleAudits = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.fid, CAMPUS), eq(auditLog.event, 'admin_write'), eq(auditLog.method, action)));

describe('integration keys in the console', () => {
  it('are for unit administrators only: an editor and a student get 403, a guest 401', async () => {
    expect((await call(adminKeysApi.keys)).body).toMatchObject({ success: false, code: 401 });
    expect((await call(adminKeysApi.keys, { token: await login('2023001') })).status).toBe(403);
    const editor = await login('editor100001');
    expect((await call(adminKeysApi.keys, { token: editor })).status).toBe(403);
    expect((await call(adminKeysApi.createKey, { token: editor, body: { name: '教务系统' } })).status).toBe(403);
    const admin = await listed(await login('admin100001'));
    expect(admin.keys.map((key) => key.name)).toContain('演示业务系统');
    expect(admin.appSecret).toMatchObject({ enabled: true, secretVersion: 1 });
  });

  it('show a new key once; the listing and the audit keep only its prefix; a push marks its last use', async () => {
    const token = await login('admin100001');
    const made = await call(adminKeysApi.createKey, { token, body: { name: ' 教务系统 ' } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { key, secret } = made.body.data as { key: IntegrationKey; secret: string };
    expect(secret).toMatch(/^yzk_[\w-]{43}$/);
    expect(key).toMatchObject({ name: '教务系统', prefix: secret.slice(0, 10), lastUsedAt: '', revokedAt: '' });
    const listing = await listed(token);
    expect(JSON.stringify(listing)).not.toContain(secret);
    expect(listing.keys.find((each) => each.id === key.id)).toEqual(key);

    const push = await int.push(
      int.api.task,
      { externalId: 'console-1', title: '测试', assignees: ['2023001'] },
      secret,
    );
    expect(push.status, JSON.stringify(push.body)).toBe(200);
    expect((await listed(token)).keys.find((each) => each.id === key.id)!.lastUsedAt).not.toBe('');

    const [entry] = await consoleAudits('key.create');
    expect(entry).toMatchObject({ username: 'admin100001', target: `接入密钥「教务系统」（${key.id} 号）` });
    expect(entry!.after).toEqual({ name: '教务系统', prefix: key.prefix, revokedAt: '' });
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it('rotate a key (the old one stops, the system keeps its name) and revoke one; a stale one is a conflict', async () => {
    const token = await login('admin100001');
    const old = (await call(adminKeysApi.createKey, { token, body: { name: '一卡通' } })).body.data;
    const rotated = await call(adminKeysApi.rotateKey, { token, body: { id: old.key.id } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.key).toMatchObject({ name: '一卡通', revokedAt: '' });
    expect(rotated.body.data.secret).not.toBe(old.secret);
    const body = { externalId: 'console-2', title: '测试', assignees: ['2023001'] };
    expect((await int.push(int.api.task, body, old.secret)).status).toBe(401);
    expect((await int.push(int.api.task, body, rotated.body.data.secret)).status).toBe(200);

    // Rotated or revoked by someone else meanwhile: 409 with the key as it is now.
    const again = await call(adminKeysApi.rotateKey, { token, body: { id: old.key.id } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该内容已被他人修改');
    expect(again.body.data.current).toMatchObject({ id: old.key.id, revokedAt: expect.stringMatching(/^\d{4}-/) });

    const revoked = await call(adminKeysApi.revokeKey, { token, body: { id: rotated.body.data.key.id } });
    expect(revoked.body.data.revokedAt).not.toBe('');
    expect((await int.push(int.api.task, body, rotated.body.data.secret)).status).toBe(401);
    expect((await call(adminKeysApi.revokeKey, { token, body: { id: rotated.body.data.key.id } })).status).toBe(409);
    expect((await call(adminKeysApi.revokeKey, { token, body: { id: 999_999 } })).status).toBe(404);
    // Another unit's key is not this unit's to revoke.
    const cityKey = (await login('admin200001', 'gov.localhost')) as string;
    const city = await call(adminKeysApi.createKey, { token: cityKey, host: 'gov.localhost', body: { name: '政务' } });
    expect((await call(adminKeysApi.revokeKey, { token, body: { id: city.body.data.key.id } })).status).toBe(404);
    const audits = await consoleAudits('key.rotate');
    expect(audits[0]!.before).toMatchObject({ name: '一卡通', prefix: old.key.prefix });
    expect(JSON.stringify(audits)).not.toContain(rotated.body.data.secret);
  });

  it('rotate the app secret from the version seen (old tokens stop), show it once, and switch createToken off', async () => {
    const token = await login('admin100001');
    const before = (await listed(token)).appSecret;
    expect((await createToken(t, 1, { fid: CAMPUS })).status).toBe(200);
    expect((await listed(token)).appSecret.lastUsedAt).not.toBe('');

    const stale = await call(adminKeysApi.rotateSecret, { token, body: { version: 'older' } });
    expect(stale.status).toBe(409);
    const rotated = await call(adminKeysApi.rotateSecret, { token, body: { version: before.version } });
    expect(rotated.status).toBe(200);
    const { secret, appSecret } = rotated.body.data as { secret: string; appSecret: AppSecretState };
    expect(secret).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(appSecret).toMatchObject({ enabled: true, secretVersion: before.secretVersion + 1 });
    expect(JSON.stringify(await listed(token))).not.toContain(secret);
    expect((await createToken(t, 1, { fid: CAMPUS })).status).toBe(401);
    expect((await createToken(t, 1, { fid: CAMPUS, secret })).status).toBe(200);
    // The one who started from the old version does not overwrite it unseen.
    expect((await call(adminKeysApi.rotateSecret, { token, body: { version: before.version } })).status).toBe(409);

    const off = await call(adminKeysApi.revokeSecret, { token, body: { version: appSecret.version } });
    expect(off.body.data).toMatchObject({ enabled: false, secretVersion: 0 });
    expect((await createToken(t, 1, { fid: CAMPUS, secret })).status).toBe(401);
    const audits = [...(await consoleAudits('secret.rotate')), ...(await consoleAudits('secret.revoke'))];
    expect(audits.map((entry) => entry.after)).toEqual([
      { enabled: true, secretVersion: before.secretVersion + 1 },
      { enabled: false, secretVersion: 0 },
    ]);
    expect(JSON.stringify(audits)).not.toContain(secret);
    expect(JSON.stringify(audits)).not.toContain(demoAppSecret(CAMPUS));
  });

  it('refuses bad input in Chinese', async () => {
    const token = await login('admin100001');
    const empty = await call(adminKeysApi.createKey, { token, body: { name: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请填写系统名称');
    const long = await call(adminKeysApi.createKey, { token, body: { name: '系'.repeat(65) } });
    expect(long.body.msg).toBe('系统名称不能超过 64 个字');
    const id = await call(adminKeysApi.revokeKey, { token, body: { id: 'x' } });
    expect(id.status).toBe(400);
    expect(id.body.msg).toMatch(/^编号/);
  });
});
