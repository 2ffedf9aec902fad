import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appGuides, appLabelLinks, appLabels, apps, appTypes, departments } from '../../schema';
import type { Catalogue } from '../service-hall';
import { buildApps, type BuiltApp } from '../service-hall/build';
import type { Prng } from './prng';

/** Large-set services sort after the demo ones: their `sort` starts here, which also marks them as generated. */
export const LARGE_SORT_BASE = 1_000_000;
const BATCH = 500;

/**
 * The demo catalogue with each service listed once per place (`服务名（地点）`), `count` of them in a seeded order:
 * the same kinds, departments, guides, links and labels as the demo services, from the demo builder itself.
 */
export function largeCatalogue(catalogue: Catalogue, places: string[], count: number, random: Prng): Catalogue {
  const slots = catalogue.serviceTypes.flatMap((type, typeIndex) =>
    type.items.flatMap(([dept, kind, ...names], row) => names.map((name) => ({ typeIndex, row, dept, kind, name }))),
  );
  const combos = places.flatMap((place) => slots.map((slot) => ({ ...slot, place })));
  if (combos.length < count) throw new Error(`only ${combos.length} distinct services can be generated, not ${count}`);
  const chosen = random.shuffle(combos).slice(0, count);
  const serviceTypes = catalogue.serviceTypes.map((type, typeIndex) => ({
    ...type,
    items: chosen
      .filter((slot) => slot.typeIndex === typeIndex)
      .map((slot): [string, string, string] => [slot.dept, slot.kind, `${slot.name}（${slot.place}）`]),
  }));
  return { ...catalogue, serviceTypes, systems: [] };
}

/** Ids of a unit's service types, departments and labels by name (the demo seed created them). */
async function lookups(db: Db, fid: number) {
  const [types, depts, labels] = await Promise.all([
    db
      .select({ id: appTypes.id, name: appTypes.name })
      .from(appTypes)
      .where(and(eq(appTypes.fid, fid), eq(appTypes.attributeType, 1))),
    db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.fid, fid)),
    db.select({ id: appLabels.id, name: appLabels.name }).from(appLabels).where(eq(appLabels.fid, fid)),
  ]);
  const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.name, row.id]));
  return { types: byName(types), depts: byName(depts), labels: byName(labels) };
}

/** Inserts one batch of built services with their guides and labels in one transaction. */
async function insertBatch(db: Db, fid: number, batch: BuiltApp[], catalogue: Catalogue, ids: Lookups) {
  const idOf = (map: Map<string, number>, name: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`unit ${fid} has no ${name}: run the demo seed first`);
    return id;
  };
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(apps)
      .values(
        batch.map((item) => ({
          ...item.app,
          fid,
          deptId: idOf(ids.depts, catalogue.departments.find((dept) => dept.key === item.deptKey)!.name),
          typeId: idOf(ids.types, catalogue.serviceTypes[item.typeIndex]!.name),
        })),
      )
      .returning({ id: apps.id, sort: apps.sort });
    const idBySort = new Map(rows.map((row) => [row.sort, row.id]));
    const appId = (item: BuiltApp) => idBySort.get(item.app.sort!)!;
    const guides = batch.flatMap((item) => (item.guide ? [{ ...item.guide, appId: appId(item) }] : []));
    if (guides.length > 0) await tx.insert(appGuides).values(guides);
    const links = batch.flatMap((item) =>
      item.labels.map((name) => ({ appId: appId(item), labelId: idOf(ids.labels, name) })),
    );
    if (links.length > 0) await tx.insert(appLabelLinks).values(links);
  });
}

type Lookups = Awaited<ReturnType<typeof lookups>>;

/**
 * Adds the generated services of one unit that are not there yet, in batches of 500 (one transaction each), so an
 * interrupted run resumes and a finished one adds nothing. Returns how many were added.
 */
export async function seedLargeServices(db: Db, fid: number, catalogue: Catalogue): Promise<number> {
  const built = buildApps(catalogue).map((item) => ({
    ...item,
    app: { ...item.app, sort: LARGE_SORT_BASE + item.app.sort! },
  }));
  const existing = await db
    .select({ sort: apps.sort })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.attributeType, 1), gte(apps.sort, LARGE_SORT_BASE)));
  const have = new Set(existing.map((row) => row.sort));
  const missing = built.filter((item) => !have.has(item.app.sort));
  if (missing.length === 0) return 0;
  const ids = await lookups(db, fid);
  for (let start = 0; start < missing.length; start += BATCH) {
    await insertBatch(db, fid, missing.slice(start, start + BATCH), catalogue, ids);
  }
  return missing.length;
}
