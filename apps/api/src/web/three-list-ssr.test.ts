import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, textContent } from 'domutils';
import { useSsrHost } from '../test/ssr-host';

// The three-list pages (三张清单) as a browser meets them: rendered on the server from the unit's field config.
const t = useSsrHost();
const GOV = 'gov.localhost';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const elements = (html: string) => findAll(() => true, parseDocument(html).children);
const named = (html: string, tag: string) => elements(html).filter((node) => node.name === tag);
const texts = (html: string, tag: string) => named(html, tag).map((node) => textContent(node).trim());

describe('desktop /three-list', () => {
  it('renders a guest the government unit’s power list: tabs with counts, columns from the fields, a page of rows', async () => {
    const { status, html } = await t.page('/three-list', { host: GOV });
    expect(status).toBe(200);
    expect(texts(html, 'h1')).toContain('三张清单');
    const tabs = elements(html).filter((node) => node.name === 'a' && /\byz-tl__tab\b/.test(node.attribs.class ?? ''));
    expect(tabs.map((tab) => textContent(tab))).toEqual([
      expect.stringMatching(/^权力清单\d+$/),
      expect.stringMatching(/^责任清单\d+$/),
      expect.stringMatching(/^公共服务清单\d+$/),
    ]);
    expect(texts(html, 'th')).toEqual(['事项编码', '事项名称', '事项类型', '实施主体', '设定依据', '行使层级']);
    expect(named(html, 'tr').length).toBe(11);
    expect(html).toContain('食品经营许可');
    // Paging is plain links.
    expect(elements(html).some((node) => node.name === 'a' && node.attribs.href?.endsWith('page=2'))).toBe(true);
  });

  it('filters by keyword from the address and says how many it found', async () => {
    const { html: first } = await t.page('/three-list', { host: GOV });
    const duty = elements(first).find((node) => node.name === 'a' && textContent(node).startsWith('责任清单'))!;
    const href = `${duty.attribs.href}&keyword=${encodeURIComponent('社会救助')}`;
    const { status, html } = await t.page(href, { host: GOV });
    expect(status).toBe(200);
    expect(texts(html, 'th')).toEqual(['部门', '主要职责', '具体工作事项', '承办处室']);
    expect(html).toMatch(/找到 \d+ 条包含「社会救助」的事项/);
    const rows = named(html, 'tr')
      .slice(1)
      .map((row) => textContent(row));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes('社会救助'))).toBe(true);
    const none = await t.page(`${duty.attribs.href}&keyword=${encodeURIComponent('无此职责')}`, { host: GOV });
    expect(none.html).toContain('未找到包含「无此职责」的事项');
  });

  it('sends a campus guest to sign in (members only) and shows a signed-in student the lists', async () => {
    const guest = await t.page('/three-list');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=%2Fthree-list');
    const { cookie } = await t.signIn('2023001', { redirect: '/three-list' });
    const { status, html } = await t.page('/three-list', { headers: { cookie } });
    expect(status).toBe(200);
    expect(texts(html, 'th')).toEqual(['部门', '主要职责', '具体事项', '联系电话']);
    expect(html).toContain('教务处');
  });
});

describe('mobile /mobile/three-list', () => {
  it('renders the power list as cards under the type tabs, with the NavBar of a secondary page', async () => {
    const { status, html } = await t.page('/mobile/three-list', { host: GOV, headers: { 'user-agent': PHONE } });
    expect(status).toBe(200);
    expect(html).toContain('三张清单');
    expect(texts(html, 'h3')).toContain('食品经营许可');
    expect(texts(html, 'dt')).toContain('事项类型');
    expect(html).toMatch(/共 \d+ 条事项/);
    const search = await t.page(`/mobile/three-list?keyword=${encodeURIComponent('行政处罚')}`, {
      host: GOV,
      headers: { 'user-agent': PHONE },
    });
    expect(search.html).toMatch(/找到 \d+ 条包含「行政处罚」的事项/);
  });
});
