import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { codeOf, flag, idDigits, pageBodyFields } from './primitives';

/** The task center's lists (taskType): the user's relation to a task and where it stands (ADR 039). */
export const TASK_TYPES = [
  { taskType: 1, name: '待办' },
  { taskType: 2, name: '已办' },
  { taskType: 3, name: '我发起的' },
  { taskType: 4, name: '抄送' },
] as const;
export type TaskType = (typeof TASK_TYPES)[number]['taskType'];

/** A task's status codes and their display words; 1 and 2 are open (in the handler's 待办). */
export const TASK_STATUS = { 1: '待处理', 2: '处理中', 3: '已完成', 4: '已退回', 5: '已撤销' } as const;
export type TaskStatusCode = keyof typeof TASK_STATUS;
export const TASK_STATUS_CODES = Object.keys(TASK_STATUS).map(Number) as TaskStatusCode[];
export const OPEN_TASK_STATUSES: readonly TaskStatusCode[] = [1, 2];

/** The body of getTaskCenterInfo: which list, paged as everywhere (api-conventions.md). */
export const taskQueryBodySchema = z.object({
  taskType: codeOf(TASK_TYPES.map((type) => type.taskType)),
  ...pageBodyFields,
});
export type TaskQueryBody = z.input<typeof taskQueryBodySchema>;

/**
 * One task of a list. Times `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai), '' when there is none; `overdue` 1 when it is
 * still open past its due time. The addresses themselves are not listed: the portal leaves for them through its
 * notice page (`/to-task?id`), which asks getTaskLink.
 */
export const taskItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  source: z.string(),
  sponsor: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  dueTime: z.string(),
  overdue: flag,
  /** 1 when the task has a page in its own system to open. */
  hasLink: flag,
  insertTime: z.string(),
  updateTime: z.string(),
  completeTime: z.string(),
});
export type TaskItem = z.infer<typeof taskItemSchema>;

/** One list of the task center with its count (getTaskCenterType); `overdueCount` counts open tasks past due. */
export const taskTypeCountSchema = z.object({
  taskType: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  overdueCount: z.number().int(),
});
export type TaskTypeCount = z.infer<typeof taskTypeCountSchema>;

export const taskCenterApi = {
  types: defineEndpoint({
    method: 'GET',
    path: '/homepage/taskCenter/getTaskCenterType',
    policy: { caller: 'user' },
    summary: '任务中心的分类与条数（需登录；taskType 1 待办、2 已办、3 我发起的、4 抄送）',
    data: z.array(taskTypeCountSchema),
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/homepage/taskCenter/getTaskCenterInfo',
    policy: { caller: 'user', rateLimit: 'none' },
    summary: '任务列表（需登录；按 taskType 分页，待办按截止时间先后，其余按更新时间倒序）',
    body: taskQueryBodySchema,
    data: z.object({ list: z.array(taskItemSchema), total: z.number().int() }),
  }),
  link: defineEndpoint({
    method: 'GET',
    path: '/homepage/taskCenter/getTaskLink',
    policy: { caller: 'user' },
    summary: '一条任务在原系统的地址（需登录；只答本人的），供离站提示页使用',
    query: z.object({ id: idDigits() }),
    data: z.object({
      id: z.number().int(),
      title: z.string(),
      source: z.string(),
      pcUrl: z.string(),
      mobileUrl: z.string(),
    }),
  }),
};
