import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ALREADY_BOOKED,
  appointmentsApi,
  BOOKING_FEED_PATH,
  BOOKING_ICS_PATH,
  SLOT_FULL,
  shanghaiDay,
  type Booking,
  type ServiceSlots,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { inboxItems } from '../info-center/info-center.table';
import { apps } from '../service-hall/service-hall.table';
import { users } from '../users/users.table';
import { book } from './appointments.booking';
import { appointmentPlaces, appointments } from './appointments.table';

const t = useTestApp();
const kit = serviceHallKit(t);
const GOV = 'gov.localhost';
const CITY = 200001;

const appIdOf = async (name: string) => {
  const [row] = await t.database.db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.fid, CITY), eq(apps.name, name)));
  return row!.id;
};
const slotsOf = async (appId: number, token?: string) => {
  const { body } = await kit.get(`${appointmentsApi.slots.path}?appId=${appId}`, token, GOV);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as ServiceSlots;
};
/** The first slot with a seat left, at the first place. */
/**
 * A free slot from tomorrow on (Beijing time): one of today's may already be within the place's cancel cutoff,
 * whatever hour the tests run at.
 */
const firstFree = (slots: ServiceSlots, skip = 0) => {
  const place = slots.places[0]!;
  const today = shanghaiDay(new Date());
  const free = place.days
    .filter((day) => day.day > today)
    .flatMap((day) => day.slots.filter((slot) => slot.left > 0).map((slot) => ({ day, slot })));
  const { day, slot } = free[skip]!;
  return { placeId: place.id, day: day.day, start: slot.start };
};

describe('looking and booking', () => {
  it('lets a guest see bookable services and slots, with closed days named, but not book', async () => {
    const guest = await kit.guest(GOV);
    const { body } = await kit.get(appointmentsApi.services.path, guest, GOV);
    expect(body.data.map((service: { name: string }) => service.name)).toContain('居民身份证换领');
    const appId = await appIdOf('居民身份证换领');
    const slots = await slotsOf(appId, guest);
    expect(slots.places.map((place) => place.name)).toEqual(['市民中心', '出入境接待大厅']);
    expect(slots.places[0]!.hoursText).toContain('周一至周五');
    expect(slots.places[1]!.days.some((day) => day.open === 0 && day.closedReason)).toBe(true);
    const refused = await kit.post(appointmentsApi.book.path, { appId, ...firstFree(slots) }, guest, GOV);
    expect(refused.body.success).toBe(false);
    expect(refused.body.code).toBe(401);
  });

  it('refuses bad input in Chinese and an unknown service with 404', async () => {
    const citizen = await kit.login('citizen', GOV);
    const bad = await kit.post(
      appointmentsApi.book.path,
      { appId: 1, placeId: 1, day: '2026-13-01', start: '9点' },
      citizen,
      GOV,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(bad.body.msg).not.toMatch(/[A-Za-z]{4}/);
    const unknown = await kit.get(`${appointmentsApi.slots.path}?appId=999999`, citizen, GOV);
    // A service hidden from guests is neither listed nor open to them, but is to those it is for.
    await t.database.db
      .update(apps)
      .set({ visitorVisible: false })
      .where(eq(apps.id, await appIdOf('临时居民身份证办理')));
    const names = async (token: string) =>
      (await kit.get(appointmentsApi.services.path, token, GOV)).body.data.map((row: { name: string }) => row.name);
    expect(await names(await kit.guest(GOV))).not.toContain('临时居民身份证办理');
    expect(await names(citizen)).toContain('临时居民身份证办理');
    expect(unknown.body).toMatchObject({ success: false, code: 404, msg: '该事项暂不支持预约' });
  });

  it('books, reminds, gives an iCalendar entry and a feed, refuses a second, and cancels', async () => {
    const citizen = await kit.login('citizen', GOV);
    const appId = await appIdOf('居民身份证换领');
    const slots = await slotsOf(appId, citizen);
    const wanted = firstFree(slots);
    const booked = await kit.post(appointmentsApi.book.path, { appId, ...wanted }, citizen, GOV);
    expect(booked.body.success, JSON.stringify(booked.body)).toBe(true);
    const booking = booked.body.data as Booking;
    expect(booking).toMatchObject({ status: 1, statusName: '已预约', placeName: '市民中心', start: wanted.start });
    const left = (await slotsOf(appId)).places[0]!.days.find((day) => day.day === wanted.day)!.slots.find(
      (slot) => slot.start === wanted.start,
    )!.left;
    expect(left).toBe(3);

    const again = await kit.post(appointmentsApi.book.path, { appId, ...firstFree(slots, 3) }, citizen, GOV);
    expect(again.body).toMatchObject({ success: false, code: 409, msg: ALREADY_BOOKED });

    const [message] = await t.database.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.sourceType, '预约'), eq(inboxItems.sourceId, String(await idOf(booking.bookingNo)))));
    expect(message?.title).toBe('预约成功：居民身份证换领');
    expect(message?.content).toContain(booking.bookingNo);

    const ics = await t.app.inject({
      method: 'GET',
      url: `${BOOKING_ICS_PATH}?no=${booking.bookingNo}`,
      headers: { host: GOV, authorization: `Bearer ${citizen}` },
    });
    expect(ics.headers['content-type']).toContain('text/calendar');
    const start = `${wanted.day.replaceAll('-', '')}T${wanted.start.replace(':', '')}00`;
    expect(ics.body).toContain(`DTSTART;TZID=Asia/Shanghai:${start}`);
    expect(ics.body).toContain('BEGIN:VTIMEZONE');
    expect(ics.body).toContain('LOCATION:市民中心（');
    expect(ics.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics.body.split('\r\n').length).toBeGreaterThan(10);

    const feed = await kit.post(appointmentsApi.resetFeed.path, {}, citizen, GOV);
    const path = new URL(feed.body.data.url).pathname;
    const listed = await t.app.inject({ method: 'GET', url: path, headers: { host: GOV } });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(`UID:${booking.bookingNo}@`);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${BOOKING_FEED_PATH}${'x'.repeat(43)}.ics`,
      headers: { host: GOV },
    });
    expect(wrong.statusCode).toBe(404);
    const elsewhere = await t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });
    expect(elsewhere.statusCode).toBe(404);
    await kit.post(appointmentsApi.resetFeed.path, {}, citizen, GOV);
    expect((await t.app.inject({ method: 'GET', url: path, headers: { host: GOV } })).statusCode).toBe(404);

    const cancelled = await kit.post(appointmentsApi.cancel.path, { bookingNo: booking.bookingNo }, citizen, GOV);
    expect(cancelled.body.data).toMatchObject({ status: 2, statusName: '已取消' });
    const twice = await kit.post(appointmentsApi.cancel.path, { bookingNo: booking.bookingNo }, citizen, GOV);
    expect(twice.body).toMatchObject({ success: false, code: 409, msg: '该预约已取消' });
    const [updated] = await t.database.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.sourceType, '预约'), eq(inboxItems.sourceId, String(await idOf(booking.bookingNo)))));
    expect(updated?.title).toBe('预约已取消：居民身份证换领');
    const mine = await kit.get(appointmentsApi.mine.path, citizen, GOV);
    expect(mine.body.data.find((row: Booking) => row.bookingNo === booking.bookingNo).status).toBe(2);
  });

  it('refuses to cancel after the cutoff, in Chinese', async () => {
    const citizen = await kit.login('citizen', GOV);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.fid, CITY), eq(users.username, 'citizen')));
    const [place] = await t.database.db.select().from(appointmentPlaces).where(eq(appointmentPlaces.fid, CITY));
    const soon = new Date(Date.now() + 3_600_000 + 8 * 3_600_000).toISOString();
    await t.database.db.insert(appointments).values({
      fid: CITY,
      uid: user!.uid,
      appId: await appIdOf('普通护照签发'),
      placeId: place!.id,
      bookingNo: 'YYSOON0001',
      day: soon.slice(0, 10),
      start: soon.slice(11, 16),
      end: '23:59',
    });
    const late = await kit.post(appointmentsApi.cancel.path, { bookingNo: 'yysoon0001' }, citizen, GOV);
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('距办理时间已不足 2 小时，不能在线取消，请联系办理地点');
  });
});

describe('seats under concurrency', () => {
  it('gives the last seats to as many as there are, and one active booking per person', async () => {
    const db = t.database.db;
    const appId = await appIdOf('社会保障卡挂失补换');
    const [place] = await db
      .update(appointmentPlaces)
      .set({ capacity: 2 })
      .where(and(eq(appointmentPlaces.fid, CITY), eq(appointmentPlaces.name, '市民中心')))
      .returning();
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 6 }, (_, index) => ({
          fid: CITY,
          username: `race${index}`,
          name: `抢号${index}`,
          userType: 'CITIZEN',
          passwordHash: 'x',
        })),
      )
      .returning({ uid: users.uid });
    const slots = await slotsOf(appId);
    const wanted = firstFree(slots, 5);
    const cache = t.app.cache;
    const outcomes = await Promise.allSettled(
      people.map(({ uid }) =>
        book(
          db,
          cache,
          { fid: CITY, uid, userType: 'CITIZEN' },
          { appId, placeId: place!.id, day: wanted.day, start: wanted.start },
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(refused.map((outcome) => (outcome.reason as Error).message)).toEqual(Array(4).fill(SLOT_FULL));

    const one = people[5]!.uid;
    const parallel = await Promise.allSettled(
      [6, 7, 8].map((skip) =>
        book(db, cache, { fid: CITY, uid: one, userType: 'CITIZEN' }, { appId, ...firstFree(slots, skip) }),
      ),
    );
    expect(parallel.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const active = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.uid, one), eq(appointments.appId, appId), eq(appointments.status, 1)));
    expect(active).toHaveLength(1);
  });
});

async function idOf(bookingNo: string) {
  const [row] = await t.database.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.bookingNo, bookingNo));
  return row!.id;
}
