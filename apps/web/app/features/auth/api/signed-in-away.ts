import { redirect, type RouterContextProvider } from 'react-router';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { signedInLoginTarget } from '../lib/after-login';

const loginPages: Record<string, 'openMenus' | 'mobileMenus'> = {
  '/login': 'openMenus',
  '/mobile-login': 'mobileMenus',
};

/**
 * Route middleware of the view layout: a signed-in visitor who opens /login or /mobile-login has nothing to sign in
 * to, and goes on to the redirect target (validated as after a sign-in) or the site's home.
 */
export async function signedInAwayFromLogin(
  { context, url, pattern }: { context: Readonly<RouterContextProvider>; url: URL; pattern: string },
  next: () => Promise<Response>,
): Promise<Response> {
  // React Router reports the pattern without its leading slash ('login').
  const menus = loginPages[`/${pattern.replace(/^\/+/, '')}`];
  if (menus) {
    const bootstrap = await getBootstrap(context);
    if (!isGuestUser(bootstrap.user)) {
      throw redirect(
        signedInLoginTarget({
          redirect: url.searchParams.get('redirect'),
          menus: bootstrap[menus],
          host: url.hostname,
        }),
      );
    }
  }
  return next();
}
