import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, InfiniteScroll, Tabs, Tag } from 'antd-mobile';
import {
  APPROVAL_STATUS,
  APPROVAL_STATUS_CODES,
  APPROVAL_TYPES,
  type ApprovalItem,
  type ApprovalStatusCode,
  type ApprovalType,
} from '@yizhan/contracts';
import { ErrorBlock } from '../../ui/mobile/error-block';
import { approvalLinkHref } from '../lib/approval-paths';
import { EMPTY_TEXT, fetchApprovals, statusTone, tabLabel, useApprovalCounts } from '../lib/use-approvals';
import './approval-panel.css';

// Outline tags put their colour on white: antd-mobile's own success and danger are under 4.5:1 there (WCAG AA).
const TAG_COLORS = { processing: '#0958d9', success: '#237804', error: '#cf1322', default: '#595959' } as const;
const ALL = 'all';

function ApprovalRow({ item, back }: { item: ApprovalItem; back: string }) {
  return (
    <li>
      <Link className="yz-mapproval-row" to={approvalLinkHref(item.id, true, back)}>
        <span className="yz-mapproval-row__head">
          <span className="yz-mapproval-row__title">{item.title}</span>
          <Tag color={TAG_COLORS[statusTone(item.aprvStatus)]} fill="outline">
            {item.aprvStatus}
          </Tag>
        </span>
        <span className="yz-mapproval-row__meta">
          <span>{item.formName}</span>
          <span>发起人：{item.sponsor}</span>
          <time dateTime={item.updateTime.replace(' ', 'T')}>{item.updateTime.slice(0, 16)}</time>
        </span>
      </Link>
    </li>
  );
}

type Rows = { items: ApprovalItem[]; total: number; page: number; exhausted: boolean };

/**
 * The approval data for a mobile page: a tab per relation with its count, status capsules, an infinite list and
 * the empty and error states. An item opens in its own system through the leave-the-portal notice.
 */
export function MobileApprovalPanel({
  initialType = 1,
  pageSize = 10,
  back,
}: {
  initialType?: ApprovalType;
  pageSize?: number;
  back?: string;
}) {
  const location = useLocation();
  const backTo = back ?? `${location.pathname}${location.search}`;
  const [aprvType, setAprvType] = useState<ApprovalType>(initialType);
  const [status, setStatus] = useState<ApprovalStatusCode | undefined>(undefined);
  const [round, setRound] = useState(0);
  const { counts } = useApprovalCounts();
  // A new tab, status or retry starts again at page 1; an answer for another one is not shown.
  const key = `${aprvType}|${status ?? ''}|${pageSize}|${round}`;
  const [answer, setAnswer] = useState<{ key: string; rows: Rows } | { key: string; error: string } | null>(null);

  useEffect(() => {
    let live = true;
    fetchApprovals({ aprvType, status, page: 1 }, pageSize).then(
      (page) =>
        live &&
        setAnswer({ key, rows: { items: page.list, total: page.total, page: 1, exhausted: page.list.length === 0 } }),
      (failure: unknown) =>
        live &&
        setAnswer({
          key,
          error: failure instanceof Error && failure.message ? failure.message : '加载失败，请稍后重试',
        }),
    );
    return () => {
      live = false;
    };
  }, [aprvType, status, pageSize, key]);

  const current = answer?.key === key ? answer : null;
  const rows = current && 'rows' in current ? current.rows : null;
  const error = current && 'error' in current ? current.error : null;

  // InfiniteScroll shows its own 加载失败 / 重新加载 when this rejects.
  const loadMore = async () => {
    if (!rows) return;
    const next = await fetchApprovals({ aprvType, status, page: rows.page + 1 }, pageSize);
    const seen = new Set(rows.items.map((item) => item.id));
    setAnswer({
      key,
      rows: {
        items: [...rows.items, ...next.list.filter((item) => !seen.has(item.id))],
        total: next.total,
        page: rows.page + 1,
        exhausted: next.list.length === 0,
      },
    });
  };

  return (
    <section className="yz-mapproval" aria-label="审批数据">
      <Tabs activeKey={String(aprvType)} onChange={(key) => setAprvType(Number(key) as ApprovalType)}>
        {APPROVAL_TYPES.map((type) => (
          <Tabs.Tab key={String(type.aprvType)} title={tabLabel(type.aprvType, counts)} />
        ))}
      </Tabs>
      {/* Plain toggle buttons: antd-mobile's CapsuleTabs are a scrolling row of unfocusable divs (no keyboard). */}
      <div className="yz-mapproval-status" role="group" aria-label="审批状态">
        {[
          { key: ALL, title: '全部' },
          ...APPROVAL_STATUS_CODES.map((code) => ({ key: String(code), title: APPROVAL_STATUS[code] })),
        ].map(({ key, title }) => (
          <button
            key={key}
            type="button"
            className="yz-mapproval-status__chip"
            aria-pressed={(status === undefined ? ALL : String(status)) === key}
            onClick={() => setStatus(key === ALL ? undefined : (Number(key) as ApprovalStatusCode))}
          >
            {title}
          </button>
        ))}
      </div>
      {error !== null ? (
        <div role="alert">
          <ErrorBlock className="yz-mapproval-state" status="default" title="加载失败" description={error}>
            <Button color="primary" onClick={() => setRound((n) => n + 1)}>
              重试
            </Button>
          </ErrorBlock>
        </div>
      ) : rows === null ? (
        <p className="yz-mapproval-loading" role="status" aria-busy="true">
          加载中…
        </p>
      ) : rows.items.length === 0 ? (
        <ErrorBlock className="yz-mapproval-state" status="empty" title="暂无审批" description={EMPTY_TEXT[aprvType]} />
      ) : (
        <>
          <ul className="yz-mapproval-list" aria-label="审批列表">
            {rows.items.map((item) => (
              <ApprovalRow key={item.id} item={item} back={backTo} />
            ))}
          </ul>
          <InfiniteScroll loadMore={loadMore} hasMore={!rows.exhausted && rows.items.length < rows.total} />
        </>
      )}
    </section>
  );
}
