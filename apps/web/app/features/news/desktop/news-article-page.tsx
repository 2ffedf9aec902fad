import { Link } from 'react-router';
import { Alert, Breadcrumb } from 'antd';
import type { Route } from './+types/news-article-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { pageTitle } from '../../../shared/page-title';
import { loadArticle } from '../api/load';
import { newsMorePath } from '../lib/news-paths';
import { useViewCount } from '../lib/use-view-count';
import { ArticleBody } from '../article-body';
import './news.css';

/** The article of the URL; an unknown one is the not-found view (HTTP 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { article: await loadArticle(serverApi(context), params.id) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData?.article.ok ? loaderData.article.data.title : '新闻详情');

/** /news/detail/:id — an article: title, source, publish time, views and its (sanitised) body. */
export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  useViewCount(article.ok ? article.data.id : undefined);
  if (!article.ok) {
    return (
      <div className="yz-news">
        <h1 className="yz-visually-hidden">新闻详情</h1>
        <Alert type="error" showIcon title="加载失败" description={article.msg} />
      </div>
    );
  }
  const { data } = article;
  return (
    <div className="yz-news">
      <Breadcrumb
        items={[
          { key: 'news', title: <Link to="/news">新闻资讯</Link> },
          { key: 'category', title: <Link to={newsMorePath(data.categoryId)}>{data.categoryName}</Link> },
          { key: 'article', title: '正文' },
        ]}
      />
      <article className="yz-news__panel yz-news-article" aria-labelledby="yz-news-article-title">
        <h1 id="yz-news-article-title" className="yz-news-article__title">
          {data.title}
        </h1>
        <p className="yz-news-article__meta">
          <span>
            发布时间：<time dateTime={data.publishTime.replace(' ', 'T')}>{data.publishTime}</time>
          </span>
          {data.source && <span>来源：{data.source}</span>}
          <span>浏览：{data.views}</span>
        </p>
        <ArticleBody html={data.content} />
      </article>
    </div>
  );
}
