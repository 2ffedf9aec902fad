import type { FastifyInstance, FastifyRequest } from 'fastify';
import { navigationApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { serve } from '../../lib/serve';
import { requireUser } from '../../plugins/auth';
import { listMenus, listQuickNavigations } from './navigation.repository';
import { canSeeMenu, toMenuItem } from './navigation.service';

const tags = ['菜单'];

/** The desktop open menu list and the mobile menu list, filtered by role on the server; quick navigation. */
export async function navigationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const menusFor = async (request: FastifyRequest, terminal: 'pc' | 'mobile') =>
    (await listMenus(db, request.unit.fid, terminal)).filter((row) => canSeeMenu(row, request.session)).map(toMenuItem);

  serve(app, navigationApi.openMenus, ({ request }) => menusFor(request, 'pc'), { tags });
  serve(app, navigationApi.mobileMenus, ({ request }) => menusFor(request, 'mobile'), { tags });
  serve(
    app,
    navigationApi.quickNavigation,
    async ({ request }) => {
      requireUser(request);
      const rows = await listQuickNavigations(db, request.unit.fid);
      return rows.map(({ id, name, link, icon }) => ({ id, name, link, icon }));
    },
    { tags },
  );
}
