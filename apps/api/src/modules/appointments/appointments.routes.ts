import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  appointmentsApi,
  BOOKING_FEED_PATH,
  BOOKING_ICS_PATH,
  BOOKING_NOT_FOUND,
  bookingNoSchema,
  CODE,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import type { MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { viewerOf } from '../../lib/viewer';
import { requireUser } from '../../plugins/auth';
import { sendEnvelope } from '../../plugins/error-handler';
import { siteOrigin } from '../units';
import { book, cancel } from './appointments.booking';
import { feedOwner, hasFeed, replaceFeed } from './appointments.feed';
import { bookingsCalendar, hashFeedToken, newFeedToken } from './appointments.ical';
import { bookableServices, serviceSlots } from './appointments.offer';
import { activeBookingsOf, bookingsOf, findBooking, toBooking } from './appointments.view';

const tags = ['预约'];
/** A token as newFeedToken makes it, then `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Sends an iCalendar text: private, never kept by a cache on the way. */
const sendCalendar = (reply: FastifyReply, text: string, fileName: string) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('text/calendar; charset=utf-8')
    .send(text);

/**
 * 预约 (issue 38 §4, ADR 090): bookable services and their slots for anyone; booking, one's bookings, cancelling,
 * each booking's iCalendar entry and a subscribable feed of the active ones for the signed-in person.
 */
export async function appointmentRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const personOf = (request: ApiRequest) => {
    const session = requireUser(request);
    return { fid: request.unit.fid, uid: session.uid, userType: session.user.userType };
  };

  serve(
    app,
    appointmentsApi.services,
    ({ request }) => bookableServices(db, cache, request.unit.fid, viewerOf(request.session)),
    { tags },
  );
  serve(
    app,
    appointmentsApi.slots,
    ({ request, query }) => serviceSlots(db, cache, request.unit.fid, Number(query.appId), viewerOf(request.session)),
    { tags },
  );
  serve(app, appointmentsApi.book, ({ request, body }) => book(db, cache, personOf(request), body), { tags });
  serve(
    app,
    appointmentsApi.mine,
    async ({ request }) => {
      const person = personOf(request);
      const now = new Date();
      return (await bookingsOf(db, person.fid, person.uid)).map((row) => toBooking(row, now));
    },
    { tags },
  );
  serve(app, appointmentsApi.cancel, ({ request, body }) => cancel(db, personOf(request), body.bookingNo), { tags });
  serve(
    app,
    appointmentsApi.feed,
    async ({ request }) => {
      const person = personOf(request);
      return { active: (await hasFeed(db, person.fid, person.uid)) ? (1 as const) : (0 as const), url: '' };
    },
    { tags },
  );
  serve(
    app,
    appointmentsApi.resetFeed,
    async ({ request }) => {
      const person = personOf(request);
      const token = newFeedToken();
      await replaceFeed(db, person.fid, person.uid, hashFeedToken(token));
      return { active: 1 as const, url: `${siteOrigin(request)}${BOOKING_FEED_PATH}${token}.ics` };
    },
    { tags },
  );

  // One booking's entry for 「添加到日历」: the owner's only.
  app.get<{ Querystring: { no?: string } }>(BOOKING_ICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const person = personOf(request);
    const no = bookingNoSchema.safeParse(request.query.no ?? '');
    const row = no.success ? await findBooking(db, person.fid, person.uid, no.data) : undefined;
    if (!row) throw new BusinessError(CODE.notFound, BOOKING_NOT_FOUND, 404);
    return sendCalendar(
      reply,
      bookingsCalendar([row], request.hostname, `预约 ${row.bookingNo}`),
      `${row.bookingNo}.ics`,
    );
  });

  // The feed for calendar apps: no session, the token is the credential (compared by its hash, in its unit only).
  app.get<{ Params: { file: string } }>(
    `${BOOKING_FEED_PATH}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const uid = token ? await feedOwner(db, request.unit.fid, hashFeedToken(token)) : undefined;
      if (uid === undefined) return sendEnvelope(reply, 404, 404, '预约日历订阅地址无效或已停用');
      const rows = await activeBookingsOf(db, request.unit.fid, uid);
      return sendCalendar(
        reply,
        bookingsCalendar(rows, request.hostname, `${request.unit.name} · 我的预约`),
        'appointments.ics',
      );
    },
  );
}
