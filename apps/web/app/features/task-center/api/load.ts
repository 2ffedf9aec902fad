import { taskCenterApi, type TaskItem, type TaskType, type TaskTypeCount } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import type { ServerApi } from '../../../shared/api-client/server-api';

/** One part of a page's data: loaded, or failed with the message to show. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string };

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : '数据加载失败，请稍后重试';

/** A call whose failure becomes the page's error state instead of failing the page; an abort still throws. */
export async function attempt<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, msg: messageOf(error) };
  }
}

/** The counts of the four lists and one page of a list, each loaded or failed on its own. */
export async function loadTasks(api: ServerApi, taskType: TaskType | null, page: number, size: number) {
  const [types, list] = await Promise.all([
    attempt<TaskTypeCount[]>(api(taskCenterApi.types)),
    taskType === null
      ? Promise.resolve(null)
      : attempt<{ list: TaskItem[]; total: number }>(
          api(taskCenterApi.list, { body: { taskType, page, pageSize: size } }),
        ),
  ]);
  return { types, list };
}
