import { useCallback, useEffect, useState } from 'react';
import {
  APPROVAL_TYPES,
  type ApprovalCount,
  type ApprovalItem,
  type ApprovalStatusCode,
  type ApprovalType,
} from '@yizhan/contracts';
import { lazyBrowserApi } from '../../api-client/lazy-browser-api';

/** What a list shows: its relation (tab), its status filter (undefined: all) and its page. */
export interface ApprovalFilter {
  aprvType: ApprovalType;
  status: ApprovalStatusCode | undefined;
  page: number;
}

export type ApprovalPage = { list: ApprovalItem[]; total: number };

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '加载失败，请稍后重试';

/** One page of the signed-in user's approvals (getApprovalData). */
export const fetchApprovals = ({ aprvType, status, page }: ApprovalFilter, pageSize: number) =>
  lazyBrowserApi(
    (api) => api.approvalApi.list,
    { body: { aprvType, aprvStatusType: status ?? '', page, pageSize } },
    { silent: true },
  );

/** The count of each relation (getMergerApprovalData) for the tabs; until it answers, none is shown. */
export function useApprovalCounts(): { counts: Map<number, number>; reload: () => void } {
  const [counts, setCounts] = useState(new Map<number, number>());
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    lazyBrowserApi((api) => api.approvalApi.counts, {}, { silent: true }).then(
      (answer: ApprovalCount[]) => live && setCounts(new Map(answer.map((entry) => [entry.aprvType, entry.count]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [round]);
  return { counts, reload: useCallback(() => setRound((n) => n + 1), []) };
}

export type ApprovalList =
  | { state: 'loading'; data: ApprovalPage | null }
  | { state: 'ready'; data: ApprovalPage }
  | { state: 'failed'; msg: string };

/** The page of approvals `filter` asks for, loaded whenever it changes; `retry` asks again. */
export function useApprovalPage(filter: ApprovalFilter, pageSize: number): { list: ApprovalList; retry: () => void } {
  const [round, setRound] = useState(0);
  const { aprvType, status, page } = filter;
  const key = `${aprvType}|${status ?? ''}|${page}|${pageSize}|${round}`;
  const [answer, setAnswer] = useState<{ key: string; data: ApprovalPage } | { key: string; msg: string } | null>(null);
  useEffect(() => {
    let live = true;
    fetchApprovals({ aprvType, status, page }, pageSize).then(
      (data) => live && setAnswer({ key, data }),
      (error: unknown) => live && setAnswer({ key, msg: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [aprvType, status, page, pageSize, key]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  if (answer?.key === key) {
    return {
      list: 'data' in answer ? { state: 'ready', data: answer.data } : { state: 'failed', msg: answer.msg },
      retry,
    };
  }
  // The old page stays on screen (dimmed) while the next one loads: nothing jumps.
  return { list: { state: 'loading', data: answer && 'data' in answer ? answer.data : null }, retry };
}

/** The tabs' labels: the relation's name and, once known, its count. */
export const tabLabel = (aprvType: number, counts: Map<number, number>) => {
  const name = APPROVAL_TYPES.find((type) => type.aprvType === aprvType)?.name ?? '';
  const count = counts.get(aprvType);
  return count === undefined ? name : `${name} ${count}`;
};

/** The empty state of a relation, said as the user would. */
export const EMPTY_TEXT: Record<ApprovalType, string> = {
  1: '暂无待我审批的事项',
  2: '暂无我已审批的事项',
  3: '暂无抄送我的事项',
  4: '暂无我发起的审批',
};

/** The colour family of a status, for its tag. */
export const statusTone = (aprvStatus: string): 'processing' | 'success' | 'error' | 'default' =>
  aprvStatus === '审批中'
    ? 'processing'
    : aprvStatus === '已通过'
      ? 'success'
      : aprvStatus === '已驳回'
        ? 'error'
        : 'default';
