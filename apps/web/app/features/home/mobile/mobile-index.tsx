import { redirect } from 'react-router';
import type { Route } from './+types/mobile-index';
import { getBootstrap } from '../../../shared/bootstrap/bootstrap';
import { mobileHome } from '../../../shared/device/device';

/** /mobile: the mobile home target, the first mobile menu entry (spec §2). */
export async function loader({ context }: Route.LoaderArgs) {
  const target = mobileHome((await getBootstrap(context)).mobileMenus);
  throw redirect(target === '/mobile' ? '/mobile/home' : target);
}

export default function MobileIndex() {
  return null;
}
