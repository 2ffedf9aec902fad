import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bundles, bundleServices, type BundleRow } from './bundles.table';

/** A transaction of the console's writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A bundle with its services' ids in order. */
export type StoredBundle = BundleRow & { appIds: number[] };

/** The services of these bundles, each bundle's in order. */
async function appIdsOf(db: Pick<Db, 'select'>, ids: number[]): Promise<Map<number, number[]>> {
  const byBundle = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byBundle;
  const rows = await db
    .select({ bundleId: bundleServices.bundleId, appId: bundleServices.appId })
    .from(bundleServices)
    .where(inArray(bundleServices.bundleId, ids))
    .orderBy(asc(bundleServices.bundleId), asc(bundleServices.sort), asc(bundleServices.appId));
  for (const row of rows) byBundle.get(row.bundleId)!.push(row.appId);
  return byBundle;
}

const withApps = async (db: Pick<Db, 'select'>, rows: BundleRow[]): Promise<StoredBundle[]> => {
  const appIds = await appIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, appIds: appIds.get(row.id) ?? [] }));
};

/** Every bundle of a unit in display order (a unit has a handful). */
export async function listBundles(db: Db, fid: number): Promise<StoredBundle[]> {
  const rows = await db.select().from(bundles).where(eq(bundles.fid, fid)).orderBy(asc(bundles.sort), asc(bundles.id));
  return withApps(db, rows);
}

/** One page of a unit's bundles in display order, and how many there are. */
export async function pageBundles(db: Db, fid: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bundles)
      .where(eq(bundles.fid, fid))
      .orderBy(asc(bundles.sort), asc(bundles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(bundles).where(eq(bundles.fid, fid)),
  ]);
  return { rows: await withApps(db, rows), total: total?.total ?? 0 };
}

/** One bundle of the unit, or undefined; locked for the save that reads it when `lock`. */
export async function findBundle(db: Db | Tx, fid: number, id: number, lock = false) {
  const query = db
    .select()
    .from(bundles)
    .where(and(eq(bundles.fid, fid), eq(bundles.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [stored] = await withApps(db, [row]);
  return stored;
}

/** What a console save writes of a bundle. */
export interface BundleWrite {
  title: string;
  summary: string;
  icon: string;
  materialLinks: { material: string; sameAs: string }[];
  appIds: number[];
}

const servicesOf = (bundleId: number, appIds: number[]) =>
  appIds.map((appId, index) => ({ bundleId, appId, sort: index + 1 }));

/** Adds a bundle after the unit's others. */
export async function insertBundle(tx: Tx, fid: number, write: BundleWrite, sort: number): Promise<number> {
  const { appIds, ...fields } = write;
  const [row] = await tx
    .insert(bundles)
    .values({ fid, ...fields, sort })
    .returning({ id: bundles.id });
  await tx.insert(bundleServices).values(servicesOf(row!.id, appIds));
  return row!.id;
}

/** Rewrites a bundle and its services' order. */
export async function updateBundle(tx: Tx, id: number, write: BundleWrite) {
  const { appIds, ...fields } = write;
  await tx
    .update(bundles)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(bundles.id, id));
  await tx.delete(bundleServices).where(eq(bundleServices.bundleId, id));
  await tx.insert(bundleServices).values(servicesOf(id, appIds));
}

export const deleteBundle = (tx: Tx, id: number) => tx.delete(bundles).where(eq(bundles.id, id));

/** The sort a new bundle takes: after the unit's last. */
export async function nextSort(tx: Tx, fid: number): Promise<number> {
  const rows = await tx.select({ sort: bundles.sort }).from(bundles).where(eq(bundles.fid, fid));
  return Math.max(0, ...rows.map((row) => row.sort)) + 1;
}
