import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appGuides, appLabelLinks, appLabels, apps, appTypes, departments } from '../../schema';
import { iconPath, type Catalogue } from './catalogue';
import { buildApps } from './build';

export type { Catalogue } from './catalogue';
export { campusCatalogue } from './campus-catalogue';
export { govCatalogue } from './gov-catalogue';

const byKey = <T>(rows: T[], key: (row: T) => string | number) => new Map(rows.map((row) => [key(row), row]));

/** Seeds one unit's service hall from a catalogue in a handful of bulk inserts. */
export async function seedServiceHall(tx: Db, fid: number, catalogue: Catalogue) {
  const typeSeeds = [
    ...catalogue.serviceTypes.map((type, index) => ({
      attributeType: 1,
      name: type.name,
      icon: type.icon,
      sort: index,
    })),
    ...catalogue.systemTypes.map((type, index) => ({
      attributeType: 2,
      name: type.name,
      icon: type.icon,
      sort: index,
    })),
  ].map((type) => ({ fid, ...type, icon: iconPath(type.icon), sort: type.sort + 1 }));
  const typeRows = await tx
    .insert(appTypes)
    .values(typeSeeds)
    .returning({ id: appTypes.id, attributeType: appTypes.attributeType, sort: appTypes.sort });
  const types = byKey(typeRows, (row) => `${row.attributeType}:${row.sort}`);
  const typeIdOf = (typeIndex: number) => {
    const seed = typeSeeds[typeIndex]!;
    return types.get(`${seed.attributeType}:${seed.sort}`)!.id;
  };

  const deptRows = await tx
    .insert(departments)
    .values(catalogue.departments.map((dept, index) => ({ fid, name: dept.name, sort: index + 1 })))
    .returning({ id: departments.id, sort: departments.sort });
  const depts = byKey(deptRows, (row) => row.sort);
  const deptIdOf = (key: string) => depts.get(catalogue.departments.findIndex((dept) => dept.key === key) + 1)!.id;

  const labelRows = await tx
    .insert(appLabels)
    .values(catalogue.labels.map((label, index) => ({ fid, name: label.name, sort: index + 1 })))
    .returning({ id: appLabels.id, name: appLabels.name });
  const labels = byKey(labelRows, (row) => row.name);

  const built = buildApps(catalogue);
  const appRows = await tx
    .insert(apps)
    .values(
      built.map((item) => ({ ...item.app, fid, deptId: deptIdOf(item.deptKey), typeId: typeIdOf(item.typeIndex) })),
    )
    .returning({ id: apps.id, attributeType: apps.attributeType, sort: apps.sort });
  const ids = byKey(appRows, (row) => `${row.attributeType}:${row.sort}`);
  const idOf = (item: (typeof built)[number]) => ids.get(`${item.app.attributeType}:${item.app.sort}`)!.id;

  const guides = built.flatMap((item) => (item.guide ? [{ ...item.guide, appId: idOf(item) }] : []));
  if (guides.length > 0) await tx.insert(appGuides).values(guides);
  const links = built.flatMap((item) =>
    item.labels.map((name) => ({ appId: idOf(item), labelId: labels.get(name)!.id })),
  );
  if (links.length > 0) await tx.insert(appLabelLinks).values(links);
}

/** Seeds the service hall of an existing unit that has none yet (databases seeded before it existed). */
export async function seedServiceHallIfEmpty(db: Db, fid: number, catalogue: Catalogue) {
  const [any] = await db.select({ id: appTypes.id }).from(appTypes).where(eq(appTypes.fid, fid)).limit(1);
  if (any) return;
  await db.transaction(async (tx) => seedServiceHall(tx as unknown as Db, fid, catalogue));
}
