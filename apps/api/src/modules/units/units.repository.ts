import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unitDomains, units, type UnitRow } from './units.table';

/** The unit serving a domain, or undefined. */
export async function findUnitByDomain(db: Db, domain: string): Promise<UnitRow | undefined> {
  const rows = await db
    .select({ unit: units })
    .from(unitDomains)
    .innerJoin(units, eq(units.fid, unitDomains.fid))
    .where(eq(unitDomains.domain, domain))
    .limit(1);
  return rows[0]?.unit;
}

/** Every domain a unit answers on: the hosts a redirect may point to (A4). */
export async function listUnitDomains(db: Db, fid: number): Promise<string[]> {
  const rows = await db.select({ domain: unitDomains.domain }).from(unitDomains).where(eq(unitDomains.fid, fid));
  return rows.map((row) => row.domain);
}

/** Every unit's fid: the search reads each unit's words as the server starts. */
export async function listUnitIds(db: Db): Promise<number[]> {
  const rows = await db.select({ fid: units.fid }).from(units);
  return rows.map((row) => row.fid);
}

/** The unit with this fid, or undefined. */
export async function findUnitByFid(db: Db, fid: number): Promise<UnitRow | undefined> {
  const [unit] = await db.select().from(units).where(eq(units.fid, fid)).limit(1);
  return unit;
}

/** Every unit with one of its domains to show beside its name (the console's unit switcher). */
export async function listUnitsWithDomain(db: Db): Promise<{ fid: number; name: string; domain: string }[]> {
  return db
    .select({ fid: units.fid, name: units.name, domain: sql<string>`coalesce(max(${unitDomains.domain}), '')` })
    .from(units)
    .leftJoin(unitDomains, eq(unitDomains.fid, units.fid))
    .groupBy(units.fid)
    .orderBy(asc(units.fid));
}
