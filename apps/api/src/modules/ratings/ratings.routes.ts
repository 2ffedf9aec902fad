import type { FastifyInstance } from 'fastify';
import { ratingsApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import type { MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { requireUser } from '../../plugins/auth';
import { workCalendar } from '../calendar';
import { levelCounts, rateApplication, ratingsOf } from './ratings.repository';
import { levelName, toMyRating, toSummary } from './ratings.service';

const tags = ['好差评'];

/**
 * 好差评 on the sites (issue 38 §2, ADR 087): an owner rates an ended application once and reads their ratings back;
 * anyone, guests too, reads a service's summary.
 */
export async function ratingRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const ownerOf = (request: ApiRequest) => ({ fid: request.unit.fid, uid: requireUser(request).uid });

  serve(
    app,
    ratingsApi.rate,
    async ({ request, body }) => {
      const owner = ownerOf(request);
      const row = await rateApplication(db, await workCalendar(db, cache), owner, body);
      return toMyRating(row);
    },
    { tags },
  );

  serve(
    app,
    ratingsApi.mine,
    async ({ request, query }) => {
      const [row] = await ratingsOf(db, ownerOf(request), [Number(query.applicationId)]);
      return row ? toMyRating(row) : null;
    },
    { tags },
  );

  serve(
    app,
    ratingsApi.rated,
    async ({ request, query }) => {
      const ids = query.applicationIds ? query.applicationIds.split(',').map(Number) : [];
      const rows = await ratingsOf(db, ownerOf(request), ids);
      return rows.map((row) => ({
        applicationId: row.applicationId,
        level: row.level,
        levelName: levelName(row.level),
      }));
    },
    { tags },
  );

  serve(
    app,
    ratingsApi.summary,
    async ({ request, query }) => toSummary(await levelCounts(db, request.unit.fid, Number(query.serviceId))),
    { tags },
  );
}
