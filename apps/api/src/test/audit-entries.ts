import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../modules/audit/audit.table';

// Reading the audit log in tests: what one request wrote, and which requests wrote since a point.

/** The audit entries one request wrote (event, outcome, method, account). */
export const auditEntriesOf = (db: Db, requestId: string) =>
  db
    .select({ event: auditLog.event, outcome: auditLog.outcome, method: auditLog.method, uid: auditLog.uid })
    .from(auditLog)
    .where(eq(auditLog.requestId, requestId));

/** The request ids of a unit's audit entries after entry `since`, oldest first. */
export const requestIdsSince = async (db: Db, fid: number, since: number) =>
  (
    await db
      .select({ requestId: auditLog.requestId })
      .from(auditLog)
      .where(and(eq(auditLog.fid, fid), gt(auditLog.id, since)))
      .orderBy(auditLog.id)
  ).map((row) => row.requestId);

/** The id of the newest audit entry (0 when there is none). */
export async function lastAuditId(db: Db) {
  const rows = await db.select({ id: auditLog.id }).from(auditLog);
  return Math.max(0, ...rows.map((row) => row.id));
}
