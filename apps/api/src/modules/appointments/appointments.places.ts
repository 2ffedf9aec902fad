import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemoCache } from '../../lib/memo-cache';
import type { Viewer } from '../../lib/viewer';
import { apps, departmentNames, visibleTo } from '../service-hall';
import { appointmentPlaces, appointmentPlaceServices, type PlaceRow } from './appointments.table';

/** A place with the services booked there. */
export type PlaceWithServices = PlaceRow & { appIds: number[] };

/**
 * A unit's places and their services, kept until the console changes any of them (the tables announce their
 * changes, migration 0066). Seats taken are not part of it: they are read fresh.
 */
export const placesOf = (db: Db, cache: MemoCache, fid: number): Promise<PlaceWithServices[]> =>
  cache.get(`appointments:places:${fid}`, () => readPlaces(db, fid));

export async function readPlaces(db: Pick<Db, 'select'>, fid: number): Promise<PlaceWithServices[]> {
  const places = await db
    .select()
    .from(appointmentPlaces)
    .where(eq(appointmentPlaces.fid, fid))
    .orderBy(asc(appointmentPlaces.id));
  if (places.length === 0) return [];
  const links = await db
    .select()
    .from(appointmentPlaceServices)
    .where(
      inArray(
        appointmentPlaceServices.placeId,
        places.map((place) => place.id),
      ),
    );
  return places.map((place) => ({
    ...place,
    appIds: links
      .filter((link) => link.placeId === place.id)
      .map((link) => link.appId)
      .sort((a, b) => a - b),
  }));
}

/** A service of the unit the viewer may see (listed, and for their kind of user), or undefined. */
export async function findService(db: Db, fid: number, appId: number, viewer: Viewer) {
  const [app] = await db
    .select({ id: apps.id, name: apps.name, deptId: apps.deptId })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.id, appId), visibleTo(viewer)));
  return app;
}

/** The services among these ids that the viewer may see, with their departments' names, in the hall's order. */
export async function servicesNamed(db: Db, fid: number, appIds: number[], viewer: Viewer) {
  if (appIds.length === 0) return [];
  const rows = await db
    .select({ id: apps.id, name: apps.name, deptId: apps.deptId, sort: apps.sort })
    .from(apps)
    .where(and(eq(apps.fid, fid), inArray(apps.id, appIds), visibleTo(viewer)))
    .orderBy(asc(apps.sort), asc(apps.id));
  const names = await departmentNames(db, fid, [...new Set(rows.map((row) => row.deptId))]);
  return rows.map((row) => ({ ...row, deptName: names.get(row.deptId) ?? '' }));
}
