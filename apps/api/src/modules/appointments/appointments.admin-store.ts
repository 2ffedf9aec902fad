import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import {
  APPOINTMENT_STATUS,
  CODE,
  formatSecond,
  type AdminBooking,
  type AdminPlace,
  type PlaceFields,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { versionOf } from '../../lib/versions';
import { apps } from '../service-hall';
import { users } from '../users';
import { readPlaces, type PlaceWithServices } from './appointments.places';
import { statusAt } from './appointments.view';
import { appointmentPlaces, appointmentPlaceServices, appointments } from './appointments.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The console's form of a place, with the names of its services and the version a save starts from. */
export function toAdminPlace(place: PlaceWithServices, names: Map<number, string>): AdminPlace {
  const fields: PlaceFields = {
    name: place.name,
    address: place.address,
    hours: place.hours,
    slotMinutes: place.slotMinutes,
    capacity: place.capacity,
    daysAhead: place.daysAhead,
    cancelHours: place.cancelHours,
    enabled: place.enabled,
    appIds: place.appIds,
  };
  const serviceNames = place.appIds.map((id) => names.get(id) ?? '');
  return { ...fields, id: place.id, serviceNames, version: versionOf(fields) };
}

/** The unit's listed services (what a place may offer), by name. */
export const unitServices = (db: Pick<Db, 'select'>, fid: number) =>
  db
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.attributeType, 1), eq(apps.listed, true)))
    .orderBy(asc(apps.sort), asc(apps.id));

/** The unit's places as the console shows them. */
export async function adminPlaces(db: Pick<Db, 'select'>, fid: number): Promise<AdminPlace[]> {
  const [places, services] = await Promise.all([readPlaces(db, fid), unitServices(db, fid)]);
  const names = new Map(services.map((service) => [service.id, service.name]));
  return places.map((place) => toAdminPlace(place, names));
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Refuses hours whose ranges end before they begin or overlap. */
export function checkHours(hours: readonly string[]) {
  hours.forEach((text, weekday) => {
    const ranges = text ? text.split(',').map((range) => range.split('-').map(minutes) as [number, number]) : [];
    ranges.forEach(([from, to], index) => {
      const previous = ranges[index - 1];
      if (to <= from || (previous && from < previous[1])) {
        const day = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'][weekday];
        throw new BusinessError(CODE.badRequest, `${day}的办理时间有误：结束应晚于开始，时间段不能重叠`, 400);
      }
    });
  });
}

/** Writes a place and its services (a new one when `id` is undefined); returns its id. */
export async function writePlace(tx: Tx, fid: number, id: number | undefined, fields: PlaceFields): Promise<number> {
  const { appIds, ...columns } = fields;
  const wanted = [...new Set(appIds)];
  if (wanted.length > 0) {
    const known = await tx
      .select({ id: apps.id })
      .from(apps)
      .where(and(eq(apps.fid, fid), inArray(apps.id, wanted)));
    if (known.length !== wanted.length)
      throw new BusinessError(CODE.badRequest, '所选事项不存在，请刷新后重新选择', 400);
  }
  let placeId = id;
  if (placeId === undefined) {
    const [row] = await tx
      .insert(appointmentPlaces)
      .values({ fid, ...columns })
      .returning({ id: appointmentPlaces.id });
    placeId = row!.id;
  } else {
    await tx
      .update(appointmentPlaces)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(appointmentPlaces.id, placeId));
    await tx.delete(appointmentPlaceServices).where(eq(appointmentPlaceServices.placeId, placeId));
  }
  if (wanted.length > 0) {
    await tx.insert(appointmentPlaceServices).values(wanted.map((appId) => ({ placeId: placeId!, appId })));
  }
  return placeId;
}

/** A place of the unit, locked for a save when `lock`; 404 when there is none. */
export async function placeOfUnit(db: Pick<Db, 'select'>, fid: number, id: number, lock = false) {
  const query = db
    .select()
    .from(appointmentPlaces)
    .where(and(eq(appointmentPlaces.fid, fid), eq(appointmentPlaces.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new BusinessError(CODE.notFound, '办理地点不存在', 404);
  return row;
}

/** The condition of a place's day list: a 事项管理员 sees only the services of their departments. */
export function dayCondition(placeId: number, day: string, departments: 'all' | number[]): SQL {
  const base = and(eq(appointments.placeId, placeId), eq(appointments.day, day))!;
  if (departments === 'all') return base;
  return and(base, inArray(apps.deptId, departments.length > 0 ? departments : [-1]))!;
}

/** One page of a place's day, by slot and booking order; all of it without `page`. */
export async function dayBookings(
  db: Db,
  where: SQL,
  page?: { page: number; pageSize: number },
): Promise<{ list: AdminBooking[]; total: number }> {
  const query = db
    .select({
      booking: appointments,
      serviceName: apps.name,
      personName: users.name,
      account: users.username,
    })
    .from(appointments)
    .innerJoin(apps, eq(apps.id, appointments.appId))
    .innerJoin(users, eq(users.uid, appointments.uid))
    .where(where)
    .orderBy(asc(appointments.start), asc(appointments.id));
  const rows = await (page ? query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : query);
  const [total] = await db
    .select({ n: count() })
    .from(appointments)
    .innerJoin(apps, eq(apps.id, appointments.appId))
    .where(where);
  const now = new Date();
  return {
    total: total?.n ?? 0,
    list: rows.map(({ booking, ...names }) => {
      const status = statusAt(booking, now) as keyof typeof APPOINTMENT_STATUS;
      return {
        bookingNo: booking.bookingNo,
        serviceName: names.serviceName,
        personName: names.personName,
        account: names.account,
        start: booking.start,
        end: booking.end,
        status,
        statusName: APPOINTMENT_STATUS[status],
        bookedAt: formatSecond(booking.createdAt),
      };
    }),
  };
}
