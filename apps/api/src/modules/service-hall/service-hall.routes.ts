import type { FastifyInstance } from 'fastify';
import type { ApiRequest } from '../../lib/api-request';
import { ATTRIBUTE_TYPE, CODE, serviceHallApi } from '@yizhan/contracts';
import { replicaReads, type Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { qrImage } from '../../lib/qr-image';
import { siteOrigin } from '../units';
import { mobileGuidePath } from './service-hall.paths';
import { requireUser } from '../../plugins/auth';
import {
  addHit,
  findApp,
  findGuide,
  listCollected,
  listCondition,
  listDepartments,
  listHot,
  listLabels,
  listRecent,
  listRecommended,
  listTypes,
  pageApps,
  recordClick,
  setCollected,
  type AppFilter,
} from './service-hall.repository';
import {
  APP_NOT_FOUND,
  canSeeApp,
  findVisibleApp,
  GUIDE_NOT_FOUND,
  groupByDate,
  RECENT_LIMIT,
  toApps,
  toGuide,
  withCollected,
} from './service-hall.service';
import { viewerOf } from '../../lib/viewer';

const tags = ['服务大厅'];

/** The service hall (服务大厅) and business systems (业务系统): catalogue, guides, collects, recent use, clicks. */
export async function serviceHallRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  // The catalogue, its filters and the guides are the same for every viewer: read from the replica when there is
  // one (ADR 078). A viewer's own marks (collected, recent uses) stay on the primary.
  const shared = replicaReads(db);
  // The catalogue's filters are the same for every viewer of a user type: served from memory (ADR 018).
  const reads = cachedReads(cache, 'service-hall', {
    types: (fid: number, attributeType: number, userType: string | null) =>
      listTypes(shared, fid, attributeType, { uid: null, userType }),
    departments: (fid: number, userType: string | null) => listDepartments(shared, fid, { uid: null, userType }),
    labels: (fid: number) => listLabels(shared, fid),
  });
  const signedIn = (request: ApiRequest) => {
    const session = requireUser(request);
    return { uid: session.uid, userType: session.user.userType };
  };

  // A list page is the same for every viewer of a user type but for the collected marks: the shared part comes
  // from memory (counts and hits may lag a click by the cache's TTL), the marks from one query per signed-in user.
  const catalogue = cachedReads(cache, 'service-hall.page', {
    page: async (fid: number, filter: AppFilter, userType: string | null, page: number, pageSize: number) => {
      const audience = { uid: null, userType };
      const { rows, total } = await pageApps(shared, listCondition(fid, filter, audience), page, pageSize);
      return { list: await toApps(shared, rows, audience), total };
    },
  });
  // A guide is catalogue data: read once, shared by every viewer allowed to see it.
  const guides = cachedReads(cache, 'service-hall.guide', {
    find: async (fid: number, appId: number) => {
      const [row] = await findApp(shared, fid, appId);
      if (!row) return undefined;
      const [record] = await toApps(shared, [row], { uid: null, userType: null });
      return {
        visitorVisible: row.visitorVisible,
        roles: row.roles,
        listed: row.listed,
        record: record!,
        guide: await findGuide(shared, row.id),
      };
    },
  });
  const page = async (request: ApiRequest, filter: AppFilter, paging: { page: number; pageSize: number }) => {
    const viewer = viewerOf(request.session);
    const shared = await catalogue.page(request.unit.fid, filter, viewer.userType, paging.page, paging.pageSize);
    return { list: await withCollected(db, shared.list, viewer), total: shared.total };
  };

  serve(
    app,
    serviceHallApi.allTypes,
    ({ request, query }) => reads.types(request.unit.fid, query.attributeType, viewerOf(request.session).userType),
    { tags },
  );
  serve(
    app,
    serviceHallApi.departments,
    ({ request }) => reads.departments(request.unit.fid, viewerOf(request.session).userType),
    { tags },
  );
  serve(app, serviceHallApi.labels, ({ request }) => reads.labels(request.unit.fid), { tags });

  serve(
    app,
    serviceHallApi.serviceList,
    ({ request, body }) => page(request, { attributeType: ATTRIBUTE_TYPE.service, ...body }, body),
    { tags },
  );
  serve(
    app,
    serviceHallApi.businessList,
    ({ request, body }) => page(request, { attributeType: ATTRIBUTE_TYPE.businessSystem, ...body }, body),
    { tags },
  );

  serve(
    app,
    serviceHallApi.guide,
    async ({ request, query }) => {
      const viewer = viewerOf(request.session);
      const found = await guides.find(request.unit.fid, Number(query.appId));
      // A guide is what a shared link opens: a guest learns from it nothing about services hidden from guests, the
      // same 404 as for an id that does not exist (issue 35). Acting on such a service still asks them to sign in.
      if (!found || !canSeeApp(found, viewer)) throw new BusinessError(CODE.notFound, APP_NOT_FOUND, 404);
      if (!found.guide) throw new BusinessError(CODE.notFound, GUIDE_NOT_FOUND, 404);
      const [record] = await withCollected(db, [found.record], viewer);
      return toGuide(found.guide, record!);
    },
    { tags },
  );

  // A service only the phone opens (立即办理 on a computer says so): its phone guide as a QR code to scan there.
  serve(
    app,
    serviceHallApi.mobileCode,
    async ({ request, query }) => {
      const row = await findVisibleApp(db, request, query.appId);
      const url = `${siteOrigin(request)}${mobileGuidePath(row.id)}`;
      return { url, image: await qrImage(url) };
    },
    { tags },
  );

  serve(
    app,
    serviceHallApi.collect,
    async ({ request, body }) => {
      const { uid } = signedIn(request);
      const row = await findVisibleApp(db, request, body.appId);
      await setCollected(db, uid, row.id, body.collect);
      return { collected: body.collect };
    },
    { tags },
  );
  serve(
    app,
    serviceHallApi.collected,
    async ({ request }) => {
      const viewer = signedIn(request);
      return toApps(db, await listCollected(db, request.unit.fid, viewer), viewer);
    },
    { tags },
  );

  // A GET that changes state: the view counter the spec defines (R5 allows it).
  serve(
    app,
    serviceHallApi.hit,
    async ({ request, query }) => {
      const row = await findVisibleApp(db, request, query.appId);
      return { hits: await addHit(db, request.unit.fid, row.id) };
    },
    { tags },
  );
  serve(
    app,
    serviceHallApi.click,
    async ({ request, body }) => {
      const row = await findVisibleApp(db, request, body.appId);
      const viewer = viewerOf(request.session);
      // A /to-handle-service link followed from another site still works, but records nothing for the user
      // (issue 9: another site must not write someone's recently-used list).
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      if (!crossSite) {
        await recordClick(db, request.unit.fid, row.id, viewer.uid, body.terminalType);
        await addHit(db, request.unit.fid, row.id);
      }
      // The stored record decides where /to-handle-service goes, never URLs from the query string.
      const [record] = await toApps(db, [row], viewer);
      return { recorded: !crossSite, app: record! };
    },
    { tags },
  );

  serve(
    app,
    serviceHallApi.recentlyUsed,
    async ({ request, query }) => {
      const viewer = signedIn(request);
      const rows = await listRecent(db, request.unit.fid, viewer, query.attributeType, RECENT_LIMIT);
      return toApps(db, rows, viewer);
    },
    { tags },
  );
  serve(
    app,
    serviceHallApi.recentlyUsedGroups,
    async ({ request }) => {
      const viewer = signedIn(request);
      const rows = await listRecent(db, request.unit.fid, viewer, undefined, RECENT_LIMIT);
      const records = await toApps(db, rows, viewer);
      return groupByDate(rows.map((row, index) => ({ usedAt: row.usedAt, app: records[index]! })));
    },
    { tags },
  );

  serve(
    app,
    serviceHallApi.hot,
    async ({ request }) => {
      const viewer = viewerOf(request.session);
      return toApps(db, await listHot(db, request.unit.fid, viewer), viewer);
    },
    { tags },
  );
  serve(
    app,
    serviceHallApi.recommended,
    async ({ request }) => {
      const viewer = viewerOf(request.session);
      return toApps(db, await listRecommended(db, request.unit.fid, viewer), viewer);
    },
    { tags },
  );
}
