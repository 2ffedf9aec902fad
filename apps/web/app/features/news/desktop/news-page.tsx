import { Link } from 'react-router';
import { Alert, Empty } from 'antd';
import { newsApi, type NewsCategory, type NewsItem } from '@yizhan/contracts';
import type { Route } from './+types/news-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { ForUsers } from '../../../shared/session/for-users';
import { attempt } from '../../../shared/api-client/loaded';
import { newsMorePath } from '../lib/news-paths';
import { NewsList } from './news-list';
import { SubscribeButton } from './subscribe-button';
import './news.css';

export const meta: Route.MetaFunction = titled('新闻资讯');

/**
 * The categories in the viewer's order (subscribed first) with the newest articles of each, in parallel; a failed
 * category shows its own error state.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [config, categories] = await Promise.all([
    api(newsApi.config).catch(() => ({ title: '新闻资讯', previewSize: 6, showViews: 1 as const, pageSize: 10 })),
    attempt(api(newsApi.customCategories)),
  ]);
  const sections = categories.ok
    ? await Promise.all(
        categories.data.map(async (category) => ({
          category,
          items: await attempt(
            api(newsApi.list, {
              query: { categoryId: String(category.categoryId), page: 1, pageSize: config.previewSize },
            }).then((page) => page.list),
          ),
        })),
      )
    : [];
  return { config, categories, sections };
}

function CategorySection({
  category,
  items,
  subscribed,
  showViews,
}: {
  category: NewsCategory;
  items: { ok: true; data: NewsItem[] } | { ok: false; msg: string };
  subscribed: number[];
  showViews: boolean;
}) {
  const titleId = `yz-news-category-${category.categoryId}`;
  return (
    <section className="yz-news__section" aria-labelledby={titleId} data-testid="news-section">
      <header className="yz-news__section-head">
        <h2 id={titleId} className="yz-news__section-title">
          {category.name}
          {category.subscribed && <span className="yz-news__badge">已订阅</span>}
        </h2>
        <div className="yz-news__section-actions">
          <ForUsers>
            <SubscribeButton category={category} subscribed={subscribed} />
          </ForUsers>
          <Link to={newsMorePath(category.categoryId)} aria-label={`${category.name}：更多`}>
            更多
          </Link>
        </div>
      </header>
      {!items.ok ? (
        <Alert type="error" showIcon title="加载失败" description={items.msg} />
      ) : items.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无新闻" />
      ) : (
        <NewsList items={items.data} showViews={showViews} compact />
      )}
    </section>
  );
}

/** /news: every category, the signed-in user's subscribed ones first, each with its newest articles and 更多. */
export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { config, categories, sections } = loaderData;
  const subscribed = categories.ok
    ? categories.data.filter((category) => category.subscribed).map((category) => category.categoryId)
    : [];
  return (
    <div className="yz-news">
      <h1 className="yz-news__title">{config.title}</h1>
      {!categories.ok ? (
        <Alert type="error" showIcon title="加载失败" description={categories.msg} />
      ) : sections.length === 0 ? (
        <Empty description="暂无新闻" />
      ) : (
        <div className="yz-news__grid">
          {sections.map(({ category, items }) => (
            <CategorySection
              key={category.categoryId}
              category={category}
              items={items}
              subscribed={subscribed}
              showViews={config.showViews === 1}
            />
          ))}
        </div>
      )}
    </div>
  );
}
