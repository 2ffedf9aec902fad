import type { FastifyInstance } from 'fastify';
import { navigationApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { serve } from '../../lib/serve';
import { listMenus } from './navigation.repository';
import { toMenuItem } from './navigation.service';

const tags = ['菜单'];

/** The desktop open menu list and the mobile menu list. */
export async function navigationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serve(
    app,
    navigationApi.openMenus,
    async ({ request }) => (await listMenus(db, request.unit.fid, 'pc')).map(toMenuItem),
    {
      tags,
    },
  );
  serve(
    app,
    navigationApi.mobileMenus,
    async ({ request }) => (await listMenus(db, request.unit.fid, 'mobile')).map(toMenuItem),
    { tags },
  );
}
