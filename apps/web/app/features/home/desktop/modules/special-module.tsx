import { Link } from 'react-router';
import type { Special } from '@yizhan/contracts';
import { specialDetailsPath } from '../../lib/special-paths';
import { ModuleData } from './module-states';
import { ModuleSection } from '../../lib/module-section';
import { SpecialCards } from './special-card';

const LIST = '/home/special-services';

/** 专题服务 on the home page: the specials as cards, and 更多 to the full list. */
export function SpecialModule({ name, resolve }: { name: string; resolve: Promise<Special[]> | undefined }) {
  return (
    <ModuleSection
      title={name}
      extra={
        <Link className="yz-hm__more" to={LIST} aria-label={`更多${name}`}>
          更多
        </Link>
      }
    >
      <ModuleData resolve={resolve} shape="cards">
        {(specials) => <SpecialCards specials={specials} hrefOf={(special) => specialDetailsPath(LIST, special.id)} />}
      </ModuleData>
    </ModuleSection>
  );
}
