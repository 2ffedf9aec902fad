import type { Db } from '../../db/client';
import { deliverMessage } from '../info-center';
import { cancelDeadline, weekdayName } from './appointments.slots';
import type { BookingRow } from './appointments.view';
import { formatMinute } from '@yizhan/contracts';

/** Where a reminder leads: the person's bookings (the phone site links there from 我的 as well). */
export const MY_BOOKINGS_PATH = '/appointments/mine';

/**
 * The booking's reminder in the person's information center (sender 预约, one message per booking): made when it
 * is booked, rewritten when it is cancelled.
 */
export async function bookingReminder(db: Db, booking: BookingRow): Promise<void> {
  const when = `${booking.day}（${weekdayName(booking.day)}）${booking.start}-${booking.end}`;
  const cancelled = booking.status === 2;
  await deliverMessage(db, {
    fid: booking.fid,
    uid: booking.uid,
    title: cancelled ? `预约已取消：${booking.serviceName}` : `预约成功：${booking.serviceName}`,
    content: cancelled
      ? `您预约的${when}在${booking.placeName}办理「${booking.serviceName}」已取消，预约号 ${booking.bookingNo}。`
      : `请于${when}到${booking.placeName}（${booking.address}）办理「${booking.serviceName}」，` +
        `预约号 ${booking.bookingNo}，请携带办事指南所列材料。如需取消，请在 ` +
        `${formatMinute(cancelDeadline(booking.day, booking.start, booking.cancelHours))} 前操作。`,
    sourceUrl: MY_BOOKINGS_PATH,
    sourceType: '预约',
    sourceId: String(booking.id),
  });
}
