import { Link } from 'react-router';
import type { Special } from '@yizhan/contracts';
import { balancedGrid, gridColumnsStyle } from '../../lib/balanced-grid';

/** A special (专题) card: cover, name, summary and how many services it bundles; one link to its details. */
export function SpecialCard({ special, to }: { special: Special; to: string }) {
  return (
    <Link className="yz-hm-special" to={to}>
      {/* The name below names the card: the cover is decorative. */}
      {special.cover ? (
        <img className="yz-hm-special__cover" src={special.cover} alt="" loading="lazy" />
      ) : (
        <span className="yz-hm-special__cover yz-hm-special__cover--none" aria-hidden="true">
          {special.name.slice(0, 2)}
        </span>
      )}
      <span className="yz-hm-special__body">
        <span className="yz-hm-special__name">{special.name}</span>
        {special.summary && <span className="yz-hm-special__summary">{special.summary}</span>}
        <span className="yz-hm-special__count">{special.appCount} 项服务</span>
      </span>
    </Link>
  );
}

/** Special cards in a grid; `hrefOf` gives each card's details address. */
export function SpecialCards({ specials, hrefOf }: { specials: Special[]; hrefOf: (special: Special) => string }) {
  const grid = balancedGrid(specials, 4);
  return (
    <ul className="yz-hm-specials" style={gridColumnsStyle(grid.columns)}>
      {grid.items.map((special) => (
        <li key={special.id}>
          <SpecialCard special={special} to={hrefOf(special)} />
        </li>
      ))}
    </ul>
  );
}
