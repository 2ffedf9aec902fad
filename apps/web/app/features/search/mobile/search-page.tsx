import { Link, useNavigate, useNavigation } from 'react-router';
import { Tabs } from 'antd-mobile';
import type { SearchResult } from '@yizhan/contracts';
import type { Route } from './+types/search-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { pageTitle } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { loadSearchPage, PAGE_SIZES } from '../api/load-search';
import { MOBILE_SEARCH_PATH, mobileAiSearchHref, searchHref, type SearchTab } from '../../../shared/search-url';
import { HitRows } from './hit-rows';
import { KindFeed } from './kind-feed';
import { MobileSearchForm } from './mobile-search-form';
import { MobileHotSearches, MobileSearchHistory } from './search-start';
import { alsoSearchedText } from '../lib/also-searched';
import './search.css';

/**
 * Opened from the home grid: a NavBar with a back button instead of the TabBar, kept alive so the keyword, the tab
 * and the scroll position are there on return from a result (ADR 028).
 */
export const handle = mobilePage({
  keepAlive: true,
  pullToRefresh: false,
  secondary: { title: '搜索', fallback: '/mobile/home' },
});

/** The search of the address (the phone's page sizes), the hot terms and (signed in) the user's history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  return loadSearchPage(serverApi(context), new URL(request.url), {
    guest: isGuestUser(bootstrap.user),
    site: 'mobile',
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData?.params.keyword ? `${loaderData.params.keyword} - 搜索` : '搜索');

/** The way to AI search (智能搜索), asked the keyword. */
function AiSearchEntry({ keyword }: { keyword: string }) {
  return (
    <Link className="yz-msearch-ai" to={mobileAiSearchHref(keyword)}>
      <span className="yz-msearch-ai__name">智能搜索</span>
      <span className="yz-msearch-ai__text">{keyword ? `问问「${keyword}」` : '用一句话提问，答案注明出处'}</span>
    </Link>
  );
}

/** Near spellings that do find something: after nothing found, or other things and no service (a typo). */
function MobileDidYouMean({ suggestions }: { suggestions: string[] }) {
  if (suggestions.length === 0) return null;
  return (
    <div className="yz-msearch-block">
      <h2 className="yz-msearch-block__title">您是不是要找</h2>
      <ul className="yz-msearch-chips">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Link className="yz-msearch-chip" to={searchHref(MOBILE_SEARCH_PATH, suggestion)}>
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Nothing found: near spellings that do find something, what to try, and the most used services. */
function MobileZeroResults({ result }: { result: SearchResult }) {
  return (
    <div className="yz-msearch-zero">
      <p className="yz-msearch-zero__title" role="status">
        未找到与「{result.keyword}」相关的结果
      </p>
      <MobileDidYouMean suggestions={result.suggestions} />
      <p className="yz-msearch-zero__tip">可以换个关键词，或用拼音全拼、拼音首字母（每个字取第一个字母）搜索</p>
      {result.recommended.length > 0 && (
        <section aria-labelledby="yz-msearch-recommended">
          <h2 id="yz-msearch-recommended" className="yz-msearch-group__title">
            常用服务
          </h2>
          <HitRows hits={result.recommended} label="常用服务" />
        </section>
      )}
    </div>
  );
}

/** The results: a tab per kind with its count, then every kind's first results or one kind's endless list. */
function MobileResults({ result, tab }: { result: SearchResult; tab: SearchTab }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const switching = navigation.state === 'loading' && navigation.location.pathname === MOBILE_SEARCH_PATH;
  // Another tab is the same search seen otherwise: it replaces the address instead of adding a step to go back.
  const show = (next: string) =>
    void navigate(searchHref(MOBILE_SEARCH_PATH, result.keyword, { tab: next as SearchTab }), {
      replace: true,
      preventScrollReset: true,
    });
  const group = tab === 'all' ? undefined : result.groups.find((item) => item.kind === tab);
  return (
    <>
      <nav aria-label="结果分类" className="yz-msearch-tabs">
        <Tabs activeKey={tab} onChange={show}>
          <Tabs.Tab key="all" title={`全部 ${result.total}${result.totalCapped ? '+' : ''}`} />
          {result.groups.map((item) => (
            <Tabs.Tab key={item.kind} title={`${item.name} ${item.total}${item.totalCapped ? '+' : ''}`} />
          ))}
        </Tabs>
      </nav>
      <div aria-busy={switching}>
        {group ? (
          <KindFeed
            key={`${result.keyword}|${group.kind}`}
            keyword={result.keyword}
            kind={group.kind}
            name={group.name}
            pageSize={PAGE_SIZES.mobile.kind}
            first={{ list: group.list, total: group.total, error: null }}
          />
        ) : (
          <>
            <p className="yz-msearch-summary" role="status">
              共找到 {result.total}
              {result.totalCapped ? '+' : ''} 条与「{result.keyword}」相关的结果{alsoSearchedText(result)}
            </p>
            <MobileDidYouMean suggestions={result.suggestions} />
            {result.groups
              .filter((item) => item.total > 0)
              .map((item) => (
                <section key={item.kind} className="yz-msearch-group" aria-labelledby={`yz-msearch-${item.kind}`}>
                  <h2 id={`yz-msearch-${item.kind}`} className="yz-msearch-group__title">
                    {item.name}{' '}
                    <span className="yz-msearch-group__count">
                      {item.total}
                      {item.totalCapped ? '+' : ''}
                    </span>
                  </h2>
                  <HitRows hits={item.list} label={`${item.name}结果`} />
                  {item.total > item.list.length && (
                    <button type="button" className="yz-msearch-group__more" onClick={() => show(item.kind)}>
                      查看全部 {item.total}
                      {item.totalCapped ? '+' : ''} 条{item.name}结果
                    </button>
                  )}
                </section>
              ))}
          </>
        )}
      </div>
    </>
  );
}

/**
 * /mobile/search (spec §2, issue 12): the search box with suggestions as you type; before a search, the user's
 * history and the hot terms; after it, the results by kind with counts, endless per kind, recovery when nothing is
 * found, and the way to AI search.
 */
export default function MobileSearchPage({ loaderData }: Route.ComponentProps) {
  const { params, result, hot, history } = loaderData;
  return (
    <div className="yz-msearch">
      <h1 className="yz-visually-hidden">搜索</h1>
      <header className="yz-msearch-head">
        <MobileSearchForm key={params.keyword} keyword={params.keyword} />
        <AiSearchEntry keyword={params.keyword} />
      </header>
      {result === null ? (
        <div className="yz-msearch-start">
          <MobileSearchHistory history={history} />
          <MobileHotSearches hot={hot} />
        </div>
      ) : !result.ok ? (
        <ErrorBlock className="yz-msearch-state" status="default" title="搜索失败" description={result.msg} />
      ) : result.data.total === 0 ? (
        <MobileZeroResults result={result.data} />
      ) : (
        <MobileResults result={result.data} tab={params.tab} />
      )}
    </div>
  );
}
