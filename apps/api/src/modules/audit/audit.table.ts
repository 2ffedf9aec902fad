import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Append-only audit log (security.md D1): a trigger refuses UPDATE and DELETE. No foreign keys, so entries
 * outlive the users and units they mention. Never holds passwords, tokens or tickets (D2).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fid: integer('fid').notNull(),
    uid: integer('uid'),
    /** The account name as typed (cleaned), for failures of unknown accounts. */
    username: text('username').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    event: text('event', {
      enum: ['login', 'logout', 'login_failure', 'lockout', 'integration_push', 'integration_key', 'admin_write'],
    }).notNull(),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    /** Sign-in method: password, cas, oauth2, qrcode, … */
    method: text('method').notNull().default(''),
    reason: text('reason').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    /** A console write: what it changed (its name and id), and the item before and after (ADR 069). */
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_fid_at_idx').on(table.fid, table.at),
    index('audit_log_uid_at_idx').on(table.uid, table.at),
  ],
);

export type AuditEntry = typeof auditLog.$inferInsert;
