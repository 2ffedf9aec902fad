import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeLoads, HomeService } from '../../api/load-home';
import { Deferred } from '../../lib/deferred';
import { isServiceSign, type VisibleModule } from '../../lib/visible-modules';
import { ModuleError, ModuleSkeleton } from './module-states';
import { ModuleSection } from '../../lib/module-section';
import { ServiceCards } from './service-card';

/** One list of service cards under its heading; a list with no services is left out, not shown as 暂无数据. */
function ServiceGroup({ title, resolve }: { title: string; resolve: Promise<HomeService[]> | undefined }) {
  const section = (body: ReactNode) => (
    <ModuleSection title={title} level={3}>
      {body}
    </ModuleSection>
  );
  return (
    <Deferred
      resolve={resolve}
      fallback={section(<ModuleSkeleton shape="cards" />)}
      error={section(<ModuleError />)}
      empty={null}
    >
      {(apps) => section(<ServiceCards apps={apps} />)}
    </Deferred>
  );
}

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
        {module.children.map((child) => (
          <ServiceGroup
            key={child.sign}
            title={child.name}
            resolve={isServiceSign(child.sign) ? loads[child.sign] : undefined}
          />
        ))}
      </div>
    </ModuleSection>
  );
}
