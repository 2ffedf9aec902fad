import type { FastifyInstance } from 'fastify';
import { CODE, threeListApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { findConfig, listFields, listTypes, pageItems } from './three-list.repository';
import { SIGN_IN_TO_VIEW, toConfig, toField, toRow, TYPE_NOT_FOUND } from './three-list.service';

const tags = ['三张清单'];

/**
 * The three lists (spec §7 Three-list, 三张清单): the unit's config and list types, each type's fields (the columns)
 * and its rows a page at a time with a keyword. Guests see fields and rows only when the unit allows it.
 */
export async function threeListRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  // The same for every viewer of a unit: served from memory until a change notice (ADR 018, migration 0014).
  const reads = cachedReads(cache, 'threeList', {
    config: async (fid: number) => {
      const [[row], types] = await Promise.all([findConfig(db, fid), listTypes(db, fid)]);
      return toConfig(row, types);
    },
    fields: async (fid: number, typeId: number | undefined) => (await listFields(db, fid, typeId)).map(toField),
    page: async (fid: number, typeId: number, keyword: string | undefined, page: number, pageSize: number) => {
      const { rows, total } = await pageItems(db, fid, typeId, keyword, page, pageSize);
      return { list: rows.map(toRow), total };
    },
  });

  /** The config, after refusing a guest when the unit keeps its lists for signed-in users. */
  async function configFor(request: ApiRequest) {
    const config = await reads.config(request.unit.fid);
    const guest = request.session?.kind !== 'user';
    if (guest && config.visitorVisible !== 1) throw new BusinessError(CODE.unauthorized, SIGN_IN_TO_VIEW);
    return config;
  }
  /** The type id of a query, refused as unknown when it is not one of this unit's (another unit's included). */
  async function typeOf(request: ApiRequest, raw: string) {
    const config = await configFor(request);
    const typeId = Number(raw);
    if (!config.types.some((type) => type.typeId === typeId)) {
      throw new BusinessError(CODE.notFound, TYPE_NOT_FOUND, 404);
    }
    return typeId;
  }

  // The config is the same for every guest: it tells the page whether to ask them to sign in.
  serve(app, threeListApi.config, ({ request }) => reads.config(request.unit.fid), { tags, shared: true });
  serve(
    app,
    threeListApi.fields,
    async ({ request, query }) => {
      if (query.typeId === undefined) {
        await configFor(request);
        return reads.fields(request.unit.fid, undefined);
      }
      return reads.fields(request.unit.fid, await typeOf(request, query.typeId));
    },
    { tags, shared: true },
  );
  serve(
    app,
    threeListApi.list,
    async ({ request, query }) => {
      const typeId = await typeOf(request, query.typeId);
      return reads.page(request.unit.fid, typeId, query.keyword || undefined, query.page, query.pageSize);
    },
    { tags, shared: true },
  );
}
