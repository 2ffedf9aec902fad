import type { Route } from './+types/news-article-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { pageTitle } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { loadArticle } from '../api/load';
import { useViewCount } from '../lib/use-view-count';
import { ArticleBody } from '../article-body';
import './news.css';

/** The article of the URL; an unknown one is the not-found view (HTTP 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { article: await loadArticle(serverApi(context), params.id) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData?.article.ok ? loaderData.article.data.title : '新闻详情');

/** A secondary page: NavBar with back to 资讯, no TabBar; not kept alive (ADR 028). */
export const handle = mobilePage({ secondary: { title: '新闻详情', fallback: '/mobile/news' }, keepAlive: false });

/** /mobile/news/detail/:id — an article with its source, time and views. */
export default function MobileNewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  useViewCount(article.ok ? article.data.id : undefined);
  if (!article.ok) {
    return (
      <div role="alert">
        <ErrorBlock className="yz-mnews-state" status="default" title="加载失败" description={article.msg} />
      </div>
    );
  }
  const { data } = article;
  return (
    <article className="yz-mnews-article" aria-labelledby="yz-mnews-article-title">
      <h1 id="yz-mnews-article-title" className="yz-mnews-article__title">
        {data.title}
      </h1>
      <p className="yz-mnews-article__meta">
        <time dateTime={data.publishTime.replace(' ', 'T')}>{data.publishTime}</time>
        {data.source && <span>{data.source}</span>}
        <span>浏览 {data.views}</span>
      </p>
      <ArticleBody html={data.content} />
    </article>
  );
}
