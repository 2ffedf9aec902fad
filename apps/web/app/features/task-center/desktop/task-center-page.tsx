import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { TASK_TYPES, type TaskType } from '@yizhan/contracts';
import type { Route } from './+types/task-center-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { LinkPager } from '../../../shared/ui/desktop/link-pager';
import { loadTasks } from '../api/load';
import { approvalFilters, EMPTY_TASKS, taskFilters, taskHref, type TaskTab } from '../lib/task-center-paths';
import { TaskRow } from './task-row';
import './task-center.css';
import { importOnceMore } from '../../../shared/retry/import-once-more';

const PATH = '/task-center';
const PAGE_SIZE = 10;

// Only the 审批 tab shows the approval data: its code (antd Pagination among it) loads when that tab is opened.
const ApprovalPanel = lazy(() =>
  importOnceMore(() => import('../../../shared/approval/desktop/approval-panel')).then((module) => ({
    default: module.ApprovalPanel,
  })),
);

export const meta: Route.MetaFunction = titled('任务中心');

/** The signed-in user's task lists with their counts, and one page of the list the address names (?type&page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const url = new URL(request.url);
  const { tab, page } = taskFilters(url);
  const { types, list } = await loadTasks(serverApi(context), tab === 'approval' ? null : tab, page, PAGE_SIZE);
  return { guest: false as const, tab, page, types, list, approval: approvalFilters(url) };
}

/** /task-center (任务中心): 待办, 已办, 我发起的 and 抄送 with their counts, overdue tasks marked, and 审批. */
export default function TaskCenterPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (loaderData.guest) {
    return (
      <div className="yz-task">
        <h1 className="yz-task__heading">任务中心</h1>
        <section className="yz-task__panel yz-task__guest">
          <p>登录后可查看各业务系统推送给您的待办、已办、您发起的和抄送给您的任务。</p>
          <Button type="primary" href={`/login?redirect=${encodeURIComponent(PATH)}`}>
            登录
          </Button>
        </section>
      </div>
    );
  }
  const { tab, page, types, list, approval } = loaderData;
  const countOf = (taskType: TaskType) => (types.ok ? types.data.find((t) => t.taskType === taskType) : undefined);
  const todo = countOf(1);
  const back = `${location.pathname}${location.search}`;
  const tabs: [TaskTab, string][] = [
    ...TASK_TYPES.map((t): [TaskTab, string] => [t.taskType, t.name]),
    ['approval', '审批'],
  ];
  return (
    <div className="yz-task">
      <div className="yz-task__headline">
        <h1 className="yz-task__heading">任务中心</h1>
        {todo && (
          <p className="yz-task__summary">
            {todo.count > 0 ? `${todo.count} 项待办` : '没有待办'}
            {todo.overdueCount > 0 && (
              <strong className="yz-task__summary-overdue">，其中 {todo.overdueCount} 项已逾期</strong>
            )}
          </p>
        )}
      </div>
      <section className="yz-task__panel">
        <nav aria-label="任务分类" className="yz-task__tabs">
          {tabs.map(([option, name]) => {
            const count = option === 'approval' ? undefined : countOf(option);
            return (
              <Link
                key={option}
                to={taskHref(PATH, option)}
                className="yz-task__tab"
                aria-current={option === tab ? 'page' : undefined}
              >
                {name}
                {count && <span className="yz-task__tab-count">{count.count}</span>}
                {count && count.overdueCount > 0 && (
                  <span className="yz-task__tab-overdue" aria-label={`${count.overdueCount} 项逾期`}>
                    {count.overdueCount} 逾期
                  </span>
                )}
              </Link>
            );
          })}
        </nav>
        {!types.ok && <Alert type="error" showIcon title="加载失败" description={types.msg} />}
        {tab === 'approval' ? (
          <Suspense fallback={<Skeleton active />}>
            <ApprovalPanel back={back} initialType={approval.aprvType} initialStatus={approval.status} />
          </Suspense>
        ) : !list ? null : !list.ok ? (
          <Alert type="error" showIcon title="加载失败" description={list.msg} />
        ) : list.data.list.length === 0 ? (
          <Empty description={EMPTY_TASKS[tab]} />
        ) : (
          <>
            <ul className="yz-task__list" aria-label={tabs.find(([option]) => option === tab)?.[1]}>
              {list.data.list.map((item) => (
                <TaskRow key={item.id} item={item} back={back} />
              ))}
            </ul>
            <LinkPager
              page={page}
              pages={Math.ceil(list.data.total / PAGE_SIZE)}
              hrefOf={(target: number) => taskHref(PATH, tab, target)}
            />
          </>
        )}
      </section>
    </div>
  );
}
