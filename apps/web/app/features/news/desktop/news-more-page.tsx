import { Link } from 'react-router';
import { Alert, Breadcrumb, Empty } from 'antd';
import { newsApi } from '@yizhan/contracts';
import type { Route } from './+types/news-more-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { pageTitle } from '../../../shared/page-title';
import { attempt, notFound } from '../../../shared/api-client/loaded';
import { idParam } from '../api/load';
import { newsMorePath } from '../lib/news-paths';
import { NewsList } from './news-list';
import { LinkPager } from '../../../shared/ui/desktop/link-pager';
import './news.css';

const CATEGORY_NOT_FOUND = '该栏目不存在';
const PAGE_MAX = 10_000;

/** One page (?page=) of a category; an unknown category is the not-found view, a bad page number page 1. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const categoryId = idParam(params.id, CATEGORY_NOT_FOUND);
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= PAGE_MAX ? asked : 1;
  const api = serverApi(context);
  const [config, categories] = await Promise.all([
    api(newsApi.config).catch(() => ({ title: '新闻资讯', previewSize: 6, showViews: 1 as const, pageSize: 10 })),
    api(newsApi.customCategories).catch(() => []),
  ]);
  const category = categories.find((item) => item.categoryId === categoryId);
  if (!category) notFound(CATEGORY_NOT_FOUND);
  const list = await attempt(
    api(newsApi.list, { query: { categoryId: String(categoryId), page, pageSize: config.pageSize } }),
  );
  return { config, category, page, list };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageTitle(matches, loaderData?.category.name);

/** /news/more/:id — every article of a category, newest first, a page at a time. */
export default function NewsMorePage({ loaderData }: Route.ComponentProps) {
  const { config, category, page, list } = loaderData;
  return (
    <div className="yz-news">
      <Breadcrumb
        items={[
          { key: 'news', title: <Link to="/news">{config.title}</Link> },
          { key: 'category', title: category.name },
        ]}
      />
      <section className="yz-news__panel" aria-labelledby="yz-news-more-title">
        <h1 id="yz-news-more-title" className="yz-news__title">
          {category.name}
        </h1>
        {!list.ok ? (
          <Alert type="error" showIcon title="加载失败" description={list.msg} />
        ) : list.data.list.length === 0 ? (
          <Empty description="暂无新闻" />
        ) : (
          <>
            <NewsList items={list.data.list} showViews={config.showViews === 1} />
            <LinkPager
              page={page}
              pages={Math.ceil(list.data.total / config.pageSize)}
              hrefOf={(next) => `${newsMorePath(category.categoryId)}?page=${next}`}
            />
          </>
        )}
      </section>
    </div>
  );
}
