import { Link } from 'react-router';
import type { HomeLoads } from '../../api/load-home';
import { isServiceSign, type VisibleModule } from '../../lib/visible-modules';
import { ModuleData } from './module-states';
import { MobileSection } from './section';
import { ServiceList } from './service-list';

/** Service lists by sub-module, each loading on its own; 更多 goes to 办事. */
export function ServiceModule({ module, loads }: { module: VisibleModule; loads: HomeLoads }) {
  return (
    <MobileSection
      title={module.name}
      extra={
        <Link className="yz-mhm__more" to="/mobile/work" aria-label={`更多${module.name}`}>
          更多
        </Link>
      }
    >
      {module.children.map((child) => (
        <MobileSection key={child.sign} title={child.name} level={3}>
          <ModuleData resolve={isServiceSign(child.sign) ? loads[child.sign] : undefined} shape="list">
            {(apps) => <ServiceList apps={apps} />}
          </ModuleData>
        </MobileSection>
      ))}
    </MobileSection>
  );
}
