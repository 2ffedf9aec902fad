import { describe, expect, it } from 'vitest';
import { adminHomeApi, type HomeDraft } from '@yizhan/contracts';
import { consoleKit } from '../modules/access/access.test-kit';
import { useSsrHost } from '../test/ssr-host';

// A preview link renders the real home page with the console's draft (ADR 081): for whoever holds it, never kept
// among the shared guest pages, and gone once the draft is published.
const t = useSsrHost();
const { login, call } = consoleKit(t);

describe('home preview pages', () => {
  it('show the draft to a guest holding the link, stay out of the guest pages, and end at publishing', async () => {
    const editor = await login('editor100001');
    const draft = (await call(adminHomeApi.draft, { token: editor })).body.data as HomeDraft;
    const banner = {
      key: 'ssr1',
      title: '预览中的轮播图',
      image: '/pedestal/home/banner-pictures/bbbbbbbbbbbbbbbbbbbbbb.webp',
      mobileImage: '',
      link: '',
      enabled: true,
    };
    const content = { ...draft.content, banners: [banner, ...draft.content.banners] };
    const saved = await call(adminHomeApi.saveDraft, { token: editor, body: { content, version: draft.version } });
    const { token } = (await call(adminHomeApi.preview, { token: editor, body: {} })).body.data;

    expect((await t.page('/')).html).not.toContain('预览中的轮播图');
    for (const path of ['/', '/mobile/home']) {
      const page = await t.page(`${path}?preview=${token}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('预览中的轮播图');
      expect(page.html).toContain('草稿预览');
      expect(page.headers.get('cache-control')).toBe('no-store');
    }
    // The plain home page is still the published one for the next guest.
    expect((await t.page('/')).html).not.toContain('预览中的轮播图');

    await call(adminHomeApi.publish, { token: editor, body: { version: (saved.body.data as HomeDraft).version } });
    expect((await t.page(`/?preview=${token}`)).status).toBe(404);
    expect((await t.page('/')).html).toContain('预览中的轮播图');
  });
});
