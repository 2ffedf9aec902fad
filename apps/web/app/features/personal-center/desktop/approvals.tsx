import { lazy, Suspense, useSyncExternalStore } from 'react';
import { importOnceMore } from '../../../shared/retry/import-once-more';

// The approval panel (shared/approval, ADR 031) loads its own data in the browser; its code (tabs, antd Pagination,
// Tag …) comes after the page's first paint, so the personal center's first visit stays within its weight budget.
const ApprovalPanel = lazy(() =>
  importOnceMore(() => import('../../../shared/approval/desktop/approval-panel')).then((module) => ({
    default: module.ApprovalPanel,
  })),
);

const noSubscription = () => () => {};

/** Room for the panel while its code loads: the page does not jump when it arrives. */
const Placeholder = () => <div className="yz-pc-approvals__placeholder" role="status" aria-label="加载中" />;

/** 我的审批: 待我审批, 我已审批, 抄送我的, 我发起的 with their counts, mounted once the page runs in the browser. */
export function Approvals() {
  // False on the server and while hydrating, true once the page runs in the browser.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return <Placeholder />;
  return (
    <Suspense fallback={<Placeholder />}>
      <ApprovalPanel pageSize={5} />
    </Suspense>
  );
}
