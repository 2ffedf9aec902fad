import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Button, Empty, Pagination, Skeleton, Tag } from 'antd';
import {
  APPROVAL_STATUS,
  APPROVAL_STATUS_CODES,
  APPROVAL_TYPES,
  type ApprovalItem,
  type ApprovalStatusCode,
  type ApprovalType,
} from '@yizhan/contracts';
import { approvalLinkHref } from '../lib/approval-paths';
import {
  EMPTY_TEXT,
  statusTone,
  tabLabel,
  useApprovalCounts,
  useApprovalPage,
  type ApprovalFilter,
} from '../lib/use-approvals';
import './approval-panel.css';

const TAG_COLORS = { processing: 'processing', success: 'success', error: 'error', default: 'default' } as const;

function ApprovalRow({ item, back }: { item: ApprovalItem; back: string }) {
  return (
    <li className="yz-approval__item">
      <div className="yz-approval__main">
        <Link className="yz-approval__title" to={approvalLinkHref(item.id, false, back)}>
          {item.title}
        </Link>
        <Tag color={TAG_COLORS[statusTone(item.aprvStatus)]}>{item.aprvStatus}</Tag>
      </div>
      <p className="yz-approval__meta">
        <span>{item.formName}</span>
        <span>发起人：{item.sponsor}</span>
        {item.uname && <span>当前处理人：{item.uname}</span>}
        {item.source && <span>来源：{item.source}</span>}
        <span>
          更新于 <time dateTime={item.updateTime.replace(' ', 'T')}>{item.updateTime}</time>
        </span>
      </p>
    </li>
  );
}

export interface ApprovalPanelProps {
  /** The relation shown first. */
  initialType?: ApprovalType;
  /** The status filter chosen first (the personal center's 我发起的·审批中 opens on 审批中); all by default. */
  initialStatus?: ApprovalStatusCode;
  pageSize?: number;
  /** Where 返回 on the leave-the-portal notice leads: by default the page showing the panel. */
  back?: string;
}

/**
 * The signed-in user's approval data for a desktop page (personal and task centers): a tab per relation with its
 * count (待我审批, 我已审批, 抄送我的, 我发起的), a status filter, the items a page at a time, and the loading, empty and
 * error states. A title opens the item in its own system through the leave-the-portal notice (/to-approval).
 */
export function ApprovalPanel({ initialType = 1, initialStatus, pageSize = 10, back }: ApprovalPanelProps) {
  const location = useLocation();
  const backTo = back ?? `${location.pathname}${location.search}`;
  const [filter, setFilter] = useState<ApprovalFilter>({ aprvType: initialType, status: initialStatus, page: 1 });
  const { counts } = useApprovalCounts();
  const { list, retry } = useApprovalPage(filter, pageSize);
  const statusLabel = useId();
  const panelId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = list.state === 'failed' ? null : list.data;
  const choose = (aprvType: ApprovalType) => setFilter({ aprvType, status: undefined, page: 1 });
  // Arrow keys move between the tabs and open the one they reach (WAI-ARIA tabs with automatic activation).
  const handleTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + APPROVAL_TYPES.length) % APPROVAL_TYPES.length;
    tabs.current[next]?.focus();
    choose(APPROVAL_TYPES[next]!.aprvType);
  };

  return (
    <section className="yz-approval" aria-label="审批数据">
      <div className="yz-approval__tabs" role="tablist" aria-label="审批类型">
        {APPROVAL_TYPES.map(({ aprvType }, index) => {
          const selected = aprvType === filter.aprvType;
          return (
            <button
              key={aprvType}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={`yz-approval__tab${selected ? ' yz-approval__tab--active' : ''}`}
              onClick={() => choose(aprvType)}
              onKeyDown={(event) => handleTabKey(event, index)}
            >
              {tabLabel(aprvType, counts)}
            </button>
          );
        })}
      </div>
      <div className="yz-approval__filter" role="group" aria-labelledby={statusLabel}>
        <span id={statusLabel}>审批状态</span>
        {[undefined, ...APPROVAL_STATUS_CODES].map((code) => (
          <button
            key={code ?? 'all'}
            type="button"
            aria-pressed={filter.status === code}
            className={`yz-approval__chip${filter.status === code ? ' yz-approval__chip--active' : ''}`}
            onClick={() =>
              setFilter((current) => ({ ...current, status: code as ApprovalStatusCode | undefined, page: 1 }))
            }
          >
            {code === undefined ? '全部' : APPROVAL_STATUS[code]}
          </button>
        ))}
      </div>
      <div className="yz-approval__body" id={panelId} role="tabpanel" aria-busy={list.state === 'loading'}>
        {list.state === 'failed' ? (
          <Alert
            type="error"
            showIcon
            title="加载失败"
            description={list.msg}
            action={
              <Button size="small" onClick={retry} autoInsertSpace={false}>
                重试
              </Button>
            }
          />
        ) : shown === null ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : shown.list.length === 0 ? (
          <Empty description={EMPTY_TEXT[filter.aprvType]} />
        ) : (
          <>
            <p className="yz-approval__total" role="status">
              共 {shown.total} 条
            </p>
            <ul className={`yz-approval__list${list.state === 'loading' ? ' yz-approval__list--loading' : ''}`}>
              {shown.list.map((item) => (
                <ApprovalRow key={item.id} item={item} back={backTo} />
              ))}
            </ul>
            {shown.total > pageSize && (
              <Pagination
                className="yz-approval__pager"
                current={filter.page}
                pageSize={pageSize}
                total={shown.total}
                showSizeChanger={false}
                onChange={(page) => setFilter((current) => ({ ...current, page }))}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
