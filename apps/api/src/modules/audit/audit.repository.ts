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
