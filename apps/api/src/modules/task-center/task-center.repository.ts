import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { OPEN_TASK_STATUSES } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { tasks, type TaskRow } from './task-center.table';
import { tabOf } from './task-center.service';

/** Whose list, of which tab (1 待办, 2 已办, 3 我发起的, 4 抄送). */
export interface TaskFilter {
  fid: number;
  uid: number;
  tab: number;
}

/** The rows of one person's tab: every list query of the task center names these three values. */
const ofTab = and(
  eq(tasks.fid, sql.placeholder('fid')),
  eq(tasks.uid, sql.placeholder('uid')),
  eq(tasks.tab, sql.placeholder('tab')),
);

/**
 * A page of a tab in one of its orders, written as its index is, nulls included, so PostgreSQL reads it in order
 * instead of sorting. Prepared once (preparedPerDb, ADR 046): the task center is read on every signed-in home page.
 */
const pageIn = (name: string, rows: SQL | undefined, order: SQL[]) =>
  preparedPerDb((db) =>
    db
      .select()
      .from(tasks)
      .where(rows)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
/**
 * 待办: soonest due first, no due date last, on its partial index (tab = 1). The tab is written into the statement:
 * a plan made for any tab (a generic plan, which PostgreSQL may keep for a prepared statement) cannot use an index
 * that holds only one tab's rows, and sorted the person's whole list instead.
 */
const pageByDue = pageIn(
  'task_page_by_due',
  and(eq(tasks.fid, sql.placeholder('fid')), eq(tasks.uid, sql.placeholder('uid')), sql`${tasks.tab} = 1`),
  [sql`${tasks.dueAt} asc nulls last`, sql`${tasks.id} asc`],
);
/** The other tabs: newest change first ((fid, uid, tab, updated_at desc, id desc)). */
const pageByChange = pageIn('task_page_by_change', ofTab, [
  sql`${tasks.updatedAt} desc nulls last`,
  sql`${tasks.id} desc nulls last`,
]);
const tabTotal = preparedPerDb((db) =>
  db.select({ total: count() }).from(tasks).where(ofTab).prepare('task_tab_total'),
);

/** The prepared page query of a tab (values: fid, uid, tab, limit, offset). */
export const tabPageQuery = (db: Db, tab: number) => (tab === 1 ? pageByDue : pageByChange)(db);

/** One page of a list (待办 soonest due first, the others newest change first) and its total. */
export async function pageTasks(db: Db, filter: TaskFilter, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    tabPageQuery(db, filter.tab).execute({ ...filter, limit: size, offset: (page - 1) * size }),
    tabTotal(db).execute({ ...filter }),
  ]);
  return { rows, total: total?.total ?? 0 };
}

const tabCounts = preparedPerDb((db) =>
  db
    .select({
      tab: tasks.tab,
      count: count(),
      overdue: sql<number>`(count(*) filter (where ${tasks.dueAt} < ${sql.placeholder('now')}::timestamptz and ${inArray(tasks.status, [...OPEN_TASK_STATUSES])}))::int`,
    })
    .from(tasks)
    .where(and(eq(tasks.fid, sql.placeholder('fid')), eq(tasks.uid, sql.placeholder('uid'))))
    .groupBy(tasks.tab)
    .prepare('task_tab_counts'),
);

/** How many rows a user has in each tab, and how many of them are open past due (one pass over (fid, uid)). */
export const countByTab = (db: Db, fid: number, uid: number, now: Date) =>
  tabCounts(db).execute({ fid, uid, now: now.toISOString() });

/** One of the user's own task rows: another user's id is as unknown as a missing one. */
export const findOwnTask = (db: Db, fid: number, uid: number, id: number) =>
  db
    .select()
    .from(tasks)
    .where(and(eq(tasks.fid, fid), eq(tasks.uid, uid), eq(tasks.id, id)))
    .limit(1);

/** What a task is, the same for every person it concerns. */
export type TaskFields = Pick<
  TaskRow,
  'status' | 'source' | 'title' | 'content' | 'sponsor' | 'pcUrl' | 'mobileUrl' | 'dueAt' | 'completedAt'
> & { insertedAt: Date | undefined };

/**
 * Writes a task as its system sent it, for exactly the people given: their rows are inserted or updated in place
 * (the unique (fid, system, id, uid, relation)), and rows of people no longer named are removed. One transaction,
 * so a reader never sees half a task. Answers whether the task was new and how many rows it has.
 */
export async function writeTask(
  db: Db,
  key: { fid: number; sourceSystem: string; externalId: string },
  fields: TaskFields,
  people: { uid: number; relation: number }[],
  now: Date,
) {
  return db.transaction(async (tx) => {
    const same = and(
      eq(tasks.fid, key.fid),
      eq(tasks.sourceSystem, key.sourceSystem),
      eq(tasks.externalId, key.externalId),
    );
    const existing = await tx
      .select({ id: tasks.id, uid: tasks.uid, relation: tasks.relation, insertedAt: tasks.insertedAt })
      .from(tasks)
      .where(same);
    const keep = new Set(people.map((person) => `${person.uid}:${person.relation}`));
    const gone = existing.filter((row) => !keep.has(`${row.uid}:${row.relation}`)).map((row) => row.id);
    if (gone.length > 0) await tx.delete(tasks).where(inArray(tasks.id, gone));
    const insertedAt = fields.insertedAt ?? existing[0]?.insertedAt ?? now;
    const values = people.map((person) => ({
      ...key,
      ...fields,
      insertedAt,
      uid: person.uid,
      relation: person.relation,
      tab: tabOf(person.relation, fields.status),
      updatedAt: now,
    }));
    await tx
      .insert(tasks)
      .values(values)
      .onConflictDoUpdate({
        target: [tasks.fid, tasks.sourceSystem, tasks.externalId, tasks.uid, tasks.relation],
        set: {
          status: sql`excluded.status`,
          tab: sql`excluded.tab`,
          source: sql`excluded.source`,
          title: sql`excluded.title`,
          content: sql`excluded.content`,
          sponsor: sql`excluded.sponsor`,
          pcUrl: sql`excluded.pc_url`,
          mobileUrl: sql`excluded.mobile_url`,
          dueAt: sql`excluded.due_at`,
          insertedAt: sql`excluded.inserted_at`,
          updatedAt: sql`excluded.updated_at`,
          // A completed task keeps the moment it was first completed.
          completedAt: sql`case when excluded.status = 3 then coalesce(${tasks.completedAt}, excluded.completed_at) end`,
        },
      });
    return { created: existing.length === 0, rows: values.length };
  });
}

/**
 * Sets the status of every row of a task (its lists follow: a completed task leaves the handler's 待办). Answers
 * how many rows it changed; 0 means the system never pushed that task.
 */
export async function setTaskStatus(
  db: Db,
  key: { fid: number; sourceSystem: string; externalId: string },
  status: number,
  now: Date,
) {
  const rows = await db
    .update(tasks)
    .set({
      status,
      // tabOf, as SQL: the same rule for every row of the task whatever its relation.
      tab: sql`case ${tasks.relation} when 2 then 3 when 3 then 4 else ${tabOf(1, status)} end`,
      updatedAt: now,
      completedAt: status === 3 ? sql`coalesce(${tasks.completedAt}, ${now.toISOString()}::timestamptz)` : null,
    })
    .where(and(eq(tasks.fid, key.fid), eq(tasks.sourceSystem, key.sourceSystem), eq(tasks.externalId, key.externalId)))
    .returning({ id: tasks.id });
  return rows.length;
}
