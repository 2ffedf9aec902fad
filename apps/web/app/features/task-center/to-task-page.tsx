import { taskCenterApi } from '@yizhan/contracts';
import type { Route } from './+types/to-task-page';
import { isHttpUrl } from '../../shared/http-url';
import { pageTitle } from '../../shared/page-title';
import { LeaveNotice } from '../../shared/ui/leave-notice';
import { ItemLeaveError, loadItemLeave, type ItemWayOut } from '../../shared/ui/leave-for-item';

/**
 * A task leads to its page in its own system (getTaskLink): the phone gets the task's mobile address, or its desktop
 * one when the system has none.
 */
const TASK: ItemWayOut = {
  noun: '任务',
  verb: '处理',
  home: { pc: '/task-center', mobile: '/mobile/task-center' },
  read: async (api, id, mobile) => {
    const task = await api(taskCenterApi.link, { query: { id } });
    return { url: mobile && isHttpUrl(task.mobileUrl) ? task.mobileUrl : task.pcUrl, name: task.source || task.title };
  },
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData ? `即将前往${loaderData.name}` : '打开任务');

/** /to-task?id&terminalType&back: a task's page in its own system, through the same 即将前往 notice as approvals. */
export const loader = (args: Route.LoaderArgs) => loadItemLeave(args, TASK);

export default function ToTaskPage({ loaderData }: Route.ComponentProps) {
  return <LeaveNotice {...loaderData} message="您即将离开本站，前往原系统处理该任务，页面将自动跳转…" />;
}

export const ErrorBoundary = () => <ItemLeaveError item={TASK} />;
