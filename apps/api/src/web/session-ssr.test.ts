import { describe, expect, it } from 'vitest';
import { cookieHeader, useSsrHost } from '../test/ssr-host';

// The session and the route guards as a browser meets them: server-rendered pages, cookies and redirects.
const t = useSsrHost();

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
const signIn = (username: string, redirect?: string, host?: string) =>
  t.signIn(username, { ...(redirect ? { redirect } : {}), ...(host ? { host } : {}) });

describe('first visit', () => {
  it('gets a guest token with the page itself: HttpOnly token cookie and tourist=1', async () => {
    const { status, cookies, html } = await t.page('/');
    expect(status).toBe(200);
    expect(cookies.find((cookie) => cookie.startsWith('token='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(cookies).toContainEqual(expect.stringMatching(/^tourist=1;/));
    expect(html).toContain('yz-header__login');
  });

  it('keeps a valid token: no new cookie on the next page', async () => {
    const first = await t.page('/');
    const second = await t.page('/home', { headers: { cookie: cookieHeader(first) } });
    expect(second.cookies).toEqual([]);
  });

  it('replaces a token the API no longer accepts with a new guest token', async () => {
    const { cookies, status } = await t.page('/', { headers: { cookie: 'token=not-a-token; tourist=0' } });
    expect(status).toBe(200);
    expect(cookies).toContainEqual(expect.stringMatching(/^tourist=1;/));
  });
});

describe('desktop route guard on the server', () => {
  it('sends a guest to the login page with the path to come back to', async () => {
    const { status, headers } = await t.page('/personal-center/collect?tab=2');
    expect(status).toBe(302);
    expect(headers.get('location')).toBe('/login?redirect=%2Fpersonal-center%2Fcollect%3Ftab%3D2');
  });

  it('lets a guest open a public custom entry but not a login-only or unknown one', async () => {
    expect((await t.page('/iframe?pageNavigationId=9')).status).toBe(200);
    expect((await t.page('/iframe?pageNavigationId=999')).headers.get('location')).toMatch(/^\/login\?redirect=/);
  });

  it('answers a page id that cannot be an id with 404 Page Not Found (page-validate)', async () => {
    const { status, html } = await t.page('/service-hall/details/%3Cscript%3E');
    expect(status).toBe(404);
    expect(html).toContain('Page Not Found');
  });

  it('answers an unknown path with the not-found view and 404', async () => {
    const { status, html } = await t.page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('页面不存在');
  });
});

describe('sign-in through the login page', () => {
  it('issues a new user token and returns to the redirect target', async () => {
    const { response, cookie } = await signIn('2023001');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/personal-center');
    expect(response.cookies).toContainEqual(expect.stringMatching(/^tourist=0;/));
    const page = await t.page('/personal-center', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.html).toContain('李明');
  });

  it('never follows an off-site redirect', async () => {
    const { response } = await signIn('2023001', '//evil.com/x');
    expect(response.headers.get('location')).toBe('/home');
  });

  it('sends a user without any menu entry to /error?code=1004', async () => {
    const { response } = await signIn('nomenu');
    expect(response.headers.get('location')).toBe('/error?code=1004');
  });

  it('sends a signed-in user without the entry to /error?code=1004 with the full path', async () => {
    const { cookie } = await signIn('nomenu');
    const page = await t.page('/news?x=1', { headers: { cookie } });
    expect(page.headers.get('location')).toBe('/error?code=1004&redirect=%2Fnews%3Fx%3D1');
  });

  it('shows the same Chinese message for a wrong password, in the page', async () => {
    const first = await t.page('/');
    const page = await t.page('/login', {
      method: 'POST',
      headers: { cookie: cookieHeader(first), origin: 'http://localhost' },
      form: { username: 'T1001', password: 'wrong-password' },
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('账号或密码错误');
  });

  it('refuses a sign-in form posted from another site (R5)', async () => {
    const page = await t.page('/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      form: { username: '2023001', password: 'Yizhan@2026' },
    });
    expect(page.status).toBe(403);
  });
});

describe('logout', () => {
  it('revokes the session, resets to a guest token and goes to the login page with the return path', async () => {
    const { cookie } = await signIn('T1001');
    const out = await t.page('/logout?redirect=%2Fnews', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost' },
      form: { terminal: 'desktop' },
    });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/login?redirect=%2Fnews');
    expect(out.cookies).toContainEqual(expect.stringMatching(/^tourist=1;/));
    // The old user token is dead: the page renders as a guest's.
    const again = await t.page('/personal-center', { headers: { cookie } });
    expect(again.headers.get('location')).toMatch(/^\/login\?redirect=/);
  });
});

describe('mobile guard on the server', () => {
  it('sends a guest to mobile login for a page that needs sign-in', async () => {
    const { status, headers } = await t.page('/mobile/personal-center');
    expect(status).toBe(302);
    expect(headers.get('location')).toBe('/mobile-login?redirect=%2Fmobile%2Fpersonal-center');
  });

  it('sends a signed-in user to /mobile/no-permission for a mobile link not offered, naming it', async () => {
    const { cookie } = await signIn('nomenu');
    const { headers } = await t.page('/mobile/work', { headers: { cookie } });
    expect(headers.get('location')).toBe('/mobile/no-permission?redirect=%2Fmobile%2Fwork');
  });
});
