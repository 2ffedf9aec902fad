import { Link } from 'react-router';
import { Alert, Empty } from 'antd';
import type { SearchGroup, SearchResult } from '@yizhan/contracts';
import type { Route } from './+types/search-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { pageTitle } from '../../../shared/page-title';
import { LinkPager } from '../../../shared/ui/desktop/link-pager';
import { loadSearchPage } from '../api/load-search';
import { SEARCH_PATH, searchHref, type SearchTab } from '../../../shared/search-url';
import { AiSearchSlot } from './ai-search-slot';
import { HitList } from './hit-list';
import { ResultTabs } from './result-tabs';
import { SearchBox } from './search-box';
import { HotSearches, SearchHistory } from './search-side';
import { DidYouMean, ZeroResults } from './zero-results';
import { alsoSearchedText } from '../lib/also-searched';
import './search.css';

/** The search of the address, the hot terms and (signed in) the user's history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  return loadSearchPage(serverApi(context), new URL(request.url), {
    guest: isGuestUser(bootstrap.user),
    site: 'desktop',
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData?.params.keyword ? `${loaderData.params.keyword} - 搜索` : '搜索');

/** Under 全部: each kind that found something, its first results and the way to all of them. */
function GroupSection({ group, keyword }: { group: SearchGroup; keyword: string }) {
  const titleId = `yz-search-group-${group.kind}`;
  return (
    <section className="yz-search-section" aria-labelledby={titleId} data-testid="search-group">
      <h2 id={titleId} className="yz-search-section__title">
        {group.name}
        <span className="yz-search-section__count">
          （{group.total}
          {group.totalCapped ? '+' : ''}）
        </span>
      </h2>
      <HitList hits={group.list} />
      {group.total > group.list.length && (
        <Link className="yz-search-section__more" to={searchHref(SEARCH_PATH, keyword, { tab: group.kind })}>
          查看全部 {group.total}
          {group.totalCapped ? '+' : ''} 条{group.name}结果
        </Link>
      )}
    </section>
  );
}

/** The results of a search: the count, the tabs, then every kind's first results or one kind's page. */
function Results({ result, tab, page }: { result: SearchResult; tab: SearchTab; page: number }) {
  const group = tab === 'all' ? undefined : result.groups.find((item) => item.kind === tab);
  return (
    <>
      <p className="yz-search__summary" role="status">
        共找到{' '}
        <strong>
          {result.total}
          {result.totalCapped ? '+' : ''}
        </strong>{' '}
        条与「{result.keyword}」相关的结果{alsoSearchedText(result)}
      </p>
      <DidYouMean suggestions={result.suggestions} />
      <ResultTabs result={result} current={tab} />
      {tab === 'all' ? (
        result.groups
          .filter((item) => item.total > 0)
          .map((item) => <GroupSection key={item.kind} group={item} keyword={result.keyword} />)
      ) : !group || group.total === 0 ? (
        <Empty description={`「${group?.name ?? '该分类'}」中没有相关结果`} />
      ) : (
        <section className="yz-search-section" aria-labelledby="yz-search-kind">
          <h2 id="yz-search-kind" className="yz-search-section__title">
            {group.name}
            <span className="yz-search-section__count">
              （{group.total}
              {group.totalCapped ? '+' : ''}）
            </span>
          </h2>
          <HitList hits={group.list} />
          {group.list.length === 0 && <Empty description="这一页没有结果" />}
          <LinkPager
            page={page}
            pages={Math.ceil(group.total / group.pageSize)}
            hrefOf={(next) => searchHref(SEARCH_PATH, result.keyword, { tab, page: next })}
          />
        </section>
      )}
    </>
  );
}

/**
 * /search (spec §2, issue 12): one search over services, business systems, news, notices and three-list entries —
 * grouped by kind with counts and a tab per kind, matches marked, paged per kind — with suggestions as you type,
 * hot terms, the user's history, recovery when nothing is found, and the entry to AI search.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { params, result, hot, history } = loaderData;
  return (
    <div className="yz-search">
      <div className="yz-search__head">
        <h1 className="yz-search__title">全站搜索</h1>
        <div className="yz-search__bar">
          <SearchBox
            // A new address brings its own keyword into the box.
            key={params.keyword}
            id="yz-search-keyword"
            label="全站搜索"
            placeholder="搜索服务、业务系统、新闻、通知公告、三张清单"
            keyword={params.keyword}
            size="large"
          />
          <AiSearchSlot keyword={params.keyword} boxId="yz-search-keyword" />
        </div>
      </div>
      {result === null ? (
        <div className="yz-search__start">
          <HotSearches hot={hot} />
          <SearchHistory history={history} />
        </div>
      ) : (
        <div className="yz-search__layout">
          <div className="yz-search__main">
            {!result.ok ? (
              <Alert type="error" showIcon title="搜索失败" description={result.msg} />
            ) : result.data.total === 0 ? (
              <ZeroResults result={result.data} />
            ) : (
              <Results result={result.data} tab={params.tab} page={params.page} />
            )}
          </div>
          <aside className="yz-search__side" aria-label="热门搜索与搜索历史">
            <HotSearches hot={hot} />
            <SearchHistory history={history} />
          </aside>
        </div>
      )}
    </div>
  );
}
