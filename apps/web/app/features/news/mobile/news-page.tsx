import { lazy, Suspense, useEffect, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { Tabs } from 'antd-mobile';
import { newsApi, type NewsCategory } from '@yizhan/contracts';
import type { Route } from './+types/news-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { ForUsers } from '../../../shared/session/for-users';
import { NewsFeed, type FirstNewsPage } from './news-feed';
import './news.css';
import { importOnceMore } from '../../../shared/retry/import-once-more';

// Loaded on the first tap of 订阅: the sheet's Popup is no part of the list's first visit.
const SubscribeSheet = lazy(() => importOnceMore(() => import('./subscribe-sheet')));

export const meta: Route.MetaFunction = titled('资讯');

/** A TabBar page: kept alive, its list pulls to refresh (ADR 028). */
export const handle = mobilePage({ keepAlive: true, pullToRefresh: true });

const failed = (error: unknown): FirstNewsPage => ({
  list: null,
  total: 0,
  error: error instanceof Error && error.message ? error.message : '加载失败，请稍后重试',
});

/** The categories in the viewer's order (subscribed first) and the first page of the chosen one (?categoryId). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [config, categories] = await Promise.all([
    api(newsApi.config).catch(() => ({ title: '新闻资讯', previewSize: 6, showViews: 1 as const, pageSize: 10 })),
    api(newsApi.customCategories).then(
      (list) => ({ list, error: null }),
      (error: unknown) => ({ list: [] as NewsCategory[], error: failed(error).error }),
    ),
  ]);
  const asked = Number(new URL(request.url).searchParams.get('categoryId'));
  const current = categories.list.find((category) => category.categoryId === asked) ?? categories.list[0];
  const first: FirstNewsPage = current
    ? await api(newsApi.list, {
        query: { categoryId: String(current.categoryId), page: 1, pageSize: config.pageSize },
      }).then((page): FirstNewsPage => ({ list: page.list, total: page.total, error: null }), failed)
    : { list: [], total: 0, error: null };
  return { pageSize: config.pageSize, categories, current: current?.categoryId, first };
}

/**
 * 订阅 beside the tabs (signed-in users) and its sheet. After a change the page reloads its data; the category being
 * read stays the one shown (put in the URL first), though its tab may move.
 */
function Subscriptions({ categories, current }: { categories: NewsCategory[]; current: number }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  // A kept-alive page being hidden (the visitor went back) takes its open sheet with it.
  useEffect(() => () => setOpen(false), []);
  const handleSaved = async () => {
    if (searchParams.get('categoryId') === String(current)) await revalidator.revalidate();
    else await setSearchParams({ categoryId: String(current) }, { replace: true, preventScrollReset: true });
  };
  return (
    <>
      <button
        type="button"
        className="yz-mnews-subscribe"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        订阅
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SubscribeSheet categories={categories} open={open} onClose={() => setOpen(false)} onSaved={handleSaved} />
        </Suspense>
      )}
    </>
  );
}

/** /mobile/news (资讯): category tabs (the user's subscribed ones first) over an infinite, pull-to-refresh list. */
export default function MobileNewsPage({ loaderData }: Route.ComponentProps) {
  const { pageSize, categories, current, first } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const handleTab = (key: string) =>
    void setSearchParams({ categoryId: key }, { replace: true, preventScrollReset: true });
  return (
    <div className="yz-mnews">
      <h1 className="yz-visually-hidden">资讯</h1>
      {categories.error !== null ? (
        <ErrorBlock className="yz-mnews-state" status="default" title="加载失败" description={categories.error} />
      ) : current === undefined ? (
        <ErrorBlock className="yz-mnews-state" status="empty" title="暂无新闻" description="暂无新闻栏目" />
      ) : (
        <>
          <nav aria-label="新闻栏目" className="yz-mnews-head">
            <Tabs className="yz-mnews-tabs" activeKey={String(current)} onChange={handleTab}>
              {categories.list.map((category) => (
                <Tabs.Tab key={String(category.categoryId)} title={category.name} />
              ))}
            </Tabs>
            <ForUsers>
              <Subscriptions categories={categories.list} current={current} />
            </ForUsers>
          </nav>
          <NewsFeed key={current} categoryId={current} pageSize={pageSize} first={first} />
        </>
      )}
    </div>
  );
}
