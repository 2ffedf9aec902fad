import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appGuides, apps, departments, type GuideMaterial } from './service-hall.table';

/** A service as a bundle (一件事) shows it: who may see it, and the materials its guide asks for. */
export interface BundleServiceFacts {
  appId: number;
  name: string;
  summary: string;
  deptId: number;
  deptName: string;
  visitorVisible: boolean;
  roles: string[];
  listed: boolean;
  materials: GuideMaterial[];
}

/**
 * The services of this unit among `appIds` (services only, not business systems), each with its guide's materials
 * (none when it has no guide). The caller orders them and decides who sees which (canSeeApp).
 */
export async function bundleServiceFacts(db: Pick<Db, 'select'>, fid: number, appIds: number[]) {
  if (appIds.length === 0) return [];
  const rows = await db
    .select({
      appId: apps.id,
      name: apps.name,
      summary: apps.summary,
      deptId: apps.deptId,
      deptName: departments.name,
      visitorVisible: apps.visitorVisible,
      roles: apps.roles,
      listed: apps.listed,
      materials: appGuides.materials,
    })
    .from(apps)
    .innerJoin(departments, eq(departments.id, apps.deptId))
    .leftJoin(appGuides, eq(appGuides.appId, apps.id))
    .where(and(eq(apps.fid, fid), eq(apps.attributeType, 1), inArray(apps.id, appIds)));
  return rows.map((row): BundleServiceFacts => ({ ...row, materials: row.materials ?? [] }));
}

/** The unit's services a console may put in a bundle: all, or those of a 事项管理员's departments; by department. */
export function bundleServiceChoices(db: Db, fid: number, scope: 'all' | number[]) {
  if (scope !== 'all' && scope.length === 0) return Promise.resolve([]);
  const unit = and(eq(apps.fid, fid), eq(apps.attributeType, 1));
  return db
    .select({ id: apps.id, name: apps.name, deptName: departments.name })
    .from(apps)
    .innerJoin(departments, eq(departments.id, apps.deptId))
    .where(scope === 'all' ? unit : and(unit, inArray(apps.deptId, scope)))
    .orderBy(asc(departments.sort), asc(departments.id), asc(apps.sort), asc(apps.id));
}
