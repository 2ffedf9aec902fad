import { and, gte, inArray } from 'drizzle-orm';
import { CODE, shanghaiDay, type BookableService, type ServiceSlots } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import type { MemoCache } from '../../lib/memo-cache';
import type { Viewer } from '../../lib/viewer';
import { workCalendar } from '../calendar';
import { findService, placesOf, servicesNamed } from './appointments.places';
import { daysFrom, hoursText, placeDay, slotAhead, weekdayName } from './appointments.slots';
import { appointmentSlots } from './appointments.table';

export const NOT_BOOKABLE = '该事项暂不支持预约';

/** The unit's services bookable at an open place, with the places' names (the 预约取号 list). */
export async function bookableServices(
  db: Db,
  cache: MemoCache,
  fid: number,
  viewer: Viewer,
): Promise<BookableService[]> {
  const places = (await placesOf(db, cache, fid)).filter((place) => place.enabled);
  const services = await servicesNamed(db, fid, [...new Set(places.flatMap((place) => place.appIds))], viewer);
  return services.map((service) => ({
    appId: String(service.id),
    name: service.name,
    deptName: service.deptName,
    places: places.filter((place) => place.appIds.includes(service.id)).map((place) => place.name),
  }));
}

/**
 * A service's places and their next days (ADR 090): closed days with why, open days with each slot still ahead and
 * its seats left. Anyone may look; seats are read fresh, never cached.
 */
export async function serviceSlots(
  db: Db,
  cache: MemoCache,
  fid: number,
  appId: number,
  viewer: Viewer,
  now = new Date(),
): Promise<ServiceSlots> {
  const [service, allPlaces, calendar] = await Promise.all([
    findService(db, fid, appId, viewer),
    placesOf(db, cache, fid),
    workCalendar(db, cache),
  ]);
  const places = allPlaces.filter((place) => place.enabled && place.appIds.includes(appId));
  if (!service || places.length === 0) throw new BusinessError(CODE.notFound, NOT_BOOKABLE, 404);
  const today = shanghaiDay(now);
  const takenRows = await db
    .select()
    .from(appointmentSlots)
    .where(
      and(
        inArray(
          appointmentSlots.placeId,
          places.map((place) => place.id),
        ),
        gte(appointmentSlots.day, today),
      ),
    );
  const taken = new Map(takenRows.map((row) => [`${row.placeId} ${row.day} ${row.start}`, row.taken]));
  return {
    appId: String(service.id),
    name: service.name,
    places: places.map((place) => ({
      id: place.id,
      name: place.name,
      address: place.address,
      hoursText: hoursText(place.hours),
      cancelHours: place.cancelHours,
      days: daysFrom(today, place.daysAhead).map((day) => {
        const open = placeDay(place, day, calendar);
        return {
          day,
          weekday: weekdayName(day),
          open: open.open ? (1 as const) : (0 as const),
          closedReason: open.closedReason,
          slots: open.slots
            .filter((slot) => slotAhead(day, slot.start, now))
            .map((slot) => ({
              ...slot,
              left: Math.max(0, place.capacity - (taken.get(`${place.id} ${day} ${slot.start}`) ?? 0)),
            })),
        };
      }),
    })),
  };
}
