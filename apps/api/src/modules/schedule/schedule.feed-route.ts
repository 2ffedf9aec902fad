import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CALENDAR_FEED_PATH, shanghaiDay } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { sendEnvelope } from '../../plugins/error-handler';
import { users } from '../users';
import { addDays, shanghaiMoment } from './schedule.dates';
import { buildFeed, hashFeedToken } from './schedule.feed';
import { taskDeadlines } from './schedule.feed-tasks';
import { coursesOf, findFeedByHash, itemsBetween } from './schedule.repository';
import {
  eventsBetween,
  lessonsBetween,
  toEvent,
  toItem,
  type EventRow,
  type PeriodRow,
  type TermRow,
} from './schedule.service';

/** How far back and ahead of today a feed reaches. */
const FEED_DAYS_BACK = 60;
const FEED_DAYS_AHEAD = 366;

/** A token as newFeedToken makes it (32 bytes, base64url) and the `.ics` a calendar app expects. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

interface UnitReads {
  terms(fid: number): Promise<TermRow[]>;
  periods(fid: number): Promise<PeriodRow[]>;
  events(fid: number): Promise<EventRow[]>;
}

/**
 * GET {CALENDAR_FEED_PATH}{token}.ics: the user's iCalendar feed, for calendar apps (no session: the token is the
 * credential, so it is compared by its hash and works only on its own unit). An unknown, replaced or revoked token
 * is 404, like an address that never existed. Private, never stored by a cache on the way.
 */
export function calendarFeedRoute(app: FastifyInstance, { db, unitReads }: { db: Db; unitReads: UnitReads }) {
  app.get<{ Params: { file: string } }>(
    `${CALENDAR_FEED_PATH}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const fid = request.unit.fid;
      const feed = token ? await findFeedByHash(db, fid, hashFeedToken(token)) : undefined;
      if (!feed) return sendEnvelope(reply, 404, 404, '日历订阅地址无效或已停用');
      const uid = feed.uid;
      const today = shanghaiDay(new Date());
      const from = addDays(today, -FEED_DAYS_BACK);
      const to = addDays(today, FEED_DAYS_AHEAD);
      const [terms, periods, events, [user]] = await Promise.all([
        unitReads.terms(fid),
        unitReads.periods(fid),
        unitReads.events(fid),
        db.select({ name: users.name }).from(users).where(eq(users.uid, uid)),
      ]);
      const lessons = [];
      for (const term of terms.filter((candidate) => candidate.endDate >= from && candidate.startDate <= to)) {
        const courses = await coursesOf(db, fid, uid, term.id);
        lessons.push(...lessonsBetween(term, courses, periods, events, from, to));
      }
      const [items, deadlines] = await Promise.all([
        itemsBetween(db, fid, uid, shanghaiMoment(from, '00:00'), shanghaiMoment(to, '00:00')),
        taskDeadlines(db, fid, uid),
      ]);
      const text = buildFeed(
        {
          unitName: request.unit.name,
          userName: user?.name ?? '',
          lessons,
          events: eventsBetween(events, from, to).map(toEvent),
          items: items.map(toItem),
          deadlines,
        },
        request.hostname,
      );
      return reply
        .header('cache-control', 'private, no-store')
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="schedule.ics"')
        .send(text);
    },
  );
}
