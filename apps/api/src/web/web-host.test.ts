import { describe, expect, it } from 'vitest';
import { useSsrHost } from '../test/ssr-host';

// Server-side rendering of the built web app, through the same web host `npm start` uses.
const t = useSsrHost();
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** GET over real HTTP with a chosen Host header. */
const page = (url: string, host = 'localhost', headers: Record<string, string> = {}) => t.page(url, { host, headers });

describe('server-side rendering', () => {
  it('renders the unit title, its menu and styles into the HTML before any script runs', async () => {
    const { status, html, headers } = await page('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/);
    expect(html).toMatch(/<title>[^<]* · 示范大学一站式服务大厅<\/title>/);
    for (const name of ['服务大厅', '业务系统', '新闻资讯', '校园地图']) expect(html).toContain(name);
    expect(html).toMatch(/<style[^>]*>[^<]*\.ant-menu/);
    expect(html).toContain('--yz-color-primary:#1a4f9c');
  });

  it('renders another unit from its own host and nothing of the first', async () => {
    const { status, html } = await page('/', 'gov.localhost');
    expect(status).toBe(200);
    expect(html).toMatch(/<title>[^<]* · 示范市政务服务网<\/title>/);
    expect(html).toContain('yz-frame--pctpl2');
    expect(html).toContain('办事服务');
    expect(html).not.toContain('示范大学');
  });

  it('answers an unknown host with a Chinese 404 page', async () => {
    const { status, html } = await page('/', 'nobody.example.com');
    expect(status).toBe(404);
    expect(html).toContain('nobody.example.com');
    expect(html).toContain('页面不存在');
  });

  it('answers an unknown route with the not-found view and HTTP 404', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('抱歉，您访问的页面不存在');
    // A guest has nothing to sign out of: the way on is 返回首页 (ADR 025).
    expect(html).toContain('返回首页');
  });

  it('sends a phone asking for a desktop page to the first mobile menu link', async () => {
    const { status, headers } = await page('/', 'localhost', { 'user-agent': iphone });
    expect(status).toBe(302);
    expect(headers.get('location')).toBe('/mobile/home');
  });

  it('sends /mobile to the first mobile menu link of the unit', async () => {
    expect((await page('/mobile')).headers.get('location')).toBe('/mobile/home');
    expect((await page('/mobile', '331906.localhost')).headers.get('location')).toBe('/mobile/work');
  });

  it('renders the mobile home with the mobile menu and the TabBar', async () => {
    const { status, html } = await page('/mobile/home', 'localhost', { 'user-agent': iphone });
    expect(status).toBe(200);
    for (const name of ['通知公告', '搜索', '底部导航']) expect(html).toContain(name);
    expect(html).toContain('--adm-color-primary:#1a4f9c');
  });

  it('renders every home module of the template with its data, in the layout order', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const moduleHeadings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);
    const expected = ['常用工具', '服务推荐', '新闻资讯', '专题服务', '数据统计'];
    expect(moduleHeadings.filter((heading) => expected.includes(heading!))).toEqual(expected);
    // Module data arrives with the page (streamed promises resolved before the HTML is sent).
    expect(html).toContain('校园卡');
    expect(html).toContain('新生入学');
  });

  it('shows the error screen for a no-authorisation code', async () => {
    const { html } = await page('/error?code=1004');
    expect(html).toContain('暂无可访问的菜单或页面');
    expect(html).toContain('data-kind="no-auth"');
  });

  it('serves hashed assets with immutable caching and keeps API 404s as JSON', async () => {
    const { html } = await page('/');
    const asset = html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const script = await page(asset!);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    const api = await page('/homepage/no-such-call');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.html)).toMatchObject({ success: false, code: 404 });
  });
});
