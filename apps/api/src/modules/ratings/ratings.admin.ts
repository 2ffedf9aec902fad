import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminRatingsApi, CODE, shanghaiDay, type BadRating } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import type { MemoCache } from '../../lib/memo-cache';
import { assertCurrentVersion } from '../../lib/versions';
import { serveAdmin, type AdminScope } from '../access';
import { recordAdminWrite } from '../audit';
import { workCalendar } from '../calendar';
import { departmentNames } from '../service-hall';
import { followUpRefusal, toBadRating } from './ratings.service';
import { serviceNames } from './ratings.repository';
import { ratingStats, type NameKeys } from './ratings.stats';
import { ratings, type RatingRow } from './ratings.table';
import { lockBadRating, pageBadRatings, type WorkListScope } from './ratings.work-list';

export const BAD_RATING_NOT_FOUND = '差评不存在或不属于您管理的部门';

type Step = 'rectify' | 'visit' | 'appeal' | 'decide';
type Change = Partial<Pick<RatingRow, 'followUp' | 'appeal' | 'excluded' | 'rectification' | 'rectifiedDay'>> &
  Partial<Pick<RatingRow, 'visitDay' | 'visitWay' | 'visitAnswer' | 'visitNote' | 'appealReason' | 'decisionNote'>>;

const workScope = (scope: AdminScope): WorkListScope => ({ fid: scope.unit.fid, departments: scope.departments });

/**
 * 好差评 in the console (issue 38 §2, ADR 087): the 差评 work list with its deadlines, 整改, 回访 and the appeal a
 * department files and the unit's administrator decides; and the statistics. Every write is audited and checked
 * against the version the editor started from.
 */
export function ratingAdminRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const today = () => shanghaiDay(new Date());

  serveAdmin(app, adminRatingsApi.list, async ({ query, scope }) => {
    const day = today();
    const calendar = await workCalendar(db, cache);
    const { rows, total } = await pageBadRatings(db, workScope(scope), query.filter, day, query.page, query.pageSize);
    return { list: rows.map((row) => toBadRating(row, calendar, day)), total, today: day };
  });

  /** One step of the follow-up: lock, check scope, version and order, write, audit; answers the 差评 as it is now. */
  async function follow(
    request: ApiRequest,
    scope: AdminScope,
    body: { id: number; version: string },
    step: Step,
    change: (row: RatingRow) => Change,
  ): Promise<BadRating> {
    const day = today();
    const calendar = await workCalendar(db, cache);
    const { before, after } = await db.transaction(async (tx) => {
      const row = await lockBadRating(tx, workScope(scope), body.id);
      if (!row) throw new BusinessError(CODE.notFound, BAD_RATING_NOT_FOUND, 404);
      const current = toBadRating(row, calendar, day);
      assertCurrentVersion(body.version, current);
      const refusal = followUpRefusal(row, step);
      if (refusal) throw new BusinessError(CODE.conflict, refusal, 409);
      const [updated] = await tx.update(ratings).set(change(row)).where(eq(ratings.id, row.id)).returning();
      return { before: current, after: toBadRating({ ...updated!, personName: row.personName }, calendar, day) };
    });
    await recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action: `rating.${step}`,
      target: `差评（${after.serviceName} ${after.applyNo}）`,
      before: { state: before.stateName, appeal: before.appealName },
      after: {
        state: after.stateName,
        appeal: after.appealName,
        rectification: after.rectification,
        visit: [after.visitDay, after.visitWay, after.visitAnswer, after.visitNote].filter(Boolean).join(' '),
        appealReason: after.appealReason,
        decisionNote: after.decisionNote,
      },
    });
    return after;
  }

  serveAdmin(app, adminRatingsApi.rectify, ({ body, request, scope }) =>
    follow(request, scope, body, 'rectify', () => ({
      followUp: 'rectified',
      rectification: body.rectification,
      rectifiedDay: today(),
    })),
  );

  serveAdmin(app, adminRatingsApi.visit, ({ body, request, scope }) => {
    if (body.visitDay > today()) throw new BusinessError(CODE.badRequest, '回访日期不能晚于今天', 400);
    return follow(request, scope, body, 'visit', (row) => {
      if (body.visitDay < row.rectifiedDay) throw new BusinessError(CODE.badRequest, '回访日期不能早于整改日期', 400);
      return {
        followUp: 'visited',
        visitDay: body.visitDay,
        visitWay: body.visitWay,
        visitAnswer: body.visitAnswer,
        visitNote: body.visitNote,
      };
    });
  });

  serveAdmin(app, adminRatingsApi.appeal, ({ body, request, scope }) =>
    follow(request, scope, body, 'appeal', () => ({ appeal: 'appealing', appealReason: body.reason })),
  );

  serveAdmin(app, adminRatingsApi.decide, ({ body, request, scope }) =>
    follow(request, scope, body, 'decide', () => ({
      appeal: body.decision,
      excluded: body.decision === 'reversed',
      decisionNote: body.decisionNote,
    })),
  );

  serveAdmin(app, adminRatingsApi.stats, async ({ query, scope }) => {
    const fid = scope.unit.fid;
    const nameKeys: NameKeys = (by, ids) =>
      by === 'service' ? serviceNames(db, fid, ids) : departmentNames(db, fid, ids);
    return { rows: await ratingStats(db, workScope(scope), query.by, query.month, today(), nameKeys) };
  });
}
