import { Link } from 'react-router';
import type { SearchResult } from '@yizhan/contracts';
import { SEARCH_PATH, searchHref } from '../../../shared/search-url';
import { HitList } from './hit-list';

/**
 * Near spellings that do find something (您是不是要找): after a search that found nothing, or one that found other
 * things but no service (a typo, 「校园咔」).
 */
export function DidYouMean({ suggestions }: { suggestions: string[] }) {
  if (suggestions.length === 0) return null;
  return (
    <p className="yz-search-zero__did-you-mean">
      您是不是要找：
      {suggestions.map((suggestion) => (
        <Link key={suggestion} className="yz-search-zero__suggestion" to={searchHref(SEARCH_PATH, suggestion)}>
          {suggestion}
        </Link>
      ))}
    </p>
  );
}

/**
 * A search that found nothing: near spellings that do find something (您是不是要找), the unit's most used services,
 * and what to try next.
 */
export function ZeroResults({ result }: { result: SearchResult }) {
  return (
    <div className="yz-search-zero">
      <p className="yz-search-zero__title" role="status">
        未找到与「<strong>{result.keyword}</strong>」相关的结果
      </p>
      <DidYouMean suggestions={result.suggestions} />
      <ul className="yz-search-zero__tips">
        <li>请检查输入的文字是否有误，或换一个更短、更常用的词</li>
        <li>可以用拼音全拼或拼音首字母搜索（每个字取第一个字母）</li>
      </ul>
      {result.recommended.length > 0 && (
        <section className="yz-search-section" aria-labelledby="yz-search-recommended">
          <h2 id="yz-search-recommended" className="yz-search-section__title">
            常用服务
          </h2>
          <HitList hits={result.recommended} />
        </section>
      )}
    </div>
  );
}
