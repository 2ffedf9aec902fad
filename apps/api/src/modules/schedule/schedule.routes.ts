import type { FastifyInstance } from 'fastify';
import {
  CALENDAR_FEED_PATH,
  type CalendarFeed,
  CODE,
  formatSecond,
  SCHEDULE_DAYS_AHEAD,
  SCHEDULE_DAYS_BACK,
  SCHEDULE_LIST_MAX_DAYS,
  scheduleApi,
  type ScheduleItemBody,
  shanghaiDay,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { requireUser } from '../../plugins/auth';
import { siteOrigin } from '../units';
import { addDays, daysBetween, mondayOf, monthGrid, parseMinute, shanghaiMoment } from './schedule.dates';
import {
  coursesOf,
  deleteFeed,
  deleteItem,
  findFeed,
  findItem,
  insertItem,
  itemsBetween,
  listEvents,
  listPeriods,
  listTerms,
  replaceFeed,
  updateItem,
} from './schedule.repository';
import {
  ITEM_NOT_FOUND,
  TERM_NOT_FOUND,
  eventsBetween,
  lessonsBetween,
  nowTermOf,
  termOf,
  termWeeks,
  toEvent,
  toItem,
  toRestTime,
  toTerm,
  weekOf,
} from './schedule.service';
import { hashFeedToken, newFeedToken } from './schedule.feed';
import { calendarFeedRoute } from './schedule.feed-route';

const tags = ['日程中心'];

/** Today in Asia/Shanghai. */
const today = () => shanghaiDay(new Date());

const NO_FEED: CalendarFeed = { active: 0, createdAt: '', url: '' };

/** A personal item's start must fall within the days the range prompt offers (contracts' SCHEDULE_DAYS_*). */
function checkItemRange(body: ScheduleItemBody) {
  const first = addDays(today(), -SCHEDULE_DAYS_BACK);
  const last = addDays(today(), SCHEDULE_DAYS_AHEAD);
  const day = body.startTime.slice(0, 10);
  if (day < first || day > last) {
    throw new BusinessError(CODE.badRequest, `开始时间须在 ${first} 至 ${last} 之间`, 400);
  }
}

/**
 * The schedule center (spec §7 "Schedule and term", ADR 038): terms, periods and the school calendar are unit-wide
 * and cached (change notices clear them, ADR 018); timetables, personal items and feeds are per user, never cached.
 */
export async function scheduleRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const unitReads = cachedReads(cache, 'schedule', {
    terms: (fid: number) => listTerms(db, fid),
    periods: (fid: number) => listPeriods(db, fid),
    events: (fid: number) => listEvents(db, fid),
  });

  serve(
    app,
    scheduleApi.curriculum,
    async ({ request, query }) => {
      const { uid } = requireUser(request);
      const fid = request.unit.fid;
      const date = query.date ?? today();
      const { from, to } =
        query.range === 'month' ? monthGrid(date) : { from: mondayOf(date), to: addDays(mondayOf(date), 6) };
      const terms = await unitReads.terms(fid);
      // The term of the asked day; a month that straddles two terms shows the asked day's one.
      const term = termOf(terms, date) ?? termOf(terms, from) ?? termOf(terms, to);
      if (!term) return { date, from, to, term: null, week: 0, list: [] };
      const [courses, periods, events] = await Promise.all([
        coursesOf(db, fid, uid, term.id),
        unitReads.periods(fid),
        unitReads.events(fid),
      ]);
      const list = lessonsBetween(term, courses, periods, events, from, to);
      return { date, from, to, term: toTerm(term), week: weekOf(term, date), list };
    },
    { tags },
  );

  serve(app, scheduleApi.nowTerm, async ({ request }) => nowTermOf(await unitReads.terms(request.unit.fid), today()), {
    tags,
  });

  serve(
    app,
    scheduleApi.restTimes,
    async ({ request }) => (await unitReads.periods(request.unit.fid)).map(toRestTime),
    {
      tags,
    },
  );

  serve(
    app,
    scheduleApi.schoolCalendar,
    async ({ request, body }) => {
      const fid = request.unit.fid;
      const [terms, events] = await Promise.all([unitReads.terms(fid), unitReads.events(fid)]);
      let term = termOf(terms, body.date ?? today());
      if (body.termId !== undefined) {
        term = terms.find((candidate) => candidate.id === body.termId);
        // Another unit's term is as unknown here as one that does not exist.
        if (!term) throw new BusinessError(CODE.notFound, TERM_NOT_FOUND, 404);
      } else if (!term) {
        const now = nowTermOf(terms, body.date ?? today());
        term = terms.find((candidate) => candidate.id === now?.termId);
      }
      if (!term) return { terms: [], term: null, weeks: [], events: [] };
      return {
        terms: terms.map(toTerm),
        term: toTerm(term),
        weeks: termWeeks(term, events),
        events: eventsBetween(events, term.startDate, term.endDate).map(toEvent),
      };
    },
    { tags },
  );

  serve(
    app,
    scheduleApi.listItems,
    async ({ request, query }) => {
      const { uid } = requireUser(request);
      const span = daysBetween(query.from, query.to);
      if (span < 0) throw new BusinessError(CODE.badRequest, '结束日期不能早于开始日期', 400);
      if (span >= SCHEDULE_LIST_MAX_DAYS) {
        throw new BusinessError(CODE.badRequest, `一次最多查询 ${SCHEDULE_LIST_MAX_DAYS} 天`, 400);
      }
      const rows = await itemsBetween(
        db,
        request.unit.fid,
        uid,
        shanghaiMoment(query.from, '00:00'),
        shanghaiMoment(addDays(query.to, 1), '00:00'),
      );
      return rows.map(toItem);
    },
    { tags },
  );

  serve(
    app,
    scheduleApi.itemDetail,
    async ({ request, query }) => {
      const { uid } = requireUser(request);
      const row = await findItem(db, request.unit.fid, uid, Number(query.id));
      if (!row) throw new BusinessError(CODE.notFound, ITEM_NOT_FOUND, 404);
      return toItem(row);
    },
    { tags },
  );

  serve(
    app,
    scheduleApi.saveItem,
    async ({ request, body }) => {
      const { uid } = requireUser(request);
      checkItemRange(body);
      const values = {
        title: body.title,
        startsAt: parseMinute(body.startTime),
        endsAt: parseMinute(body.endTime),
        place: body.place,
        notes: body.notes,
      };
      const fid = request.unit.fid;
      if (body.id === undefined) return toItem(await insertItem(db, fid, uid, values));
      // Someone else's item is as unknown as a missing one: nothing tells that it exists.
      const row = await updateItem(db, fid, uid, body.id, values);
      if (!row) throw new BusinessError(CODE.notFound, ITEM_NOT_FOUND, 404);
      return toItem(row);
    },
    { tags },
  );

  serve(
    app,
    scheduleApi.deleteItem,
    async ({ request, body }) => {
      const { uid } = requireUser(request);
      if (!(await deleteItem(db, request.unit.fid, uid, body.id))) {
        throw new BusinessError(CODE.notFound, ITEM_NOT_FOUND, 404);
      }
      return { id: body.id };
    },
    { tags },
  );

  serve(
    app,
    scheduleApi.feed,
    async ({ request }) => {
      const { uid } = requireUser(request);
      const row = await findFeed(db, uid);
      return row ? { active: 1 as const, createdAt: formatSecond(row.createdAt), url: '' } : NO_FEED;
    },
    { tags },
  );

  serve(
    app,
    scheduleApi.resetFeed,
    async ({ request }) => {
      const { uid } = requireUser(request);
      const token = newFeedToken();
      const row = await replaceFeed(db, request.unit.fid, uid, hashFeedToken(token));
      const url = `${siteOrigin(request)}${CALENDAR_FEED_PATH}${token}.ics`;
      return { active: 1 as const, createdAt: formatSecond(row.createdAt), url };
    },
    { tags },
  );

  serve(
    app,
    scheduleApi.revokeFeed,
    async ({ request }) => {
      const { uid } = requireUser(request);
      await deleteFeed(db, uid);
      return NO_FEED;
    },
    { tags },
  );

  calendarFeedRoute(app, { db, unitReads });
}
