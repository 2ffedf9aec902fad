import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  adminHomeApi,
  BANNER_PICTURE_UPLOAD_PATH,
  homeApi,
  homePreviewApi,
  siteConfigApi,
  type HomeDraft,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { auditLog } from '../audit/audit.table';

const t = useTestApp();
const { login, call } = consoleKit(t);
const CAMPUS = 100001;

const auditsOf = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.fid, CAMPUS), eq(auditLog.method, action)));

async function upload(bytes: Buffer, kind: 'desktop' | 'mobile', token?: string) {
  const boundary = '----yizhanhome';
  const response = await t.app.inject({
    method: 'POST',
    url: `${BANNER_PICTURE_UPLOAD_PATH}?kind=${kind}`,
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('home content in the console (ADR 081)', () => {
  it('is an editor’s: a student gets 403, a guest 401, a service administrator is refused', async () => {
    expect((await call(adminHomeApi.draft)).body).toMatchObject({ success: false, code: 401 });
    expect((await call(adminHomeApi.draft, { token: await login('2023001') })).status).toBe(403);
    expect((await call(adminHomeApi.draft, { token: await login('jwc100001') })).status).toBe(403);
    const draft = await call(adminHomeApi.draft, { token: await login('editor100001') });
    expect(draft.status).toBe(200);
    expect((draft.body.data as HomeDraft).content.layouts.map((layout) => layout.template)).toEqual([1, 2, 4, 5]);
    expect((draft.body.data as HomeDraft).unpublished).toBe(false);
  });

  it('takes banner pictures as avatars are taken; the phone art is cut to 750×400; an SVG is refused', async () => {
    const editor = await login('editor100001');
    const png = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const mobile = await upload(png, 'mobile', editor);
    expect(mobile.body.data).toMatchObject({ width: 750, height: 400 });
    const served = await t.app.inject({ method: 'GET', url: mobile.body.data.url, headers: { host: 'localhost' } });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, 'desktop', editor)).body.msg).toBe('轮播图图片只能是 JPEG、PNG 或 WebP 格式');
    expect((await upload(png, 'desktop', await login('2023001'))).status).toBe(403);
    expect((await upload(png, 'desktop')).body.code).toBe(401);
    expect(await auditsOf('home.picture')).toHaveLength(1);
  });

  it('saves a draft, refuses bad input in Chinese and a stale version with 409, previews, then publishes', async () => {
    const editor = await login('editor100001');
    const draft = (await call(adminHomeApi.draft, { token: editor })).body.data as HomeDraft;
    const banner = {
      key: 'new1',
      title: '草稿里的轮播图',
      image: '/pedestal/home/banner-pictures/aaaaaaaaaaaaaaaaaaaaaa.webp',
      mobileImage: '',
      link: '/service-hall',
      enabled: true,
    };
    const content = { ...draft.content, banners: [banner, ...draft.content.banners] };

    const bad = await call(adminHomeApi.saveDraft, {
      token: editor,
      body: { content: { ...content, banners: [{ ...banner, link: 'javascript:alert(1)' }] }, version: draft.version },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/链接应为门户内/);

    const saved = await call(adminHomeApi.saveDraft, { token: editor, body: { content, version: draft.version } });
    expect(saved.status).toBe(200);
    expect((saved.body.data as HomeDraft).unpublished).toBe(true);
    const stale = await call(adminHomeApi.saveDraft, { token: editor, body: { content, version: draft.version } });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该内容已被他人修改');
    expect(await auditsOf('home.draft')).toHaveLength(1);

    // Not live yet: the guest's banners are unchanged; the preview link shows the draft, to anyone holding it.
    const guestBanners = async () =>
      (await call(siteConfigApi.banners)).body.data.map((item: { title: string }) => item.title);
    expect(await guestBanners()).not.toContain('草稿里的轮播图');
    const preview = await call(adminHomeApi.preview, { token: editor, body: {} });
    expect(preview.status).toBe(200);
    const shown = await call(withQuery(homePreviewApi.preview, { previewToken: preview.body.data.token }));
    expect(shown.body.data.banner[0].title).toBe('草稿里的轮播图');
    expect((await call(withQuery(homePreviewApi.preview, { previewToken: 'x'.repeat(32) }))).status).toBe(404);

    const published = await call(adminHomeApi.publish, {
      token: editor,
      body: { version: (saved.body.data as HomeDraft).version },
    });
    expect(published.status).toBe(200);
    expect((published.body.data as HomeDraft).unpublished).toBe(false);
    expect((await guestBanners())[0]).toBe('草稿里的轮播图');
    expect(await auditsOf('home.publish')).toHaveLength(1);
    // Publishing ends the preview link.
    expect((await call(withQuery(homePreviewApi.preview, { previewToken: preview.body.data.token }))).status).toBe(404);
  });

  it('switches a module off for one template and the phone’s home follows its own layout', async () => {
    const admin = await login('admin100001');
    const draft = (await call(adminHomeApi.draft, { token: admin })).body.data as HomeDraft;
    const layouts = draft.content.layouts.map((layout) =>
      layout.template === 5
        ? { ...layout, modules: layout.modules.map((module) => ({ ...module, enabled: module.sign !== 'banner' })) }
        : layout,
    );
    const saved = await call(adminHomeApi.saveDraft, {
      token: admin,
      body: { content: { ...draft.content, layouts }, version: draft.version },
    });
    await call(adminHomeApi.publish, { token: admin, body: { version: saved.body.data.version } });
    const signs = async (template: number) =>
      (await call(withQuery(homeApi.pageStatus, { template }))).body.data.map(
        (module: { sign: string }) => module.sign,
      );
    expect(await signs(5)).not.toContain('banner');
    expect(await signs(1)).toContain('banner');
  });

  it('switches a special off without losing its services, and on again', async () => {
    const admin = await login('admin100001');
    const specialsShown = async () =>
      (await call(homeApi.specials)).body.data.map((special: { id: number; appCount: number }) => special);
    const before = await specialsShown();
    expect(before.length).toBeGreaterThan(0);
    const first = before[0];
    const switched = async (enabled: boolean) => {
      const draft = (await call(adminHomeApi.draft, { token: admin })).body.data as HomeDraft;
      const specials = draft.content.specials.map((item) => (item.liveId === first.id ? { ...item, enabled } : item));
      const saved = await call(adminHomeApi.saveDraft, {
        token: admin,
        body: { content: { ...draft.content, specials }, version: draft.version },
      });
      await call(adminHomeApi.publish, { token: admin, body: { version: saved.body.data.version } });
    };
    await switched(false);
    expect((await specialsShown()).map((special: { id: number }) => special.id)).not.toContain(first.id);
    await switched(true);
    expect((await specialsShown()).find((special: { id: number }) => special.id === first.id)).toEqual(first);
  });
});
