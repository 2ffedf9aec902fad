import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminApi, siteConfigApi, SITE_LOGO_UPLOAD_PATH } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit } from '../access/access.test-kit';
import { auditLog } from '../audit';

const t = useTestApp();
const { login, call } = consoleKit(t);

async function upload(bytes: Buffer, token?: string, host = 'localhost') {
  const boundary = '----yizhanlogo';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: SITE_LOGO_UPLOAD_PATH,
    headers: {
      host,
      origin: `http://${host}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();

const guestLogo = async () => (await call(siteConfigApi.unitConfig)).body.data.logo as string;

describe('站点标识 uploaded in 站点设置', () => {
  it('is checked as avatars are, fitted into 480×120, served for good, and shown to guests once saved', async () => {
    const admin = await login('admin100001');
    const uploaded = await upload(await picture(1200, 600), admin);
    expect(uploaded.body.data).toMatchObject({ width: 240, height: 120 });
    const { url } = uploaded.body.data;
    expect(url).toMatch(/^\/pedestal\/site\/logos\/[\w-]{22}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 240, height: 120 });
    const elsewhere = await t.app.inject({ method: 'GET', url, headers: { host: 'gov.localhost' } });
    expect(elsewhere.statusCode, 'another unit does not serve it').toBe(404);

    const small = await upload(await picture(100, 40), admin);
    expect(small.body.data, 'never enlarged').toMatchObject({ width: 100, height: 40 });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'admin_write'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ method: 'site.logo', username: 'admin100001' });

    // Uploading alone changes nothing on the sites; saving the settings does, for guests at once.
    expect(await guestLogo()).not.toBe(url);
    const settings = (await call(adminApi.siteSettings, { token: admin })).body.data;
    const saved = await call(adminApi.saveSiteSettings, { token: admin, body: { ...settings, logo: url } });
    expect(saved.body.data.logo).toBe(url);
    await expect.poll(guestLogo, { timeout: 1_000 }).toBe(url);
    const themes = (await call(siteConfigApi.themes)).body.data as { type: number; labelLogo?: string }[];
    expect(themes.find((entry) => entry.type === 2)?.labelLogo).toBe(url);
  });

  it('refuses what is no picture, and anyone who may not change the site settings', async () => {
    const admin = await login('admin100001');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload(svg, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('标志图片只能是 JPEG、PNG 或 WebP 格式');
    const png = await picture(200, 50);
    expect((await upload(png, await login('editor100001'))).status).toBe(403);
    expect((await upload(png, await login('2023001'))).status).toBe(403);
    expect((await upload(png)).body.code).toBe(401);
  });

  it('takes an address only of this site or over HTTPS', async () => {
    const admin = await login('admin100001');
    const settings = (await call(adminApi.siteSettings, { token: admin })).body.data;
    for (const logo of ['javascript:alert(1)', 'http://example.com/logo.png', '//example.com/logo.png', 'data:x']) {
      const saved = await call(adminApi.saveSiteSettings, { token: admin, body: { ...settings, logo } });
      expect(saved.status, logo).toBe(400);
      expect(saved.body.msg, logo).toContain('站点标识应为上传的图片，或以 https:// 开头的图片地址');
    }
    const outside = await call(adminApi.saveSiteSettings, {
      token: admin,
      body: { ...settings, logo: 'https://cdn.example.com/logo.png' },
    });
    expect(outside.body.data.logo).toBe('https://cdn.example.com/logo.png');
  });
});
