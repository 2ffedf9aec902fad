import { and, desc, eq } from 'drizzle-orm';
import { APPOINTMENT_STATUS, formatMinute, type Booking } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { apps } from '../service-hall';
import { beijingInstant, cancelDeadline, weekdayName } from './appointments.slots';
import { appointmentPlaces, appointments, type AppointmentRow } from './appointments.table';

/** A booking with what a person reads beside it: the service's and the place's names. */
export type BookingRow = AppointmentRow & {
  serviceName: string;
  placeName: string;
  address: string;
  cancelHours: number;
};

/** An active booking whose slot has ended has passed (已过期), whether or not it was marked so. */
export const statusAt = (row: AppointmentRow, now: Date) =>
  row.status === 1 && beijingInstant(row.day, row.end).getTime() <= now.getTime() ? 3 : row.status;

export function toBooking(row: BookingRow, now = new Date()): Booking {
  const status = statusAt(row, now) as keyof typeof APPOINTMENT_STATUS;
  const until = cancelDeadline(row.day, row.start, row.cancelHours);
  return {
    bookingNo: row.bookingNo,
    appId: String(row.appId),
    serviceName: row.serviceName,
    placeName: row.placeName,
    address: row.address,
    day: row.day,
    weekday: weekdayName(row.day),
    start: row.start,
    end: row.end,
    status,
    statusName: APPOINTMENT_STATUS[status],
    cancellable: status === 1 && now.getTime() <= until.getTime() ? 1 : 0,
    cancelUntil: formatMinute(until),
  };
}

const bookingColumns = {
  serviceName: apps.name,
  placeName: appointmentPlaces.name,
  address: appointmentPlaces.address,
  cancelHours: appointmentPlaces.cancelHours,
};

const selectBookings = (db: Pick<Db, 'select'>) =>
  db
    .select({ booking: appointments, ...bookingColumns })
    .from(appointments)
    .innerJoin(apps, eq(apps.id, appointments.appId))
    .innerJoin(appointmentPlaces, eq(appointmentPlaces.id, appointments.placeId));

const flatten = ({ booking, ...names }: { booking: AppointmentRow } & Omit<BookingRow, keyof AppointmentRow>) => ({
  ...booking,
  ...names,
});

/** A person's bookings, latest day first. */
export async function bookingsOf(db: Db, fid: number, uid: number, limit = 100): Promise<BookingRow[]> {
  const rows = await selectBookings(db)
    .where(and(eq(appointments.fid, fid), eq(appointments.uid, uid)))
    .orderBy(desc(appointments.day), desc(appointments.id))
    .limit(limit);
  return rows.map(flatten);
}

/** A person's active bookings (the calendar feed). */
export async function activeBookingsOf(db: Db, fid: number, uid: number): Promise<BookingRow[]> {
  const rows = await selectBookings(db)
    .where(and(eq(appointments.fid, fid), eq(appointments.uid, uid), eq(appointments.status, 1)))
    .orderBy(desc(appointments.day), desc(appointments.id));
  return rows.map(flatten);
}

/** One booking of a person by its number (locked for a change when `lock`). */
export async function findBooking(
  db: Pick<Db, 'select'>,
  fid: number,
  uid: number,
  bookingNo: string,
): Promise<BookingRow | undefined> {
  const [row] = await selectBookings(db).where(
    and(eq(appointments.fid, fid), eq(appointments.uid, uid), eq(appointments.bookingNo, bookingNo)),
  );
  return row ? flatten(row) : undefined;
}
