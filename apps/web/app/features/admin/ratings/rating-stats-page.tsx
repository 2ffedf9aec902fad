import { Link } from 'react-router';
import { Table } from 'antd';
import {
  adminRatingsApi,
  RATING_LEVEL_CODES,
  RATING_LEVELS,
  ratingStatsBySchema,
  type RatingStatsBy,
  type RatingStatsRow,
} from '@yizhan/contracts';
import type { Route } from './+types/rating-stats-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad } from '../console-call';
import './ratings-admin.css';

export const meta: Route.MetaFunction = titled('评价统计');

const PATH = '/admin/ratings/stats';
const BY: readonly [RatingStatsBy, string][] = [
  ['service', '按事项'],
  ['department', '按部门'],
  ['month', '按月份'],
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const parsed = ratingStatsBySchema.safeParse(url.searchParams.get('by') ?? 'service');
  const by = parsed.success ? parsed.data : 'service';
  const month = url.searchParams.get('month') ?? '';
  const query = { by, ...(/^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? { month } : {}) };
  const stats = await consoleLoad(serverApi(context)(adminRatingsApi.stats, { query }));
  return { by, month: query.month ?? '', rows: stats.rows };
}

/**
 * /admin/ratings/stats 评价统计: per service or department for a month (this one by default), or per month over
 * the last twelve — counts per level, the satisfied share, how many
 * 差评 were put right and how many missed their deadline. Appeals granted are left out.
 */
export default function RatingStatsPage({ loaderData }: Route.ComponentProps) {
  const { by, month, rows } = loaderData;
  const dimension = BY.find(([value]) => value === by)![1];
  return (
    <div className="yz-admin-page" aria-labelledby="rating-stats-title">
      <h1 id="rating-stats-title">评价统计</h1>
      <p>
        {month ? `${month} 月` : by === 'month' ? '近 12 个月' : '本月'}的评价，申诉成立的差评不计入。
        <Link to="/admin/ratings">返回差评工作台</Link>
      </p>
      <nav aria-label="统计维度" className="yz-admin-filters">
        {BY.map(([value, label]) => (
          <Link
            key={value}
            to={`${PATH}?by=${value}${month ? `&month=${month}` : ''}`}
            aria-current={value === by ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      <form method="get" className="yz-admin-filters" aria-label="选择月份">
        <input type="hidden" name="by" value={by} />
        <label>
          月份 <input type="month" name="month" defaultValue={month} />
        </label>
        <button type="submit">查看</button>
      </form>
      <Table<RatingStatsRow>
        rowKey="key"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '暂无评价' }}
        columns={[
          { title: dimension.slice(1), dataIndex: 'name', key: 'name' },
          { title: '评价数', dataIndex: 'count', key: 'count' },
          ...RATING_LEVEL_CODES.map((level, index) => ({
            title: RATING_LEVELS[level],
            key: `level-${level}`,
            render: (_: unknown, row: RatingStatsRow) => row.levels[index],
          })),
          { title: '满意率', key: 'satisfied', render: (_, row) => `${row.satisfiedPercent}%` },
          { title: '差评', dataIndex: 'bad', key: 'bad' },
          { title: '差评整改率', key: 'rectified', render: (_, row) => (row.bad ? `${row.rectifiedPercent}%` : '—') },
          { title: '超期', dataIndex: 'overdue', key: 'overdue' },
        ]}
      />
    </div>
  );
}
