import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminApi, siteConfigApi } from '@yizhan/contracts';
import { auditLog } from '../audit';
import { consoleKit } from '../access/access.test-kit';
import { getJson, useTestApp } from '../../test/test-app';

// 默认开启长辈版 (ADR 084): a site setting of 站点设置, audited like the others, that the sites read at start-up.
const t = useTestApp();
const { login, call } = consoleKit(t);
const HOST = 'gov.localhost';

const guestDefault = async () =>
  (await getJson(t.app, siteConfigApi.unitConfig.path, HOST)).body.data.careByDefault as boolean;

describe('默认开启长辈版', () => {
  it('is saved by the unit admin, reaches guests at once, and is audited before and after', async () => {
    const token = await login('admin200001', HOST);
    const read = (await call(adminApi.siteSettings, { token, host: HOST })).body.data;
    expect(read.careByDefault).toBe(false);
    expect(await guestDefault()).toBe(false);

    const saved = await call(adminApi.saveSiteSettings, { token, host: HOST, body: { ...read, careByDefault: true } });
    expect(saved.body).toMatchObject({ success: true, data: { careByDefault: true } });
    await expect.poll(guestDefault).toBe(true);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'admin_write'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      fid: 200001,
      method: 'site.save',
      before: expect.objectContaining({ careByDefault: false }),
      after: expect.objectContaining({ careByDefault: true }),
    });

    const back = await call(adminApi.saveSiteSettings, {
      token,
      host: HOST,
      body: { ...saved.body.data, careByDefault: false },
    });
    expect(back.body.data.careByDefault).toBe(false);
    await expect.poll(guestDefault).toBe(false);
  });

  it('refuses a value that is not on or off with a Chinese 400, and a student with 403', async () => {
    const token = await login('admin200001', HOST);
    const read = (await call(adminApi.siteSettings, { token, host: HOST })).body.data;
    const bad = await call(adminApi.saveSiteSettings, { token, host: HOST, body: { ...read, careByDefault: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(bad.body.msg).not.toMatch(/[A-Za-z]/);

    const student = await login('2023001');
    expect((await call(adminApi.saveSiteSettings, { token: student, body: read })).status).toBe(403);
  });
});
