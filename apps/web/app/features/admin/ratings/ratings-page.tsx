import { lazy, Suspense, useState } from 'react';
import { Link, useRevalidator, useRouteLoaderData } from 'react-router';
import { Button, Table } from 'antd';
import { adminRatingsApi, badRatingFilterSchema, type BadRating, type BadRatingFilter } from '@yizhan/contracts';
import type { Route } from './+types/ratings-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad } from '../console-call';
import { CONSOLE_FRAME_ID, type ConsoleFrameData } from '../console-data';
import { ConsolePager } from '../console-pager';
import './ratings-admin.css';

export const meta: Route.MetaFunction = titled('好差评');

// The dialog of a click away comes with the click: the list stays within the route's page weight.
const FollowUpDialog = lazy(() => import('./follow-up-dialog').then((module) => ({ default: module.FollowUpDialog })));

const PATH = '/admin/ratings';
const PAGE_SIZE = 20;
const FILTERS: readonly [BadRatingFilter, string][] = [
  ['all', '全部差评'],
  ['pending', '待整改'],
  ['overdue', '已超期'],
  ['rectified', '已整改'],
  ['visited', '已回访'],
  ['appealing', '申诉中'],
];

const hrefOf = (filter: BadRatingFilter, page = 1) => {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('filter', filter);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${PATH}?${text}` : PATH;
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const parsed = badRatingFilterSchema.safeParse(url.searchParams.get('filter') ?? 'all');
  const filter = parsed.success ? parsed.data : 'all';
  const page = Math.min(Math.max(1, Math.trunc(Number(url.searchParams.get('page'))) || 1), 10_000);
  const list = await consoleLoad(
    serverApi(context)(adminRatingsApi.list, { query: { filter, page, pageSize: PAGE_SIZE } }),
  );
  return { filter, page, list };
}

/** Where a 差评 stands against its deadline: working days left, or a plain 已超期 (no colour carries it alone). */
function Deadline({ item }: { item: BadRating }) {
  if (item.overdue) return <strong>已超期（期限 {item.dueDay}）</strong>;
  if (item.state !== 'pending') return <span>期限 {item.dueDay}</span>;
  return (
    <span>
      期限 {item.dueDay}，剩 {item.daysLeft} 个工作日
    </span>
  );
}

/**
 * /admin/ratings 好差评 (issue 37, issue 38 §2): the 差评 of the caller's departments with their deadlines of 15
 * working days; each is followed up here — 整改, 回访, an appeal the unit's administrator decides.
 */
export default function RatingsPage({ loaderData }: Route.ComponentProps) {
  const { filter, page, list } = loaderData;
  const { revalidate } = useRevalidator();
  const frame = useRouteLoaderData<ConsoleFrameData>(CONSOLE_FRAME_ID);
  const mayDecide = !!frame && !frame.phone && frame.me.permissions.includes('site');
  const [open, setOpen] = useState<BadRating | null>(null);
  const [message, setMessage] = useState('');

  return (
    <div className="yz-admin-page" aria-labelledby="ratings-title">
      <h1 id="ratings-title">好差评</h1>
      <p>
        差评（不满意、非常不满意）须在评价日后 15 个工作日内整改并回访。<Link to={`${PATH}/stats`}>查看评价统计</Link>
      </p>
      <nav aria-label="差评筛选" className="yz-admin-filters">
        {FILTERS.map(([value, label]) => (
          <Link key={value} to={hrefOf(value)} aria-current={value === filter ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Table<BadRating>
        rowKey="id"
        dataSource={list.list}
        pagination={false}
        locale={{ emptyText: '暂无差评' }}
        columns={[
          {
            title: '事项与办件',
            key: 'service',
            render: (_, item) => (
              <>
                <div>{item.serviceName}</div>
                <div className="yz-admin-muted">
                  {item.applyNo} · {item.deptName || '未归属部门'} · {item.personName}
                </div>
              </>
            ),
          },
          {
            title: '评价',
            key: 'rating',
            render: (_, item) => (
              <>
                <div>{item.levelName}</div>
                <div className="yz-admin-muted">{[item.tags.join('、'), item.content].filter(Boolean).join('；')}</div>
              </>
            ),
          },
          { title: '评价日', dataIndex: 'ratedDay', key: 'ratedDay' },
          { title: '整改期限', key: 'due', render: (_, item) => <Deadline item={item} /> },
          {
            title: '状态',
            key: 'state',
            render: (_, item) => [item.stateName, item.appealName].filter(Boolean).join(' · '),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, item) => (
              <Button onClick={() => setOpen(item)} aria-label={`办理 ${item.serviceName} ${item.applyNo}`}>
                办理
              </Button>
            ),
          },
        ]}
      />
      <ConsolePager
        page={page}
        pageSize={PAGE_SIZE}
        total={list.total}
        unit="条差评"
        hrefOf={(target) => hrefOf(filter, target)}
      />
      {open && (
        <Suspense fallback={null}>
          <FollowUpDialog
            item={open}
            today={list.today}
            mayDecide={mayDecide}
            onClose={() => setOpen(null)}
            onSaved={(saved, done) => {
              setOpen(null);
              setMessage(`已${done}：${saved.serviceName} ${saved.applyNo}`);
              void revalidate();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
