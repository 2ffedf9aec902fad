import { Link, useLocation } from 'react-router';
import { Alert, Empty } from 'antd';
import type { ThreeListField, ThreeListRow } from '@yizhan/contracts';
import type { Route } from './+types/three-list-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { KeywordSearch } from '../../../shared/ui/desktop/keyword-search';
import { LinkPager } from '../../../shared/ui/desktop/link-pager';
import { StaticTable, type StaticTableColumn } from '../../../shared/ui/desktop/static-table';
import { loadThreeList, threeListHref, type ThreeListQuery, type ThreeListRows } from '../lib/load-three-list';
import './three-list.css';

/** The unit's lists, the type the address names (?typeId, else the first), its columns and a page of rows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadThreeList(serverApi(context), new URL(request.url));
}

export const meta: Route.MetaFunction = titled('三张清单');

/** A column as wide as its field asks (in characters), or sharing what is left. */
const columnsOf = (fields: ThreeListField[]): StaticTableColumn<ThreeListRow>[] =>
  fields.map((field) => ({
    key: field.fieldKey,
    title: field.name,
    ...(field.width > 0 && { width: field.width * 14 + 24 }),
    render: (row) => row.cells[field.fieldKey] ?? '',
  }));

const LoadFailed = ({ msg }: { msg: string }) => <Alert type="error" showIcon title="加载失败" description={msg} />;

/** The open list's rows, or why there are none: members only, a failure, nothing found. */
function Rows({ rows, query, pageSize }: { rows: ThreeListRows; query: ThreeListQuery; pageSize: number }) {
  const { pathname, search } = useLocation();
  if (rows.ok === 'login') {
    return (
      <div className="yz-tl__login" role="status">
        <p>本单位的清单仅对登录用户开放，请登录后查看。</p>
        <Link className="yz-tl__login-link" to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}>
          登录
        </Link>
      </div>
    );
  }
  if (!rows.ok) return <LoadFailed msg={rows.msg} />;
  const { fields, list, total } = rows.data;
  if (total === 0 && query.keyword) {
    return (
      <Empty className="yz-tl__empty" description={`未找到包含「${query.keyword}」的事项`}>
        <Link to={threeListHref(pathname, { typeId: query.typeId })}>查看全部事项</Link>
      </Empty>
    );
  }
  return (
    <>
      <p className="yz-tl__total" role="status">
        {query.keyword ? `找到 ${total} 条包含「${query.keyword}」的事项` : `共 ${total} 条事项`}
      </p>
      <StaticTable
        className="yz-tl__table"
        columns={columnsOf(fields)}
        rows={list}
        rowKey={(row) => row.id}
        emptyText="暂无数据"
      />
      <LinkPager
        page={query.page}
        pages={Math.ceil(total / pageSize)}
        hrefOf={(page) => threeListHref(pathname, { ...query, page })}
      />
    </>
  );
}

/**
 * /three-list (三张清单): the unit's list types as tabs with their counts, a keyword search within the open list,
 * and its rows in a table whose columns come from the list's field config, a page at a time (plain links).
 */
export default function ThreeListPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (loaderData.kind === 'failed') {
    return (
      <div className="yz-tl">
        <h1 className="yz-tl__title">三张清单</h1>
        <LoadFailed msg={loaderData.msg} />
      </div>
    );
  }
  const { config } = loaderData;
  return (
    <div className="yz-tl">
      <div className="yz-tl__head">
        <div className="yz-tl__intro">
          <h1 className="yz-tl__title">{config.title}</h1>
          {config.description && <p className="yz-tl__description">{config.description}</p>}
        </div>
        {loaderData.kind === 'list' && (
          <KeywordSearch
            id="yz-tl-keyword"
            label="搜索清单事项"
            placeholder={`在${loaderData.current.name}中搜索`}
            keyword={loaderData.query.keyword}
            keep={{ typeId: loaderData.current.typeId }}
          />
        )}
      </div>
      {loaderData.kind === 'empty' ? (
        <section className="yz-tl__panel">
          <Empty description="本单位暂未公开清单" />
        </section>
      ) : (
        <section className="yz-tl__panel" aria-labelledby="yz-tl-current">
          <nav className="yz-tl__tabs" aria-label="清单类型">
            <ul>
              {config.types.map((type) => {
                const active = type.typeId === loaderData.current.typeId;
                return (
                  <li key={type.typeId}>
                    <Link
                      className={`yz-tl__tab${active ? ' yz-tl__tab--active' : ''}`}
                      to={threeListHref(pathname, { typeId: type.typeId })}
                      aria-current={active ? 'page' : undefined}
                    >
                      <span>{type.name}</span>
                      <span className="yz-tl__count">{type.total}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <h2 id="yz-tl-current" className="yz-tl__current">
            {loaderData.current.name}
          </h2>
          {loaderData.current.description && (
            <p className="yz-tl__type-description">{loaderData.current.description}</p>
          )}
          <Rows rows={loaderData.rows} query={loaderData.query} pageSize={config.pageSize} />
        </section>
      )}
    </div>
  );
}
