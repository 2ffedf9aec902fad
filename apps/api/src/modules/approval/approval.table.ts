import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { units } from '../units';
import { users } from '../users';

/**
 * A user's approval items (审批数据) as the approval systems report them: one row per user and relation
 * (`aprvType` 1 待我审批, 2 我已审批, 3 抄送我的, 4 我发起的), so the same form can be in several users' lists.
 * `status` is a code of APPROVAL_STATUS (contracts); the wire answers its display name. Per-user data: never
 * cached, no change notice.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => units.fid, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    aprvType: smallint('aprv_type').notNull(),
    status: smallint('status').notNull(),
    /** The form (template) and the filled-in form of the approval system. */
    formId: integer('form_id').notNull(),
    formUserId: integer('form_user_id').notNull(),
    title: text('title').notNull(),
    formName: text('form_name').notNull(),
    /** Who started it, and who holds it now (the current approver, or the last one). */
    sponsor: text('sponsor').notNull(),
    uname: text('uname').notNull().default(''),
    /** The form in its own system (http/https); opened through the leave-the-portal notice. */
    pageLinkUrl: text('page_link_url').notNull().default(''),
    source: text('source').notNull().default(''),
    /**
     * The pushing system's code and its own id of the form (integration API, ADR 039); null for rows written
     * otherwise. A push of the same form again updates its rows instead of adding more.
     */
    sourceSystem: text('source_system'),
    externalId: text('external_id'),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A user's list of one type, newest first (its count reads the same prefix), with or without a status.
    index('approvals_user_type_updated_idx').on(
      table.fid,
      table.uid,
      table.aprvType,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    index('approvals_user_type_status_updated_idx').on(
      table.fid,
      table.uid,
      table.aprvType,
      table.status,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    index('approvals_uid_idx').on(table.uid),
    uniqueIndex('approvals_source_idx').on(table.fid, table.sourceSystem, table.externalId, table.uid, table.aprvType),
  ],
);

export type ApprovalRow = typeof approvals.$inferSelect;
