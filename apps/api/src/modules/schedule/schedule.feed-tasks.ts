import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../task-center';
import type { FeedDeadline } from './schedule.feed';

/**
 * The due times of a user's open to-dos (任务中心 待办, `tab` 1) for the calendar feed. It reads the task center's
 * table through its own index (tasks_user_todo_due_idx: fid, uid, due_at where tab = 1); a task completed or
 * withdrawn leaves the to-do list and with it the feed.
 */
export async function taskDeadlines(db: Db, fid: number, uid: number): Promise<FeedDeadline[]> {
  const rows = await db
    .select({ id: tasks.id, title: tasks.title, source: tasks.source, dueAt: tasks.dueAt })
    .from(tasks)
    .where(and(eq(tasks.fid, fid), eq(tasks.uid, uid), eq(tasks.tab, 1), isNotNull(tasks.dueAt)))
    .orderBy(asc(tasks.dueAt))
    .limit(500);
  return rows.map((row) => ({ id: row.id, title: row.title, source: row.source, dueAt: row.dueAt! }));
}
