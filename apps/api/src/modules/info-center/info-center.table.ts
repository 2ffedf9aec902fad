import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { unitRef } from '../units';
import { userRef } from '../users';

/** How a unit shows notices (getNoticeConfig); a unit without a row gets the defaults (info-center.service.ts). */
export const noticeConfigs = pgTable('notice_configs', {
  fid: unitRef().primaryKey(),
  title: text('title').notNull().default('消息通知'),
  /** Whether the header bell and the phone's badges are shown at all. */
  show: boolean('show').notNull().default(true),
  pageSize: smallint('page_size').notNull().default(10),
});

/** The kinds of notice (通知类型) of a unit: 学校通知, 教务通知, 办事进度 … in their order. */
export const noticeTypes = pgTable(
  'notice_types',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('notice_types_fid_sort_idx').on(table.fid, table.sort, table.id)],
);

/** Notice types a user asked not to be reminded of (POST getNoticeConfig): they stay listed, the bell skips them. */
export const noticeMutes = pgTable(
  'notice_mutes',
  {
    uid: userRef(),
    typeId: integer('type_id')
      .notNull()
      .references(() => noticeTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.uid, table.typeId] }), index('notice_mutes_type_idx').on(table.typeId)],
);

/**
 * A user's inbox: one row per recipient, so reading is a column and two users never share a row. `kind` 'notice'
 * (a notice of a type, getUserNoticeInfo) or 'message' (a business system's message, getPersonMessage). A message
 * pushed by a system carries that system's own id (`source_id`), unique per unit and source, so a push is idempotent.
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    uid: userRef(),
    kind: text('kind').notNull(),
    typeId: integer('type_id').references(() => noticeTypes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Plain text; pages show it as text, never as HTML. */
    content: text('content').notNull().default(''),
    /** Where opening it leads: a portal path ('' shows the content in place). */
    url: text('url').notNull().default(''),
    /** The source system's own page for it, through the portal's leave-the-portal notice ('' when none). */
    sourceUrl: text('source_url').notNull().default(''),
    sourceType: text('source_type').notNull().default(''),
    createrName: text('creater_name').notNull().default(''),
    logo: text('logo').notNull().default(''),
    sourceId: text('source_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check('inbox_items_kind_check', sql`${table.kind} in ('notice', 'message')`),
    // A user's list of one kind and of all kinds, newest first; unread counts from the small partial index.
    index('inbox_items_uid_kind_sent_idx').on(table.uid, table.kind, table.sentAt.desc(), table.id.desc()),
    index('inbox_items_uid_sent_idx').on(table.uid, table.sentAt.desc(), table.id.desc()),
    index('inbox_items_unread_idx')
      .on(table.uid, table.kind, table.typeId)
      .where(sql`${table.readAt} is null`),
    index('inbox_items_type_idx').on(table.typeId),
    index('inbox_items_fid_idx').on(table.fid),
    uniqueIndex('inbox_items_source_idx').on(table.fid, table.sourceType, table.sourceId),
  ],
);
