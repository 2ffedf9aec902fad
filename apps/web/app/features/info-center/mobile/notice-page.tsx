import { Link, useSearchParams } from 'react-router';
import { Button, Tabs } from 'antd-mobile';
import { INFO_KIND_NAMES, infoCenterApi, noticeApi } from '@yizhan/contracts';
import type { Route } from './+types/notice-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { filterHref, infoFilters, type KindFilter } from '../api/load';
import { NoticeFeed, type FirstInfoPage } from './notice-feed';
import './notice.css';

const PATH = '/mobile/notice';
const KINDS: KindFilter[] = ['all', 'notice', 'message', 'news'];

export const meta: Route.MetaFunction = titled('消息通知');

/** A list page of the phone: kept alive, pulls to refresh (ADR 028). */
export const handle = mobilePage({ keepAlive: true, pullToRefresh: true });

/**
 * The first page of the signed-in user's notices, messages and subscribed news, by ?kind and ?read, or the one
 * notice or message ?id names (where a search result leads).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const { kind, read, id } = infoFilters(new URL(request.url));
  const api = serverApi(context);
  const config = await api(noticeApi.config).catch(() => ({ pageSize: 10 }));
  const first: FirstInfoPage = await api(infoCenterApi.list, {
    query: { kind, read, page: 1, pageSize: config.pageSize, ...(id ? { id } : {}) },
  }).then(
    (page): FirstInfoPage => ({ ...page, error: null }),
    (error: unknown): FirstInfoPage => ({
      list: null,
      total: 0,
      unread: null,
      error: error instanceof Error && error.message ? error.message : '加载失败，请稍后重试',
    }),
  );
  return { guest: false as const, kind, read, id, pageSize: config.pageSize, first };
}

/** /mobile/notice (消息通知): kinds as tabs, 只看未读, an infinite list with pull-to-refresh and 全部已读. */
export default function MobileNoticePage({ loaderData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams();
  if (loaderData.guest) {
    return (
      <div className="yz-mnotice">
        <h1 className="yz-mnotice__title">消息通知</h1>
        <ErrorBlock
          className="yz-mnotice-state"
          status="empty"
          title="登录后查看"
          description="登录后可查看发给您的通知和消息"
        >
          <Button
            color="primary"
            onClick={() => window.location.assign(`/mobile-login?redirect=${encodeURIComponent(PATH)}`)}
          >
            登录
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  const { kind, read, id, pageSize, first } = loaderData;
  const handleTab = (key: string) =>
    void setSearchParams(filterHref('', { kind: key as KindFilter, read }).replace(/^\?/, ''), {
      replace: true,
      preventScrollReset: true,
    });
  return (
    <div className="yz-mnotice">
      <h1 className="yz-visually-hidden">消息通知</h1>
      <nav aria-label="消息类别" className="yz-mnotice-head">
        <Tabs className="yz-mnotice-tabs" activeKey={kind} onChange={handleTab}>
          {KINDS.map((option) => (
            <Tabs.Tab key={option} title={option === 'all' ? '全部' : INFO_KIND_NAMES[option]} />
          ))}
        </Tabs>
        <Link
          className="yz-mnotice-unread-only"
          to={filterHref(PATH, { kind, read: read === '0' ? undefined : '0' })}
          replace
          preventScrollReset
          aria-current={read === '0' ? 'true' : undefined}
        >
          只看未读
        </Link>
      </nav>
      {id && (
        <p className="yz-mnotice-focus">
          正在查看一条{kind === 'all' ? '消息' : INFO_KIND_NAMES[kind]}
          <Link to={filterHref(PATH, { kind })} replace>
            查看全部
          </Link>
        </p>
      )}
      <NoticeFeed
        key={`${kind}-${read ?? ''}-${id ?? ''}`}
        kind={kind}
        read={read}
        only={id}
        pageSize={pageSize}
        first={first}
      />
    </div>
  );
}
