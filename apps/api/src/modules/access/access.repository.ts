import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminGrants, type AdminGrantRow } from './access.table';

/** Every console grant a user holds, in any unit. */
export const grantsOf = (db: Db, uid: number): Promise<AdminGrantRow[]> =>
  db.select().from(adminGrants).where(eq(adminGrants.uid, uid)).orderBy(asc(adminGrants.id));
