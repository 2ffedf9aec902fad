import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { unitRef } from '../units';
import { userRef } from '../users';

/**
 * A user's tasks (任务中心) as business systems push them: one row per user and relation to a task (`relation` 1
 * 办理人, 2 发起人, 3 抄送人), so one task sits in its handler's 待办, its initiator's 我发起的 and every cc's 抄送.
 * `tab` is the list the row shows in (1 待办, 2 已办, 3 我发起的, 4 抄送, 0 none), written with `status` by the
 * service, so every list and count is one index range. A task is keyed by its system's own id
 * (`source_system`, `external_id`): pushing it again updates it (ADR 039). Per-user data: never cached.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    uid: userRef(),
    relation: smallint('relation').notNull(),
    tab: smallint('tab').notNull(),
    /** A code of TASK_STATUS (contracts): 1 待处理, 2 处理中, 3 已完成, 4 已退回, 5 已撤销. */
    status: smallint('status').notNull(),
    /** The pushing system's code (its API key's system) and its own id of the task. */
    sourceSystem: text('source_system').notNull(),
    externalId: text('external_id').notNull(),
    /** The system's display name (教务系统, OA 办公 …). */
    source: text('source').notNull().default(''),
    title: text('title').notNull(),
    /** Plain text; shown as text, never as HTML. */
    content: text('content').notNull().default(''),
    sponsor: text('sponsor').notNull().default(''),
    /** The task in its own system (http/https), on a computer and on a phone; '' when none. */
    pcUrl: text('pc_url').notNull().default(''),
    mobileUrl: text('mobile_url').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('tasks_relation_check', sql`${table.relation} in (1, 2, 3)`),
    check('tasks_tab_check', sql`${table.tab} in (0, 1, 2, 3, 4)`),
    check('tasks_status_check', sql`${table.status} between 1 and 5`),
    uniqueIndex('tasks_source_idx').on(table.fid, table.sourceSystem, table.externalId, table.uid, table.relation),
    // 已办, 我发起的 and 抄送 newest change first; the counts of every tab read the same (fid, uid) prefix.
    index('tasks_user_tab_updated_idx').on(table.fid, table.uid, table.tab, table.updatedAt.desc(), table.id.desc()),
    // 待办 soonest due first (no due date last), and its overdue count.
    index('tasks_user_todo_due_idx')
      .on(table.fid, table.uid, table.dueAt.asc().nullsLast(), table.id)
      .where(sql`${table.tab} = 1`),
    index('tasks_uid_idx').on(table.uid),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
