import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { useSsrHost } from '../test/ssr-host';

// The information center and the phone's 消息通知 as a browser meets them (ADR 030): rendered on the server for the
// signed-in user only, never kept or shared.
const t = useSsrHost();
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const elements = (html: string) => findAll(() => true, parseDocument(html).children);
const byClass = (nodes: Element[], name: string) =>
  nodes.filter((node) => (node.attribs.class ?? '').split(/\s+/).includes(name));

describe('information center pages', () => {
  it('renders /info-center for the signed-in user: their entries, unread first marks, filters, no-store', async () => {
    const { cookie } = await t.signIn('2023001');
    const { status, html, headers } = await t.page('/info-center', { headers: { cookie } });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const nodes = elements(html);
    const entries = byClass(nodes, 'yz-info-entry');
    expect(entries.length).toBe(10);
    expect(byClass(nodes, 'yz-info-entry--unread').length).toBeGreaterThan(0);
    const text = textContent(entries);
    expect(text).toContain('期末考试安排');
    expect(text).not.toContain('王芳老师');
    const filters = byClass(nodes, 'yz-info__filter').map((node) => textContent(node));
    expect(filters.join(' ')).toMatch(/全部.*通知.*消息.*订阅资讯.*未读.*已读/);
    expect(html).toContain('全部标为已读');
    // The header's bell leads here.
    expect(nodes.some((node) => node.name === 'a' && node.attribs.href === '/info-center')).toBe(true);
  });

  it('filters by kind and read state from the URL', async () => {
    const { cookie } = await t.signIn('T1001');
    const { html } = await t.page('/info-center?kind=message&read=0', { headers: { cookie } });
    const entries = byClass(elements(html), 'yz-info-entry');
    expect(entries.length).toBe(1);
    expect(entries.every((entry) => entry.attribs['data-kind'] === 'message')).toBe(true);
    expect(textContent(entries)).toContain('学院教学工作例会');
  });

  it('asks a guest to sign in instead of showing anyone’s messages', async () => {
    const { status, html } = await t.page('/info-center');
    expect(status).toBe(200);
    expect(html).toContain('登录后可查看发给您的通知');
    expect(byClass(elements(html), 'yz-info-entry')).toEqual([]);
  });

  it('renders /mobile/notice for the signed-in phone user, kept out of every cache', async () => {
    const { cookie } = await t.signIn('citizen', { host: 'gov.localhost' });
    const { status, html, headers } = await t.page('/mobile/notice', {
      host: 'gov.localhost',
      headers: { cookie, 'user-agent': PHONE },
    });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const nodes = elements(html);
    const rows = byClass(nodes, 'yz-mnotice-row');
    expect(rows.length).toBe(6);
    expect(textContent(rows)).toContain('社会保障卡申领');
    expect(textContent(rows)).not.toContain('期末考试');
    expect(html).toContain('只看未读');
    expect(html).toContain('全部已读');
    const guest = await t.page('/mobile/notice', { headers: { 'user-agent': PHONE } });
    expect(guest.status).toBe(200);
    expect(guest.html).toContain('登录后可查看发给您的通知和消息');
  });
});
