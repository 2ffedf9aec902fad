import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import { applicationsApi, approvalApi, taskCenterApi } from '@yizhan/contracts';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { badgeText } from '../../../shared/notice/unread-count';

/** What waits for the user: open to-dos (overdue among them) and approvals waiting for them; null when unknown. */
export interface WorkCounts {
  todo: number | null;
  overdue: number;
  approvals: number | null;
  /** 我的办件: every application, as its list's 全部 counts them. */
  applications: number | null;
}

/** The counts of 待办 and 待我审批, in one in-process round; a failed call only hides its badge. */
export async function loadWorkCounts(api: ServerApi): Promise<WorkCounts> {
  const [types, approvals, applications] = await Promise.all([
    api(taskCenterApi.types).catch(() => null),
    api(approvalApi.counts).catch(() => null),
    api(applicationsApi.types).catch(() => null),
  ]);
  const todo = types?.find((entry) => entry.taskType === 1);
  return {
    todo: todo?.count ?? null,
    overdue: todo?.overdueCount ?? 0,
    approvals: approvals?.find((entry) => entry.aprvType === 1)?.count ?? null,
    applications: applications?.find((entry) => entry.status === 0)?.count ?? null,
  };
}

function CountBadge({ count, label }: { count: number | null; label: string }) {
  if (!count) return null;
  return (
    <span className="yz-mpc-row__badge" aria-label={`${count} ${label}`}>
      {badgeText(count)}
    </span>
  );
}

/**
 * 任务中心, 待我审批 and 我的办件 on 我的 (issue 13 item 3: the approval data is shown in the personal center too), each with
 * the count waiting for the user once it arrives; the rows themselves show at once.
 */
export function WorkEntries({ counts }: { counts: Promise<WorkCounts> }) {
  const badge = (pick: (counts: WorkCounts) => number | null, label: string) => (
    <Suspense fallback={null}>
      <Await resolve={counts} errorElement={null}>
        {(resolved: WorkCounts) => <CountBadge count={pick(resolved)} label={label} />}
      </Await>
    </Suspense>
  );
  return (
    <nav className="yz-mpc-card yz-mpc-rows" aria-label="事务">
      <Link className="yz-mpc-row" to="/mobile/task-center">
        <span className="yz-mpc-row__title">任务中心</span>
        {badge((resolved) => resolved.todo, '项待办')}
        <RightOutline className="yz-mpc-row__arrow" aria-hidden="true" />
      </Link>
      <Link className="yz-mpc-row" to="/mobile/task-center?type=approval">
        <span className="yz-mpc-row__title">待我审批</span>
        {badge((resolved) => resolved.approvals, '条待审批')}
        <RightOutline className="yz-mpc-row__arrow" aria-hidden="true" />
      </Link>
      <Link className="yz-mpc-row" to="/mobile/applications">
        <span className="yz-mpc-row__title">我的办件</span>
        {badge((resolved) => resolved.applications, '件办件')}
        <RightOutline className="yz-mpc-row__arrow" aria-hidden="true" />
      </Link>
      <Link className="yz-mpc-row" to="/mobile/appointments/mine">
        <span className="yz-mpc-row__title">我的预约</span>
        <RightOutline className="yz-mpc-row__arrow" aria-hidden="true" />
      </Link>
    </nav>
  );
}
