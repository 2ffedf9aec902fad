import { and, eq, ne, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SCHEME, seal, type SealKey } from '../../lib/sealed-text';
import { applications } from './applications.table';

/**
 * Seals the phone tails still stored as plain text (the seed writes them as a system would send them; ADR 048):
 * run with the profiles' sealing before the server serves.
 */
export async function sealApplicantPhones(db: Db, key: SealKey): Promise<number> {
  const rows = await db
    .select({ id: applications.id, phoneTail: applications.phoneTail })
    .from(applications)
    .where(and(ne(applications.phoneTail, ''), notLike(applications.phoneTail, `${SCHEME}%`)));
  for (const row of rows) {
    await db
      .update(applications)
      .set({ phoneTail: seal(key, row.phoneTail) })
      .where(eq(applications.id, row.id));
  }
  return rows.length;
}
