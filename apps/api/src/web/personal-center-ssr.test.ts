import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, textContent } from 'domutils';
import { serviceHallApi } from '@yizhan/contracts';
import { useSsrHost } from '../test/ssr-host';

// 我的 on the phone (/mobile/personal-center) as a browser meets it: rendered on the server, lists included.
const t = useSsrHost();
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const elements = (html: string) => findAll(() => true, parseDocument(html).children);
const section = (html: string, id: string) => elements(html).find((node) => node.attribs.id === id);

describe('/mobile/personal-center', () => {
  it('sends a guest to the mobile login and back', async () => {
    const { status, headers } = await t.page('/mobile/personal-center', { headers: { 'user-agent': PHONE } });
    expect(status).toBe(302);
    expect(headers.get('location')).toBe('/mobile-login?redirect=%2Fmobile%2Fpersonal-center');
  });

  it('shows the signed-in user, their collected services, an empty recent list and the sign-out form', async () => {
    const { cookie } = await t.signIn('2023001', { redirect: '/mobile/personal-center' });
    const token = /token=([^;]+)/.exec(cookie)![1]!;
    const collected = await t.app.inject({
      method: 'POST',
      url: serviceHallApi.collect.path,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload: { appId: '1', collect: true },
    });
    expect(collected.json().success).toBe(true);

    const { status, html } = await t.page('/mobile/personal-center', { headers: { cookie, 'user-agent': PHONE } });
    expect(status).toBe(200);
    expect(html).not.toContain('建设中');
    const nodes = elements(html);
    const profile = nodes.find((node) => node.attribs.class === 'yz-mpc-profile');
    expect(textContent(profile!)).toMatch(/李明.*账号：2023001.*示范大学/);

    const collect = section(html, 'yz-mpc-collect')!;
    const links = findAll((node) => node.name === 'a', collect.children);
    expect(links.map((link) => [link.attribs.href, textContent(link)])).toEqual([
      ['/mobile/service-guide/1', '在读证明开具'],
    ]);
    expect(textContent(section(html, 'yz-mpc-recent')!)).toContain('暂无数据');

    const form = nodes.find((node) => node.attribs.class === 'yz-mpc-logout')!;
    expect([form.name, form.attribs.method, form.attribs.action]).toEqual([
      'form',
      'post',
      '/logout?redirect=%2Fmobile',
    ]);
    expect(textContent(form)).toContain('退出登录');
  });

  it('signs out from the form it renders: the session is gone and the phone lands on a guest page', async () => {
    const { cookie } = await t.signIn('2023001', { redirect: '/mobile/personal-center' });
    const posted = await t.page('/logout?redirect=%2Fmobile', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'user-agent': PHONE },
      form: { terminal: 'mobile' },
    });
    expect(posted.status).toBe(302);
    expect(posted.cookies).toContainEqual(expect.stringMatching(/^tourist=1;/));
  });
});
