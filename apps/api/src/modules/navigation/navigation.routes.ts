import type { FastifyInstance } from 'fastify';
import type { ApiRequest } from '../../lib/api-request';
import { navigationApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { requireUser } from '../../plugins/auth';
import { listMenus, listQuickNavigations } from './navigation.repository';
import { canSeeMenu, toMenuItem } from './navigation.service';

const tags = ['菜单'];

/** The desktop open menu list and the mobile menu list, filtered by role on the server; quick navigation. */
export async function navigationRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const reads = cachedReads(cache, 'navigation', {
    menus: (fid: number, terminal: 'pc' | 'mobile') => listMenus(db, fid, terminal),
    quickNavigations: (fid: number) => listQuickNavigations(db, fid),
  });
  const menusFor = async (request: ApiRequest, terminal: 'pc' | 'mobile') =>
    (await reads.menus(request.unit.fid, terminal)).filter((row) => canSeeMenu(row, request.session)).map(toMenuItem);

  // Guests all see the entries marked for visitors: their menus are kept serialized per unit (ADR 022); a signed-in
  // user's menus depend on their user type and are built for each call.
  serve(app, navigationApi.openMenus, ({ request }) => menusFor(request, 'pc'), { tags, shared: true });
  serve(app, navigationApi.mobileMenus, ({ request }) => menusFor(request, 'mobile'), { tags, shared: true });
  serve(
    app,
    navigationApi.quickNavigation,
    async ({ request }) => {
      requireUser(request);
      const rows = await reads.quickNavigations(request.unit.fid);
      return rows.map(({ id, name, link, icon }) => ({ id, name, link, icon }));
    },
    { tags },
  );
}
