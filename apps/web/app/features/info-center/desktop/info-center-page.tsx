import { useEffect, useState } from 'react';
import { Link, useRevalidator, useRouteLoaderData } from 'react-router';
import { Alert, Button, Empty } from 'antd';
import { INFO_KIND_NAMES, infoCenterApi, noticeApi, type InfoUnread } from '@yizhan/contracts';
import type { Route } from './+types/info-center-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser, type Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { refreshUnreadCount } from '../../../shared/notice/unread-count';
import { titled } from '../../../shared/page-title';
import { readAll } from '../api/browser';
import { attempt } from '../../../shared/api-client/loaded';
import { filterHref, infoFilters, type KindFilter, type ReadFilter } from '../api/load';
import { InfoEntry } from './info-item';
import './info-center.css';

const PATH = '/info-center';
const KINDS: KindFilter[] = ['all', 'notice', 'message', 'news'];
const kindName = (kind: KindFilter) => (kind === 'all' ? '全部' : INFO_KIND_NAMES[kind]);
const READS: [ReadFilter, string][] = [
  [undefined, '全部'],
  ['0', '未读'],
  ['1', '已读'],
];

export const meta: Route.MetaFunction = titled('信息中心');

/**
 * The signed-in user's notices, messages and subscribed news, a page at a time, by kind and read state
 * (?kind&read&page), or the one notice or message ?id names.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const filters = infoFilters(new URL(request.url));
  const api = serverApi(context);
  const config = await api(noticeApi.config).catch(() => ({ pageSize: 10 }));
  const list = await attempt(
    api(infoCenterApi.list, {
      query: {
        kind: filters.kind,
        read: filters.read,
        page: filters.page,
        pageSize: config.pageSize,
        ...(filters.id ? { id: filters.id } : {}),
      },
    }),
  );
  return { guest: false as const, ...filters, pageSize: config.pageSize, list };
}

const countOf = (unread: InfoUnread, kind: KindFilter) => unread[kind];

/** /info-center (信息中心). */
export default function InfoCenterPage({ loaderData }: Route.ComponentProps) {
  // The unit's own name for the page (示范市 calls it 通知公告).
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  const heading = bootstrap?.openMenus.find((menu) => menu.isDefault === 1 && menu.link === PATH)?.name ?? '信息中心';
  const revalidator = useRevalidator();
  const [marking, setMarking] = useState(false);
  // A reload of the list (after 全部标为已读, or a filter) brings the badges up to date too.
  useEffect(() => {
    if (!loaderData.guest) void refreshUnreadCount();
  }, [loaderData]);

  if (loaderData.guest) {
    return (
      <div className="yz-info">
        <h1 className="yz-info__title">{heading}</h1>
        <section className="yz-info__panel yz-info__guest">
          <p>登录后可查看发给您的通知、各业务系统的消息和订阅栏目的新资讯。</p>
          <Button type="primary" href={`/login?redirect=${encodeURIComponent(PATH)}`}>
            登录
          </Button>
        </section>
      </div>
    );
  }
  const { kind, read, page, pageSize, list, id } = loaderData;
  const unread = list.ok ? list.data.unread : null;
  const pages = list.ok ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;
  // An API call (rate-limited and same-origin like every write), then the list again.
  const handleReadAll = async () => {
    setMarking(true);
    try {
      await readAll(kind);
      await revalidator.revalidate();
    } catch {
      // The request client toasts the reason.
    } finally {
      setMarking(false);
    }
  };
  return (
    <div className="yz-info">
      <div className="yz-info__heading">
        <h1 className="yz-info__title">{heading}</h1>
        {unread && <p className="yz-info__summary">{unread.all > 0 ? `${unread.all} 条未读` : '没有未读'}</p>}
      </div>
      <section className="yz-info__panel" aria-label="消息列表">
        <div className="yz-info__toolbar">
          <nav aria-label="消息类别" className="yz-info__filters">
            {KINDS.map((option) => (
              <Link
                key={option}
                to={filterHref(PATH, { kind: option, read })}
                className="yz-info__filter"
                aria-current={option === kind ? 'page' : undefined}
              >
                {kindName(option)}
                {unread && countOf(unread, option) > 0 && (
                  <span className="yz-info__filter-count">{countOf(unread, option)}</span>
                )}
              </Link>
            ))}
          </nav>
          <nav aria-label="阅读状态" className="yz-info__filters yz-info__filters--small">
            {READS.map(([option, name]) => (
              <Link
                key={name}
                to={filterHref(PATH, { kind, read: option })}
                className="yz-info__filter"
                aria-current={option === read ? 'page' : undefined}
              >
                {name}
              </Link>
            ))}
          </nav>
          <Button
            className="yz-info__read-all"
            loading={marking}
            disabled={!unread || countOf(unread, kind) === 0}
            onClick={() => void handleReadAll()}
          >
            全部标为已读
          </Button>
        </div>
        {id && (
          // One notice or message, as a search result leads here: shown whole, with the way to the rest.
          <p className="yz-info__focus">
            正在查看一条{kind === 'all' ? '消息' : kindName(kind)}
            <Link to={filterHref(PATH, { kind })}>查看全部{kind === 'all' ? '' : kindName(kind)}</Link>
          </p>
        )}
        {!list.ok ? (
          <Alert type="error" showIcon title="加载失败" description={list.msg} />
        ) : list.data.list.length === 0 ? (
          <Empty description={id ? '该消息不存在或已被删除' : read === '0' ? '没有未读的消息' : '暂无消息'} />
        ) : (
          <>
            <ul className="yz-info__list" aria-label={kindName(kind)}>
              {list.data.list.map((item) => (
                <InfoEntry key={`${item.kind}-${item.id}`} item={item} defaultExpanded={Boolean(id)} />
              ))}
            </ul>
            {pages > 1 && (
              <nav className="yz-info__pager" aria-label="分页">
                {page > 1 && <Link to={filterHref(PATH, { kind, read, page: page - 1 })}>上一页</Link>}
                <span aria-current="page">
                  第 {page} / {pages} 页
                </span>
                {page < pages && <Link to={filterHref(PATH, { kind, read, page: page + 1 })}>下一页</Link>}
              </nav>
            )}
          </>
        )}
      </section>
      <p className="yz-info__note">订阅资讯为近 30 天内您订阅栏目的新闻，可在新闻资讯页订阅栏目。</p>
    </div>
  );
}
