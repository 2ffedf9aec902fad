import { and, count, desc, eq } from 'drizzle-orm';
import type { ApiRequest } from '../../lib/api-request';
import type { Db } from '../../db/client';
import { auditLog, type AuditEntry } from './audit.table';

/** Control characters (CR/LF included) and over-long text cannot forge or flood log lines (D2). */
export const cleanAuditText = (value: string | undefined | null, max = 256): string =>
  // eslint-disable-next-line no-control-regex
  (value ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').slice(0, max);

export type AuditEvent = Pick<AuditEntry, 'event' | 'outcome'> &
  Partial<Pick<AuditEntry, 'uid' | 'username' | 'method' | 'reason'>>;

/** Appends one audit entry for a request: who, from where, what, and how it ended. Never secrets. */
export async function recordAudit(db: Db, request: ApiRequest, event: AuditEvent) {
  await db.insert(auditLog).values({
    fid: request.unit.fid,
    uid: event.uid ?? null,
    username: cleanAuditText(event.username, 64),
    ip: cleanAuditText(request.ip, 64),
    userAgent: cleanAuditText(request.headers['user-agent']),
    event: event.event,
    outcome: event.outcome,
    method: cleanAuditText(event.method, 32),
    reason: cleanAuditText(event.reason, 64),
    requestId: request.id,
  });
}

/** One console write (ADR 069): who, from where, what (action and target), and the item before and after. */
export interface AdminWrite {
  fid: number;
  uid: number;
  username: string;
  /** What was done, as a key of ADMIN_ACTION_NAMES (`site.save`). */
  action: string;
  /** What it was done to: a name and id a person recognises. */
  target: string;
  before: unknown;
  after: unknown;
}

/** Appends the audit entry of a console write. */
export async function recordAdminWrite(db: Db, request: ApiRequest, write: AdminWrite) {
  await db.insert(auditLog).values({
    fid: write.fid,
    uid: write.uid,
    username: cleanAuditText(write.username, 64),
    ip: cleanAuditText(request.ip, 64),
    userAgent: cleanAuditText(request.headers['user-agent']),
    event: 'admin_write',
    outcome: 'success',
    method: cleanAuditText(write.action, 32),
    target: cleanAuditText(write.target, 200),
    before: write.before ?? null,
    after: write.after ?? null,
    requestId: request.id,
  });
}

export interface AuditFilter {
  fid: number;
  page: number;
  pageSize: number;
  username?: string | undefined;
  event?: AuditEntry['event'] | undefined;
}

/** A unit's audit entries, newest first, a page at a time (index audit_log_fid_at_idx), with their count. */
export async function listAuditEntries(db: Db, filter: AuditFilter) {
  const where = and(
    eq(auditLog.fid, filter.fid),
    filter.event ? eq(auditLog.event, filter.event) : undefined,
    filter.username ? eq(auditLog.username, filter.username) : undefined,
  );
  const [list, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { list, total: counted?.total ?? 0 };
}

/**
 * A unit's newest `limit` audit entries under the console's filters, newest first (audit_log_fid_at_idx): what an
 * export holds. Bounded, so a file is built in memory at a known most.
 */
export const exportAuditEntries = (db: Db, filter: Omit<AuditFilter, 'page' | 'pageSize'>, limit: number) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.fid, filter.fid),
        filter.event ? eq(auditLog.event, filter.event) : undefined,
        filter.username ? eq(auditLog.username, filter.username) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
