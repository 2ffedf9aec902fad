import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { BookingRow } from './appointments.view';

/** A new feed token: 32 random bytes, URL-safe. Only its hash is stored. */
export const newFeedToken = () => randomBytes(32).toString('base64url');
/** The stored form of a token (256 random bits: a plain SHA-256 suffices). */
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Beijing has kept +08:00 all year since 1991: one STANDARD rule is the whole zone. */
const SHANGHAI_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Shanghai',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** A moment as iCalendar's UTC form: 20261209T010000Z. */
const utcStamp = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * An iCalendar text of bookings (RFC 5545 through ical-generator: escaping, folding, CRLF). Each booking is a VEVENT
 * at its slot in Beijing time (`DTSTART;TZID=Asia/Shanghai`, with the zone's VTIMEZONE), the place as LOCATION; its
 * UID is the booking's number, so a calendar app that imported it once updates it (a cancelled one is CANCELLED).
 */
export function bookingsCalendar(
  bookings: readonly BookingRow[],
  host: string,
  name: string,
  now = new Date(),
): string {
  const calendar = ical({
    name,
    prodId: { company: 'yizhan', product: 'appointments', language: 'ZH' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: 'Asia/Shanghai', generator: (zone) => (zone === 'Asia/Shanghai' ? SHANGHAI_ZONE : null) },
    ttl: 60 * 60,
  });
  for (const booking of bookings) {
    calendar.createEvent({
      id: `${booking.bookingNo}@${host}`,
      // Wall-clock times of the zone: the library writes a string's own clock under the TZID.
      start: `${booking.day}T${booking.start}:00`,
      end: `${booking.day}T${booking.end}:00`,
      timezone: 'Asia/Shanghai',
      summary: `预约办理：${booking.serviceName}`,
      location: `${booking.placeName}（${booking.address}）`,
      description: `预约号 ${booking.bookingNo}。请携带办事指南所列材料按时到场。`,
      status: booking.status === 2 ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // With a calendar zone the library writes DTSTAMP in it without a zone; RFC 5545 wants it in UTC.
  return calendar.toString().replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${utcStamp(now)}`);
}
