import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addNewsReads, subscribedNews } from '../news';
import { inboxItems, noticeConfigs, noticeMutes, noticeTypes } from './info-center.table';

export type InboxKind = 'notice' | 'message';
export type NoticeTypeRow = typeof noticeTypes.$inferSelect;

/** Whose inbox, in which unit: every inbox query is scoped by both. */
export interface Owner {
  fid: number;
  uid: number;
}

/** A unit's notice config row, if it has one. */
export const findConfig = (db: Db, fid: number) => db.select().from(noticeConfigs).where(eq(noticeConfigs.fid, fid));

/** A unit's notice types in their order (notice_types_fid_sort_idx). */
export const listTypes = (db: Db, fid: number) =>
  db.select().from(noticeTypes).where(eq(noticeTypes.fid, fid)).orderBy(asc(noticeTypes.sort), asc(noticeTypes.id));

/** The notice types a user is not reminded of. */
export const listMutes = async (db: Db, uid: number): Promise<number[]> =>
  (await db.select({ typeId: noticeMutes.typeId }).from(noticeMutes).where(eq(noticeMutes.uid, uid))).map(
    (row) => row.typeId,
  );

/** Replaces the user's muted types within one unit (ids already checked to be the unit's). */
export async function replaceMutes(db: Db, uid: number, fid: number, muted: number[]) {
  await db.transaction(async (tx) => {
    const ofUnit = tx.select({ id: noticeTypes.id }).from(noticeTypes).where(eq(noticeTypes.fid, fid));
    await tx.delete(noticeMutes).where(and(eq(noticeMutes.uid, uid), inArray(noticeMutes.typeId, ofUnit)));
    if (muted.length > 0) await tx.insert(noticeMutes).values(muted.map((typeId) => ({ uid, typeId })));
  });
}

const ownedBy = ({ fid, uid }: Owner) => and(eq(inboxItems.uid, uid), eq(inboxItems.fid, fid));

/** Unread inbox rows of a user by kind and type (the partial index inbox_items_unread_idx). */
export const countUnreadInbox = (db: Db, owner: Owner) =>
  db
    .select({ kind: inboxItems.kind, typeId: inboxItems.typeId, unread: count() })
    .from(inboxItems)
    .where(and(ownedBy(owner), isNull(inboxItems.readAt)))
    .groupBy(inboxItems.kind, inboxItems.typeId);

/** Notices of a user by type: how many, and how many unread. */
export const countNoticesByType = (db: Db, owner: Owner) =>
  db
    .select({
      typeId: inboxItems.typeId,
      total: count(),
      unread: sql<number>`count(*) filter (where ${inboxItems.readAt} is null)`.mapWith(Number),
    })
    .from(inboxItems)
    .where(and(ownedBy(owner), eq(inboxItems.kind, 'notice')))
    .groupBy(inboxItems.typeId);

const readFilter = (read: 0 | 1 | undefined) =>
  read === undefined ? undefined : read === 1 ? isNotNull(inboxItems.readAt) : isNull(inboxItems.readAt);

/** One page of a user's inbox rows of a kind, newest first, with the notice type's name. */
export async function pageInbox(
  db: Db,
  owner: Owner,
  kind: InboxKind,
  filter: { typeId?: number; read?: 0 | 1 },
  page: number,
  size: number,
) {
  const where = and(
    ownedBy(owner),
    eq(inboxItems.kind, kind),
    filter.typeId === undefined ? undefined : eq(inboxItems.typeId, filter.typeId),
    readFilter(filter.read),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: inboxItems, typeName: noticeTypes.name })
      .from(inboxItems)
      .leftJoin(noticeTypes, eq(noticeTypes.id, inboxItems.typeId))
      .where(where)
      .orderBy(desc(inboxItems.sentAt), desc(inboxItems.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(inboxItems).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * One inbox row of the user: its link and whether it is read, or undefined if not theirs. With `markRead` it is
 * marked read first (once: the first reading time stays).
 */
export async function openInboxItem(db: Db, owner: Owner, id: number, { markRead }: { markRead: boolean }) {
  const mine = and(ownedBy(owner), eq(inboxItems.id, id));
  const columns = { url: inboxItems.url, read: sql<boolean>`${inboxItems.readAt} is not null` };
  const [row] = markRead
    ? await db
        .update(inboxItems)
        .set({ readAt: sql`coalesce(${inboxItems.readAt}, now())` })
        .where(mine)
        .returning(columns)
    : await db.select(columns).from(inboxItems).where(mine);
  return row;
}

/** Marks every unread inbox row of the given kinds read. */
export const readAllInbox = (db: Db, owner: Owner, kinds: InboxKind[]) =>
  db
    .update(inboxItems)
    .set({ readAt: sql`now()` })
    .where(and(ownedBy(owner), inArray(inboxItems.kind, kinds), isNull(inboxItems.readAt)));

/** The user's inbox rows of the given kinds (or the one row `only`) in the shape the information center merges. */
function inboxEntries(db: Db, owner: Owner, kinds: InboxKind[], read: 0 | 1 | undefined, only?: number) {
  return db
    .select({
      kind: sql<string>`${inboxItems.kind}`.as('kind'),
      id: sql<number>`${inboxItems.id}`.as('id'),
      title: sql<string>`${inboxItems.title}`.as('title'),
      summary: sql<string>`${inboxItems.content}`.as('summary'),
      at: sql<Date>`${inboxItems.sentAt}`.as('at'),
      read: sql<boolean>`${inboxItems.readAt} is not null`.as('read'),
      url: sql<string>`${inboxItems.url}`.as('url'),
      sourceUrl: sql<string>`${inboxItems.sourceUrl}`.as('source_url'),
      source: sql<string>`${inboxItems.createrName}`.as('source'),
      typeName: sql<string>`coalesce(${noticeTypes.name}, ${inboxItems.sourceType})`.as('type_name'),
      typeId: sql<number | null>`${inboxItems.typeId}`.as('type_id'),
    })
    .from(inboxItems)
    .leftJoin(noticeTypes, eq(noticeTypes.id, inboxItems.typeId))
    .where(
      and(
        ownedBy(owner),
        inArray(inboxItems.kind, kinds),
        readFilter(read),
        only === undefined ? undefined : eq(inboxItems.id, only),
      ),
    );
}

export interface InfoRow {
  kind: string;
  id: number;
  title: string;
  summary: string;
  at: Date | string;
  read: boolean;
  url: string;
  source_url: string;
  source: string;
  type_name: string;
  type_id: number | null;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * One page of the information center: the user's notices and messages and the recent articles of the subscribed
 * categories, merged newest first in one query (each part uses its own index), with the merged total. With `only`,
 * just that inbox row (its primary key), when it is the user's.
 */
export async function pageInfo(
  db: Db,
  owner: Owner,
  parts: { inbox: InboxKind[]; news: boolean; newsSince: Date; only?: number | undefined },
  read: 0 | 1 | undefined,
  page: number,
  size: number,
) {
  const queries: SQL[] = [];
  if (parts.inbox.length > 0) queries.push(sql`(${inboxEntries(db, owner, parts.inbox, read, parts.only)})`);
  if (parts.news) queries.push(sql`(${subscribedNews(db, owner, parts.newsSince, read)})`);
  if (queries.length === 0) return { rows: [] as InfoRow[], total: 0 };
  const merged = sql.join(queries, sql` union all `);
  const [rows, totals] = await Promise.all([
    db.execute(sql`${merged} order by at desc, id desc limit ${size} offset ${(page - 1) * size}`),
    db.execute(sql`select count(*)::int as total from (${merged}) as merged`),
  ]);
  return { rows: rowsOf(rows) as unknown as InfoRow[], total: Number(rowsOf(totals)[0]?.total ?? 0) };
}

/** How many recent subscribed articles the user has not read. */
export async function countUnreadNews(db: Db, owner: Owner, since: Date): Promise<number> {
  const unread = subscribedNews(db, owner, since, 0);
  const result = await db.execute(sql`select count(*)::int as total from (${unread}) as unread`);
  return Number(rowsOf(result)[0]?.total ?? 0);
}

/** Marks every recent subscribed article read. */
export async function readAllNews(db: Db, owner: Owner, since: Date) {
  const unread = await subscribedNews(db, owner, since, 0);
  await addNewsReads(
    db,
    owner.uid,
    unread.map((row) => row.id),
  );
}
