import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SEARCH_KIND_NAMES, type SearchHit } from '@yizhan/contracts';
import { opensInApp } from '../lib/hit-link';
import { MarkedText } from '../marked-text';

function HitLink({ url, children }: { url: string; children: ReactNode }) {
  return opensInApp(url) ? (
    <Link className="yz-hit__link" to={url}>
      {children}
    </Link>
  ) : (
    <a className="yz-hit__link" href={url}>
      {children}
    </a>
  );
}

/**
 * Results as a list: the title (a link, the matches marked), the passage around the match, and what it is, where
 * it comes from and its date. Titles are level-3 headings under the kind's or the page's heading.
 */
export function HitList({ hits, showKind = false }: { hits: readonly SearchHit[]; showKind?: boolean }) {
  return (
    <ul className="yz-hits">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className="yz-hit">
          <h3 className="yz-hit__title">
            <HitLink url={hit.url}>
              <MarkedText segments={hit.titleSegments} />
            </HitLink>
          </h3>
          {hit.snippetSegments.length > 0 && (
            <p className="yz-hit__snippet">
              <MarkedText segments={hit.snippetSegments} />
            </p>
          )}
          <p className="yz-hit__meta">
            {showKind && <span className="yz-hit__kind">{SEARCH_KIND_NAMES[hit.kind]}</span>}
            {hit.source && <span>{hit.source}</span>}
            {hit.date && <time dateTime={hit.date}>{hit.date}</time>}
          </p>
        </li>
      ))}
    </ul>
  );
}
