import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button, Tabs } from 'antd-mobile';
import { TASK_TYPES, type TaskItem } from '@yizhan/contracts';
import type { Route } from './+types/task-center-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import type { FirstPage } from '../../../shared/mobile-page/paged-feed';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { titled } from '../../../shared/page-title';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { loadTasks } from '../api/load';
import { taskFilters, taskHref, type TaskTab } from '../lib/task-center-paths';
import { TaskFeed } from './task-feed';
import './task-center.css';
import { importOnceMore } from '../../../shared/retry/import-once-more';

const PATH = '/mobile/task-center';
const PAGE_SIZE = 15;

// Only the 审批 tab shows the approval data: its code loads when that tab is opened.
const MobileApprovalPanel = lazy(() =>
  importOnceMore(() => import('../../../shared/approval/mobile/approval-panel')).then((module) => ({
    default: module.MobileApprovalPanel,
  })),
);

export const meta: Route.MetaFunction = titled('任务中心');

/** Opened from 我的 or the home grid: a NavBar with a back button, kept alive, its lists pull to refresh (ADR 028). */
export const handle = mobilePage({
  keepAlive: true,
  pullToRefresh: true,
  secondary: { title: '任务中心', fallback: '/mobile/personal-center' },
});

/** The counts of the lists and the first page of the list the address names (?type). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const { tab } = taskFilters(new URL(request.url));
  const { types, list } = await loadTasks(serverApi(context), tab === 'approval' ? null : tab, 1, PAGE_SIZE);
  const first: FirstPage<TaskItem> | null =
    list === null ? null : list.ok ? { ...list.data, error: null } : { list: null, total: 0, error: list.msg };
  return { guest: false as const, tab, types: types.ok ? types.data : null, first };
}

/** /mobile/task-center (任务中心): the lists as tabs with counts, overdue tasks marked, and 审批. */
export default function MobileTaskCenterPage({ loaderData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  if (loaderData.guest) {
    return (
      <ErrorBlock
        className="yz-mtask-state"
        status="empty"
        title="登录后查看"
        description="登录后可查看您的待办和已办任务"
      >
        <Button
          color="primary"
          onClick={() => window.location.assign(`/mobile-login?redirect=${encodeURIComponent(PATH)}`)}
        >
          登录
        </Button>
      </ErrorBlock>
    );
  }
  const { tab, types, first } = loaderData;
  const back = `${location.pathname}${location.search}`;
  const handleTab = (key: string) =>
    void setSearchParams(taskHref('', key === 'approval' ? 'approval' : (Number(key) as TaskTab)).replace(/^\?/, ''), {
      replace: true,
      preventScrollReset: true,
    });
  const title = (taskType: number, name: string) => {
    const count = types?.find((entry) => entry.taskType === taskType);
    if (!count) return name;
    return (
      <span className="yz-mtask-tab">
        {name}
        <span className="yz-mtask-tab__count">{count.count}</span>
        {count.overdueCount > 0 && (
          <span className="yz-mtask-tab__overdue" role="img" aria-label={`${count.overdueCount} 项逾期`} />
        )}
      </span>
    );
  };
  return (
    <div className="yz-mtask">
      <h1 className="yz-visually-hidden">任务中心</h1>
      <nav aria-label="任务分类" className="yz-mtask-head">
        <Tabs activeKey={String(tab)} onChange={handleTab}>
          {TASK_TYPES.map((type) => (
            <Tabs.Tab key={String(type.taskType)} title={title(type.taskType, type.name)} />
          ))}
          <Tabs.Tab key="approval" title="审批" />
        </Tabs>
      </nav>
      {tab === 'approval' || first === null ? (
        <Suspense fallback={<p className="yz-mtask-state">加载中…</p>}>
          <MobileApprovalPanel back={back} />
        </Suspense>
      ) : (
        <TaskFeed key={tab} taskType={tab} pageSize={PAGE_SIZE} first={first} back={back} />
      )}
    </div>
  );
}
