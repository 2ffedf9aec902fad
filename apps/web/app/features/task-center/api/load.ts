import { taskCenterApi, type TaskItem, type TaskType, type TaskTypeCount } from '@yizhan/contracts';
import { attempt } from '../../../shared/api-client/loaded';
import type { ServerApi } from '../../../shared/api-client/server-api';

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
