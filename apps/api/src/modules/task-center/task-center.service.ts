import {
  formatSecond,
  OPEN_TASK_STATUSES,
  TASK_STATUS,
  TASK_TYPES,
  type TaskItem,
  type TaskStatusCode,
  type TaskTypeCount,
} from '@yizhan/contracts';
import type { TaskRow } from './task-center.table';

export const TASK_NOT_FOUND = '任务不存在';

/** A person's relation to a task: handles it, started it, or is told of it (抄送). */
export const RELATION = { assignee: 1, initiator: 2, cc: 3 } as const;

/** Statuses that count as handled for the 已办 list; a revoked task (5) leaves the handler's lists altogether. */
const HANDLED: readonly number[] = [3, 4];

/**
 * The list a row shows in: the handler's 待办 while open, 已办 once completed or sent back; the initiator's
 * 我发起的 and a cc's 抄送 whatever the status; 0 (nowhere) for a handler of a revoked task.
 */
export function tabOf(relation: number, status: number): number {
  if (relation === RELATION.initiator) return 3;
  if (relation === RELATION.cc) return 4;
  if (OPEN_TASK_STATUSES.includes(status as TaskStatusCode)) return 1;
  return HANDLED.includes(status) ? 2 : 0;
}

/** Whether a task is still open past its due time (it stands out in every list). */
export const isOverdue = (row: Pick<TaskRow, 'status' | 'dueAt'>, now: Date) =>
  !!row.dueAt && row.dueAt < now && OPEN_TASK_STATUSES.includes(row.status as TaskStatusCode);

const time = (at: Date | null) => (at ? formatSecond(at) : '');

/** A stored row as the list answers it (times in Asia/Shanghai; '' where there is none). */
export const toTaskItem = (row: TaskRow, now: Date): TaskItem => ({
  id: row.id,
  title: row.title,
  content: row.content,
  source: row.source,
  sponsor: row.sponsor,
  status: row.status,
  statusName: TASK_STATUS[row.status as TaskStatusCode] ?? '未知状态',
  dueTime: time(row.dueAt),
  overdue: isOverdue(row, now) ? 1 : 0,
  hasLink: row.pcUrl || row.mobileUrl ? 1 : 0,
  insertTime: formatSecond(row.insertedAt),
  updateTime: formatSecond(row.updatedAt),
  completeTime: time(row.completedAt),
});

/** Every list in taskType order with its count, 0 for those the user has none of. */
export function toTypeCounts(rows: { tab: number; count: number; overdue: number }[]): TaskTypeCount[] {
  const byTab = new Map(rows.map((row) => [row.tab, row]));
  return TASK_TYPES.map(({ taskType, name }) => ({
    taskType,
    name,
    count: byTab.get(taskType)?.count ?? 0,
    overdueCount: byTab.get(taskType)?.overdue ?? 0,
  }));
}
