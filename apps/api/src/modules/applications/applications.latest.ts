import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ApplicationItem } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { toItem } from './applications.service';
import { applications } from './applications.table';

/**
 * A person's latest application (newest change first) for each of these services, by the service's name as the
 * business systems file it (an application names its service, not the portal's id). A service they never applied
 * for is absent. Read on the owner's (fid, uid, updated_at) index: a person has a handful of applications.
 */
export async function latestApplicationsByService(
  db: Db,
  fid: number,
  uid: number,
  serviceNames: string[],
): Promise<Map<string, ApplicationItem>> {
  const latest = new Map<string, ApplicationItem>();
  if (serviceNames.length === 0) return latest;
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.fid, fid), eq(applications.uid, uid), inArray(applications.serviceName, serviceNames)))
    .orderBy(desc(applications.updatedAt), desc(applications.id));
  for (const row of rows) if (!latest.has(row.serviceName)) latest.set(row.serviceName, toItem(row));
  return latest;
}
