import { Link } from 'react-router';
import type { Special } from '@yizhan/contracts';
import { ModuleData } from './module-states';
import { MobileSection } from './section';

/** 专题服务 as cards, each leading to its topic page. */
export function SpecialModule({ name, resolve }: { name: string; resolve: Promise<Special[]> | undefined }) {
  return (
    <MobileSection title={name}>
      <ModuleData resolve={resolve} shape="cards">
        {(specials) => (
          <ul className="yz-mhm-specials">
            {specials.map((special) => (
              <li key={special.id}>
                <Link className="yz-mhm-special" to={`/mobile/topic-detail/${special.id}`}>
                  {/* The name names the card: the cover is decorative. */}
                  {special.cover ? (
                    <img className="yz-mhm-special__cover" src={special.cover} alt="" loading="lazy" />
                  ) : (
                    <span className="yz-mhm-special__cover yz-mhm-special__cover--none" aria-hidden="true" />
                  )}
                  <span className="yz-mhm-special__name">{special.name}</span>
                  <span className="yz-mhm-special__count">{special.appCount} 项服务</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ModuleData>
    </MobileSection>
  );
}
