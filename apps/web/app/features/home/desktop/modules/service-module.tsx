import { Link } from 'react-router';
import type { HomeLoads } from '../../api/load-home';
import { isServiceSign, type VisibleModule } from '../../lib/visible-modules';
import { ModuleData } from './module-states';
import { ModuleSection } from '../../lib/module-section';
import { ServiceCards } from './service-card';

/** Service cards by sub-module: 热门服务, 推荐服务, 个人办事, 法人办事, each loading on its own. */
export function ServiceModule({ module, loads }: { module: VisibleModule; loads: HomeLoads }) {
  return (
    <ModuleSection
      title={module.name}
      extra={
        <Link className="yz-hm__more" to="/service-hall">
          更多服务
        </Link>
      }
    >
      <div className="yz-hm-service-groups">
        {module.children.map((child) => {
          const resolve = isServiceSign(child.sign) ? loads[child.sign] : undefined;
          return (
            <ModuleSection key={child.sign} title={child.name} level={3}>
              <ModuleData resolve={resolve} shape="cards">
                {(apps) => <ServiceCards apps={apps} />}
              </ModuleData>
            </ModuleSection>
          );
        })}
      </div>
    </ModuleSection>
  );
}
