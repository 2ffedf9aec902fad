import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { eq } from 'drizzle-orm';
import { newsArticles, newsCategories } from '../modules/news/news.table';
import { useSsrHost } from '../test/ssr-host';

// News pages as a browser meets them (ADR 029): rendered on the server, article bodies cleaned on the way out.
const t = useSsrHost();
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** The elements of a page as an HTML parser builds them. */
const elements = (html: string) => findAll(() => true, parseDocument(html).children);
const byClass = (nodes: Element[], name: string) =>
  nodes.filter((node) => (node.attribs.class ?? '').split(/\s+/).includes(name));

/** Stores an article the way a careless import would, bypassing the sanitiser on save. */
async function storeHostileArticle() {
  const [category] = await t.database.db.select().from(newsCategories).where(eq(newsCategories.fid, 100001)).limit(1);
  const [row] = await t.database.db
    .insert(newsArticles)
    .values({
      fid: 100001,
      categoryId: category!.id,
      title: '恶意正文测试',
      content:
        '<p id="kept">正文段落</p><script>window.pwned=1</script><img src="/x.svg" onerror="window.pwned=2">' +
        '<a href="javascript:window.pwned=3">点我</a><p onclick="window.pwned=4">段落</p>',
      publishedAt: new Date('2020-01-01T00:00:00Z'),
    })
    .returning({ id: newsArticles.id });
  return row!.id;
}

describe('news pages', () => {
  it('renders /news with every category and links to more and to articles', async () => {
    const { status, html } = await t.page('/news');
    expect(status).toBe(200);
    const nodes = elements(html);
    const headings = byClass(nodes, 'yz-news__section-title').map((heading) => textContent(heading));
    expect(headings.join()).toContain('通知公告');
    expect(headings).toHaveLength(6);
    const links = nodes.filter((node) => node.name === 'a').map((node) => node.attribs.href ?? '');
    expect(links.some((href) => href.startsWith('/news/more/'))).toBe(true);
    expect(links.some((href) => href.startsWith('/news/detail/'))).toBe(true);
  });

  it('R2: renders an article without any script, event handler or javascript: link, on both sites', async () => {
    const id = await storeHostileArticle();
    for (const path of [`/news/detail/${id}`, `/mobile/news/detail/${id}`]) {
      const { status, html } = await t.page(
        path,
        path.startsWith('/mobile') ? { headers: { 'user-agent': PHONE } } : {},
      );
      expect(status, path).toBe(200);
      const [body] = byClass(elements(html), 'yz-news-body');
      expect(body, path).toBeDefined();
      const inside = findAll(() => true, body!.children);
      expect(textContent(body!)).toContain('正文段落');
      expect(inside.filter((node) => node.name === 'script')).toEqual([]);
      for (const node of inside) {
        for (const attribute of Object.keys(node.attribs)) expect(attribute, path).not.toMatch(/^on/i);
        expect(node.attribs.href ?? '', path).not.toMatch(/^\s*javascript:/i);
      }
      expect(html).not.toContain('window.pwned');
    }
  });

  it('answers 404 in the frame for an unknown article or category', async () => {
    expect((await t.page('/news/detail/999999')).status).toBe(404);
    expect((await t.page('/news/more/999999')).status).toBe(404);
    expect((await t.page('/news/detail/abc')).status).toBe(404);
  });
});
