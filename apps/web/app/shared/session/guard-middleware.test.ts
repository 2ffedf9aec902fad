import { describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Bootstrap } from '../bootstrap/bootstrap';
import { bootstrapContext } from '../bootstrap/bootstrap';
import { rememberBootstrap } from '../bootstrap/client-bootstrap';
import { menuItem } from '../testing/menu-item';
import { guardClientMiddleware, guardMiddleware } from './guard-middleware';

const guestMenus = [menuItem({ link: '/home', path: '/home' }), menuItem({ link: '/news', path: '/news' })];
const bootstrap = (userType: 'GUEST' | 'STUDENT', openMenus = guestMenus) =>
  ({
    openMenus,
    mobileMenus: [menuItem({ link: '/mobile/home', path: '/mobile/home' })],
    user: { fid: 1, uid: userType === 'GUEST' ? '' : '1', userType, name: '', avatar: '', loginTime: '' },
  }) as unknown as Bootstrap;

/** What a middleware threw: the redirect target or the status, or 'next' when it let the request through. */
async function outcome(run: (next: () => Promise<Response>) => Promise<unknown>) {
  const next = vi.fn(async () => new Response('ok'));
  try {
    await run(next);
    return next.mock.calls.length === 1 ? 'next' : 'stopped';
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location') ?? thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    return init?.status ?? thrown;
  }
}

describe('guard middleware', () => {
  it('on the server: reads the pattern without its leading slash and redirects a guest to login', async () => {
    const context = new RouterContextProvider();
    context.set(bootstrapContext, async () => bootstrap('GUEST'));
    const run = (pattern: string, url: string) => (next: () => Promise<Response>) =>
      guardMiddleware('desktop')({ context, url: new URL(url), pattern }, next);
    expect(await outcome(run('task-center', 'http://x/task-center?a=1'))).toBe(
      '/login?redirect=%2Ftask-center%3Fa%3D1',
    );
    expect(await outcome(run('news/more/:id', 'http://x/news/more/3'))).toBe('next');
    expect(await outcome(run('/', 'http://x/'))).toBe('next');
    expect(await outcome(run('no/such/:route', 'http://x/no/such/1'))).toBe(404);
  });

  it('in the browser: uses the bootstrap the page rendered with, so client navigations are guarded too', async () => {
    const run = (pattern: string, url: string) => (next: () => Promise<Response>) =>
      guardClientMiddleware('desktop')({ url: new URL(url), pattern }, next);
    rememberBootstrap(bootstrap('GUEST'));
    expect(await outcome(run('personal-center', 'http://x/personal-center'))).toBe(
      '/login?redirect=%2Fpersonal-center',
    );
    rememberBootstrap(bootstrap('STUDENT'));
    expect(await outcome(run('personal-center', 'http://x/personal-center'))).toBe(
      '/error?code=1004&redirect=%2Fpersonal-center',
    );
    rememberBootstrap(bootstrap('STUDENT', [...guestMenus, menuItem({ link: '/personal-center' })]));
    expect(await outcome(run('personal-center', 'http://x/personal-center'))).toBe('next');
  });

  it('sends a user whose password an administrator set to 修改密码 first, on both sites (ADR 079)', async () => {
    const forced = bootstrap('STUDENT', [...guestMenus, menuItem({ link: '/personal-center' })]);
    rememberBootstrap({ ...forced, user: { ...forced.user, mustChangePassword: true } });
    const run = (guard: 'desktop' | 'mobile', pattern: string, url: string) => (next: () => Promise<Response>) =>
      guardClientMiddleware(guard)({ url: new URL(url), pattern }, next);
    expect(await outcome(run('desktop', '/', 'http://x/'))).toBe('/personal-center/password');
    expect(await outcome(run('desktop', 'personal-center', 'http://x/personal-center'))).toBe(
      '/personal-center/password',
    );
    expect(await outcome(run('desktop', 'personal-center/password', 'http://x/personal-center/password'))).toBe('next');
    expect(await outcome(run('mobile', 'mobile/home', 'http://x/mobile/home'))).toBe(
      '/mobile/personal-center/password',
    );
    const page = 'mobile/personal-center/password';
    expect(await outcome(run('mobile', page, `http://x/${page}`))).toBe('next');
  });

  it('on the mobile site: a guest goes to mobile login for a page the mobile menu does not offer', async () => {
    rememberBootstrap(bootstrap('GUEST'));
    const result = await outcome((next) =>
      guardClientMiddleware('mobile')(
        { url: new URL('http://x/mobile/personal-center'), pattern: 'mobile/personal-center' },
        next,
      ),
    );
    expect(result).toBe('/mobile-login?redirect=%2Fmobile%2Fpersonal-center');
  });
});
