import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from '../html';

/** What a demo site page may be framed by: any portal (a unit's 校园地图 is an /iframe menu entry). */
export const SITE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors http: https:";

/**
 * The demo units' own websites (ADR 042): the library, the information-disclosure site, the campus map, the news
 * site of a picture story… A real unit links to its own; the demo links here (/site/<code>?name=…), so no click of
 * the offline demo leads to a domain that does not exist. Public pages: nobody signs in to read a website.
 */
export async function siteRoutes(app: FastifyInstance) {
  app.get('/:code', async (request, reply) => {
    const code = String((request.params as { code?: string }).code ?? '').slice(0, 64);
    const raw = (request.query as { name?: unknown }).name;
    const name = (typeof raw === 'string' ? raw : '').slice(0, 64) || code;
    const body = `<h1>${escapeHtml(name)}</h1>
<p class="note">演示网站（${escapeHtml(code)}）</p>
<p>这里是单位自己的网站在演示环境中的替身：真实部署时，这个链接打开的是单位的${escapeHtml(name)}。</p>`;
    // Its own policy, which the app's hook keeps: this page, unlike the sign-in pages, may sit in a portal's frame.
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', SITE_POLICY)
      .header('cache-control', 'public, max-age=300')
      .send(page(name, body));
  });
}
