import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { isGuestUser, type Bootstrap } from '../bootstrap/bootstrap';

/**
 * The permission directive of spec §6: what it wraps is not rendered for tourists (guests), on the server or in
 * the browser.
 */
export function ForUsers({ children }: { children: ReactNode }) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  if (!bootstrap || isGuestUser(bootstrap.user)) return null;
  return <>{children}</>;
}
