import type { TaskType } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';

/** One page of a task list from the browser (the phone's infinite list). */
export const fetchTaskPage = (taskType: TaskType, page: number, pageSize: number, silent: boolean) =>
  lazyBrowserApi((api) => api.taskCenterApi.list, { body: { taskType, page, pageSize } }, { silent });
