import { approvalApi } from '@yizhan/contracts';
import type { Route } from './+types/to-approval-page';
import { pageTitle } from '../../shared/page-title';
import { LeaveNotice } from '../../shared/ui/leave-notice';
import { ItemLeaveError, loadItemLeave, type ItemWayOut } from '../../shared/ui/leave-for-item';

/** An approval item leads to its own page in the system it came from (getApprovalLink). */
const APPROVAL: ItemWayOut = {
  noun: '审批',
  verb: '查看',
  home: { pc: '/', mobile: '/mobile' },
  read: async (api, id) => {
    const item = await api(approvalApi.link, { query: { id } });
    return { url: item.pageLinkUrl, name: item.source || item.title };
  },
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData ? `即将前往${loaderData.name}` : '打开审批');

/** /to-approval?id&terminalType&back: an approval item's own page, through the same 即将前往 notice as services. */
export const loader = (args: Route.LoaderArgs) => loadItemLeave(args, APPROVAL);

export default function ToApprovalPage({ loaderData }: Route.ComponentProps) {
  return <LeaveNotice {...loaderData} message="您即将离开本站，前往原系统查看和处理该审批，页面将自动跳转…" />;
}

export const ErrorBoundary = () => <ItemLeaveError item={APPROVAL} />;
