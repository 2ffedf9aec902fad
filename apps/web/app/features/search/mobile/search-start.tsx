import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { SearchRecord } from '@yizhan/contracts';
import type { Loaded } from '../../../shared/api-client/loaded';
import type { HotKeyword } from '../api/load-search';
import { clearSearchHistory } from '../api/browser';
import { MOBILE_SEARCH_PATH, searchHref } from '../../../shared/search-url';

/** 热门搜索 on the phone: the unit's most searched terms as chips, each a search. */
export function MobileHotSearches({ hot }: { hot: readonly HotKeyword[] }) {
  if (hot.length === 0) return null;
  return (
    <section className="yz-msearch-block" aria-labelledby="yz-msearch-hot">
      <h2 id="yz-msearch-hot" className="yz-msearch-block__title">
        热门搜索
      </h2>
      <ol className="yz-msearch-chips">
        {hot.map((entry, index) => (
          <li key={entry.keyword}>
            <Link
              className={`yz-msearch-chip${index < 3 ? ' yz-msearch-chip--top' : ''}`}
              to={searchHref(MOBILE_SEARCH_PATH, entry.keyword)}
            >
              {entry.keyword}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * 搜索历史 of a signed-in user on the phone: past searches as chips and 清空. A guest keeps none (load-search.ts);
 * the block is left out for them.
 */
export function MobileSearchHistory({ history }: { history: Loaded<SearchRecord[]> | null }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  if (history === null || (history.ok && history.data.length === 0)) return null;
  const handleClear = async () => {
    setBusy(true);
    try {
      await clearSearchHistory();
      await revalidator.revalidate();
    } catch {
      // The request client has shown why; the list stays as it is.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="yz-msearch-block" aria-labelledby="yz-msearch-history">
      <div className="yz-msearch-block__head">
        <h2 id="yz-msearch-history" className="yz-msearch-block__title">
          搜索历史
        </h2>
        {history.ok && (
          <button type="button" className="yz-msearch-block__action" disabled={busy} onClick={() => void handleClear()}>
            清空
          </button>
        )}
      </div>
      {!history.ok ? (
        <p className="yz-msearch-block__empty" role="alert">
          {history.msg}
        </p>
      ) : (
        <ul className="yz-msearch-chips" aria-label="最近的搜索">
          {history.data.map((record) => (
            <li key={record.keyword}>
              <Link className="yz-msearch-chip" to={searchHref(MOBILE_SEARCH_PATH, record.keyword)}>
                {record.keyword}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
