import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SEARCH_KIND_NAMES, type SearchHit } from '@yizhan/contracts';
import { opensInApp } from '../lib/hit-link';
import { MarkedText } from '../marked-text';

function HitLink({ url, children }: { url: string; children: ReactNode }) {
  return opensInApp(url) ? (
    <Link className="yz-mhit" to={url}>
      {children}
    </Link>
  ) : (
    <a className="yz-mhit" href={url}>
      {children}
    </a>
  );
}

/** One result on the phone: a row that opens it (its mobile address), the title and passage with matches marked. */
export function HitRow({ hit, showKind = false }: { hit: SearchHit; showKind?: boolean }) {
  return (
    <li>
      <HitLink url={hit.mobileUrl}>
        <span className="yz-mhit__title">
          <MarkedText segments={hit.titleSegments} />
        </span>
        {hit.snippetSegments.length > 0 && (
          <span className="yz-mhit__snippet">
            <MarkedText segments={hit.snippetSegments} />
          </span>
        )}
        <span className="yz-mhit__meta">
          {showKind && <span className="yz-mhit__kind">{SEARCH_KIND_NAMES[hit.kind]}</span>}
          {hit.source && <span>{hit.source}</span>}
          {hit.date && <time dateTime={hit.date}>{hit.date}</time>}
        </span>
      </HitLink>
    </li>
  );
}

/** Results as a list of rows. */
export function HitRows({ hits, label }: { hits: readonly SearchHit[]; label: string }) {
  return (
    <ul className="yz-mhits" aria-label={label}>
      {hits.map((hit) => (
        <HitRow key={`${hit.kind}-${hit.id}`} hit={hit} />
      ))}
    </ul>
  );
}
