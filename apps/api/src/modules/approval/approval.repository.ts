import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvals } from './approval.table';

/** Whose list, of which relation, with which status (undefined: every status). */
export interface ApprovalFilter {
  fid: number;
  uid: number;
  aprvType: number;
  status: number | undefined;
}

const condition = ({ fid, uid, aprvType, status }: ApprovalFilter) =>
  and(
    eq(approvals.fid, fid),
    eq(approvals.uid, uid),
    eq(approvals.aprvType, aprvType),
    status === undefined ? undefined : eq(approvals.status, status),
  );

/**
 * One page of a user's approvals of one relation, newest change first, and the total: each reads its index,
 * (fid, uid, aprv_type, updated_at, id) or the same with status.
 */
export async function pageApprovals(db: Db, filter: ApprovalFilter, page: number, size: number) {
  const where = condition(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(approvals)
      .where(where)
      .orderBy(desc(approvals.updatedAt), desc(approvals.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(approvals).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** How many approvals a user has of each relation (the index's (fid, uid, aprv_type) prefix). */
export const countByType = (db: Db, fid: number, uid: number) =>
  db
    .select({ aprvType: approvals.aprvType, count: count() })
    .from(approvals)
    .where(and(eq(approvals.fid, fid), eq(approvals.uid, uid)))
    .groupBy(approvals.aprvType);

/** One of the user's own approvals (at most one row): another user's id is as unknown as a missing one. */
export const findOwnApproval = (db: Db, fid: number, uid: number, id: number) =>
  db
    .select()
    .from(approvals)
    .where(and(eq(approvals.fid, fid), eq(approvals.uid, uid), eq(approvals.id, id)));
