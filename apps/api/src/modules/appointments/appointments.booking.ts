import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  ALREADY_BOOKED,
  BOOKING_NOT_FOUND,
  CODE,
  SLOT_FULL,
  shanghaiDay,
  type BookBody,
  type Booking,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import type { MemoCache } from '../../lib/memo-cache';
import { workCalendar } from '../calendar';
import { findService, placesOf } from './appointments.places';
import { bookingReminder } from './appointments.reminder';
import { cancelDeadline, nextDay, placeDay, slotAhead } from './appointments.slots';
import { appointments, appointmentSlots } from './appointments.table';
import { findBooking, statusAt, toBooking } from './appointments.view';

const refuse = (msg: string) => new BusinessError(CODE.badRequest, msg, 400);
const conflict = (msg: string) => new BusinessError(CODE.conflict, msg, 409);

/** Booking numbers leave out 0/O and 1/I, which people misread from a screen to a counter. */
const NUMBER_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newBookingNo = () =>
  `YY${Array.from({ length: 8 }, () => NUMBER_LETTERS[randomInt(NUMBER_LETTERS.length)]).join('')}`;

/** Whether a database error is the refusal of a unique index (PostgreSQL 23505), however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let at = error as { code?: unknown; cause?: unknown } | undefined; at; at = at.cause as typeof at) {
    if (at.code === '23505') return true;
  }
  return false;
}

interface Person {
  fid: number;
  uid: number;
  /** The person's kind of user (学生, 市民 …): a service shown only to others cannot be booked either. */
  userType: string;
}

/**
 * Books a slot (ADR 090): the service must be booked at the place, the day open and inside the place's window, the
 * slot ahead and not full, and the person without another active booking of the service. The seat is taken by one
 * conditional upsert of the slot's counter, so parallel bookings of the last seat get it once; the person's one
 * active booking is a unique index, so two parallel bookings of theirs make one. A reminder goes to the
 * information center.
 */
export async function book(
  db: Db,
  cache: MemoCache,
  person: Person,
  body: BookBody & { appId: number; placeId: number },
  now = new Date(),
): Promise<Booking> {
  const [service, places, calendar] = await Promise.all([
    findService(db, person.fid, body.appId, { uid: person.uid, userType: person.userType }),
    placesOf(db, cache, person.fid),
    workCalendar(db, cache),
  ]);
  const place = places.find((candidate) => candidate.id === body.placeId && candidate.enabled);
  if (!service || !place || !place.appIds.includes(service.id)) throw refuse('该事项不能在此地点预约');
  const today = shanghaiDay(now);
  if (body.day < today || body.day > nextDay(today, place.daysAhead - 1)) {
    throw refuse(`只能预约今天起 ${place.daysAhead} 天内的时段`);
  }
  const day = placeDay(place, body.day, calendar);
  if (!day.open) {
    const why = day.closedReason === '不开放' ? '' : `为${day.closedReason}，`;
    throw refuse(`${body.day} ${why}该地点不开放预约`);
  }
  const slot = day.slots.find((candidate) => candidate.start === body.start);
  if (!slot) throw refuse('该时段不在办理时间内');
  if (!slotAhead(body.day, slot.start, now)) throw refuse('该时段已过，请选择其他时段');

  const id = await db
    .transaction(async (tx) => {
      // Earlier bookings of the service whose slots have passed are 已过期 now: they no longer hold the one active place.
      const active = await tx
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.fid, person.fid),
            eq(appointments.uid, person.uid),
            eq(appointments.appId, service.id),
            eq(appointments.status, 1),
          ),
        )
        .for('update');
      for (const row of active) {
        if (statusAt(row, now) !== 3) throw conflict(ALREADY_BOOKED);
        await tx.update(appointments).set({ status: 3 }).where(eq(appointments.id, row.id));
      }
      const seat = await tx
        .insert(appointmentSlots)
        .values({ placeId: place.id, day: body.day, start: slot.start, taken: 1 })
        .onConflictDoUpdate({
          target: [appointmentSlots.placeId, appointmentSlots.day, appointmentSlots.start],
          set: { taken: sql`${appointmentSlots.taken} + 1` },
          setWhere: sql`${appointmentSlots.taken} < ${place.capacity}`,
        })
        .returning({ taken: appointmentSlots.taken });
      if (seat.length === 0) throw conflict(SLOT_FULL);
      const [row] = await tx
        .insert(appointments)
        .values({
          fid: person.fid,
          uid: person.uid,
          appId: service.id,
          placeId: place.id,
          bookingNo: newBookingNo(),
          ...slot,
          day: body.day,
        })
        .returning({ id: appointments.id, bookingNo: appointments.bookingNo });
      return row!.bookingNo;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(ALREADY_BOOKED) : error;
    });
  const booked = (await findBooking(db, person.fid, person.uid, id))!;
  await bookingReminder(db, booked);
  return toBooking(booked, now);
}

/** Cancels a person's booking up to the place's cutoff, frees its seat and updates its reminder. */
export async function cancel(db: Db, person: Person, bookingNo: string, now = new Date()): Promise<Booking> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.fid, person.fid), eq(appointments.uid, person.uid), eq(appointments.bookingNo, bookingNo)),
      )
      .for('update');
    if (!row) throw new BusinessError(CODE.notFound, BOOKING_NOT_FOUND, 404);
    const status = statusAt(row, now);
    if (status === 2) throw conflict('该预约已取消');
    if (status === 3) throw conflict('该预约已过期，不能取消');
    const booked = (await findBooking(tx, person.fid, person.uid, bookingNo))!;
    if (now.getTime() > cancelDeadline(row.day, row.start, booked.cancelHours).getTime()) {
      throw refuse(`距办理时间已不足 ${booked.cancelHours} 小时，不能在线取消，请联系办理地点`);
    }
    await tx.update(appointments).set({ status: 2, cancelledAt: now }).where(eq(appointments.id, row.id));
    await tx
      .update(appointmentSlots)
      .set({ taken: sql`greatest(${appointmentSlots.taken} - 1, 0)` })
      .where(
        and(
          eq(appointmentSlots.placeId, row.placeId),
          eq(appointmentSlots.day, row.day),
          eq(appointmentSlots.start, row.start),
        ),
      );
  });
  const cancelled = (await findBooking(db, person.fid, person.uid, bookingNo))!;
  await bookingReminder(db, cancelled);
  return toBooking(cancelled, now);
}
