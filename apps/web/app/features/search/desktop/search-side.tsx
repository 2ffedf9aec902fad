import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { SearchRecord } from '@yizhan/contracts';
import type { Loaded } from '../../../shared/api-client/loaded';
import type { HotKeyword } from '../api/load-search';
import { clearSearchHistory } from '../api/browser';
import { SEARCH_PATH, searchHref } from '../../../shared/search-url';

/** 热门搜索: the unit's most searched terms, ranked, each a search. */
export function HotSearches({ hot }: { hot: readonly HotKeyword[] }) {
  return (
    <section className="yz-search-panel" aria-labelledby="yz-search-hot">
      <h2 id="yz-search-hot" className="yz-search-panel__title">
        热门搜索
      </h2>
      {hot.length === 0 ? (
        <p className="yz-search-panel__empty">暂无热门搜索</p>
      ) : (
        <ol className="yz-search-hot">
          {hot.map((entry, index) => (
            <li key={entry.keyword}>
              <Link className="yz-search-hot__link" to={searchHref(SEARCH_PATH, entry.keyword)}>
                <span className={`yz-search-hot__rank${index < 3 ? ' yz-search-hot__rank--top' : ''}`} aria-hidden>
                  {index + 1}
                </span>
                <span className="yz-search-hot__text">{entry.keyword}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * 搜索历史 of a signed-in user: each past search a link, with its own 删除 and a 清空 for all; the page's data is read
 * again after a change. A guest keeps no history (load-search.ts) and is told that signing in keeps one.
 */
export function SearchHistory({ history }: { history: Loaded<SearchRecord[]> | null }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const clear = async (keyword?: string) => {
    setBusy(keyword ?? '');
    try {
      await clearSearchHistory(keyword);
      await revalidator.revalidate();
    } catch {
      // The request client has shown why; the list stays as it is.
    } finally {
      setBusy(null);
    }
  };
  const records = history?.ok ? history.data : [];
  return (
    <section className="yz-search-panel" aria-labelledby="yz-search-history">
      <div className="yz-search-panel__head">
        <h2 id="yz-search-history" className="yz-search-panel__title">
          搜索历史
        </h2>
        {records.length > 0 && (
          <Button type="link" size="small" loading={busy === ''} onClick={() => void clear()}>
            清空
          </Button>
        )}
      </div>
      {history === null ? (
        <p className="yz-search-panel__empty">登录后可保留您的搜索历史</p>
      ) : !history.ok ? (
        <p className="yz-search-panel__empty" role="alert">
          {history.msg}
        </p>
      ) : records.length === 0 ? (
        <p className="yz-search-panel__empty">暂无搜索历史</p>
      ) : (
        <ul className="yz-search-history" aria-label="最近的搜索">
          {records.map((record) => (
            <li key={record.keyword} className="yz-search-history__item">
              <Link className="yz-search-history__link" to={searchHref(SEARCH_PATH, record.keyword)}>
                {record.keyword}
              </Link>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined aria-hidden />}
                aria-label={`删除搜索记录：${record.keyword}`}
                loading={busy === record.keyword}
                onClick={() => void clear(record.keyword)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
