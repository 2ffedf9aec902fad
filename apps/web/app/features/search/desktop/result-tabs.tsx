import { Link } from 'react-router';
import type { SearchResult } from '@yizhan/contracts';
import { SEARCH_PATH, searchHref, type SearchTab } from '../../../shared/search-url';

/**
 * The kinds of the results as tabs, each with its count: 全部 and every kind the viewer may search (a kind the
 * viewer's menu hides is not offered). Links, so a tab is an address to share and works before the code loads.
 */
export function ResultTabs({ result, current }: { result: SearchResult; current: SearchTab }) {
  const tabs: { tab: SearchTab; name: string; total: string }[] = [
    { tab: 'all', name: '全部', total: `${result.total}${result.totalCapped ? '+' : ''}` },
    ...result.groups.map((group) => ({
      tab: group.kind,
      name: group.name,
      total: `${group.total}${group.totalCapped ? '+' : ''}`,
    })),
  ];
  return (
    <nav className="yz-search-tabs" aria-label="结果分类">
      <ul>
        {tabs.map(({ tab, name, total }) => (
          <li key={tab}>
            <Link
              className="yz-search-tabs__tab"
              to={searchHref(SEARCH_PATH, result.keyword, { tab })}
              aria-current={tab === current ? 'page' : undefined}
              aria-label={`${name}，${total} 条`}
              preventScrollReset
            >
              {name}
              <span className="yz-search-tabs__count" aria-hidden="true">
                {total}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
