import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentFeeds } from './appointments.table';

/** Replaces a person's feed token (the old address stops working at once). */
export async function replaceFeed(db: Db, fid: number, uid: number, tokenHash: string) {
  await db
    .insert(appointmentFeeds)
    .values({ fid, uid, tokenHash })
    .onConflictDoUpdate({
      target: [appointmentFeeds.fid, appointmentFeeds.uid],
      set: { tokenHash, createdAt: new Date() },
    });
}

export async function hasFeed(db: Db, fid: number, uid: number): Promise<boolean> {
  const rows = await db
    .select({ uid: appointmentFeeds.uid })
    .from(appointmentFeeds)
    .where(and(eq(appointmentFeeds.fid, fid), eq(appointmentFeeds.uid, uid)));
  return rows.length > 0;
}

/** Whose feed a token's hash opens, in this unit only. */
export async function feedOwner(db: Db, fid: number, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ uid: appointmentFeeds.uid })
    .from(appointmentFeeds)
    .where(and(eq(appointmentFeeds.fid, fid), eq(appointmentFeeds.tokenHash, tokenHash)));
  return row?.uid;
}
