import {
  APPROVAL_STATUS_CODES,
  APPROVAL_TYPES,
  TERMINAL_TYPE,
  TASK_TYPES,
  type ApprovalStatusCode,
  type ApprovalType,
  type TaskType,
} from '@yizhan/contracts';

/** The portal's way out to a task's own page: the leave-the-portal notice, never the stored address directly. */
export const TO_TASK_PATH = '/to-task';

/** The address that opens task `id` in its own system through the notice; `back` is where 返回 leads. */
export function taskLinkHref(id: number, mobile: boolean, back: string): string {
  const params = new URLSearchParams({
    id: String(id),
    terminalType: String(mobile ? TERMINAL_TYPE.mobile : TERMINAL_TYPE.desktop),
    back,
  });
  return `${TO_TASK_PATH}?${params.toString()}`;
}

/** What a task center address shows: one task list, or the approval data (`?type=approval`). */
export type TaskTab = TaskType | 'approval';

const PAGE_MAX = 10_000;

/** The tab and page of a task center URL (?type=&page=); anything unknown is 待办, page 1. */
export function taskFilters(url: URL): { tab: TaskTab; page: number } {
  const type = url.searchParams.get('type');
  const page = Number(url.searchParams.get('page') ?? '1');
  const known = TASK_TYPES.find((entry) => String(entry.taskType) === type)?.taskType;
  return {
    tab: type === 'approval' ? 'approval' : (known ?? 1),
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/**
 * Which relation and status the 审批 tab opens on (?aprvType=&status=): the personal center's counters lead to the
 * list they count (待我审批, 我发起的 · 审批中). Anything unknown is left to the panel's default.
 */
export function approvalFilters(url: URL): { aprvType?: ApprovalType; status?: ApprovalStatusCode } {
  const aprvType = APPROVAL_TYPES.find((entry) => String(entry.aprvType) === url.searchParams.get('aprvType'));
  const status = APPROVAL_STATUS_CODES.find((code) => String(code) === url.searchParams.get('status'));
  return { aprvType: aprvType?.aprvType, status };
}

/** The URL of a tab and page ('' query for 待办, page 1). */
export function taskHref(path: string, tab: TaskTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab !== 1) params.set('type', String(tab));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The words a list says when it is empty. */
export const EMPTY_TASKS: Record<TaskType, string> = {
  1: '没有待办任务',
  2: '暂无已办任务',
  3: '暂无您发起的任务',
  4: '暂无抄送给您的任务',
};
