import { describe, expect, it } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { useSsrHost } from '../test/ssr-host';

// Issue 9 finding 4: a link from another site must not sign a user out.
const t = useSsrHost();

const signIn = async () => (await t.signIn('2023001')).cookie;

const signedIn = async (cookie: string) => {
  const token = /token=([^;]+)/.exec(cookie)![1]!;
  const response = await t.app.inject({
    url: authApi.userInfo.path,
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
  });
  return response.json().data?.userType !== 'GUEST' && response.json().success === true;
};

describe('GET /logout', () => {
  it('from another site or a typed address asks first and signs nobody out', async () => {
    const cookie = await signIn();
    for (const site of ['cross-site', 'none']) {
      const page = await t.page('/logout?redirect=%2Fservice-hall', { headers: { cookie, 'sec-fetch-site': site } });
      expect(page.status).toBe(200);
      expect(page.html).toContain('确定要退出当前账号吗');
      expect(page.html).toContain('href="/service-hall"');
      expect(page.cookies).toEqual([]);
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it('refuses a logout posted from another site', async () => {
    const cookie = await signIn();
    const response = await t.page('/logout', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      form: { terminal: 'desktop' },
    });
    expect(response.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('from a page of this site signs out at once (the page posts the logout itself)', async () => {
    const cookie = await signIn();
    const page = await t.page('/logout?redirect=%2F', { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(page.html).toContain('正在退出登录');
    expect(page.html).not.toContain('确定要退出当前账号吗');
    const posted = await t.page('/logout?redirect=%2F', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      form: { terminal: 'desktop' },
    });
    expect(posted.status).toBe(302);
    expect(await signedIn(cookie)).toBe(false);
  });
});
