import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeLoads, HomeService } from '../../api/load-home';
import { Deferred } from '../../lib/deferred';
import { isServiceSign, type VisibleModule } from '../../lib/visible-modules';
import { ModuleError, ModuleSkeleton } from './module-states';
import { MobileSection } from './section';
import { ServiceList } from './service-list';

/** One list of services under its heading; a list with no services is left out, not shown as 暂无数据. */
function ServiceGroup({ title, resolve }: { title: string; resolve: Promise<HomeService[]> | undefined }) {
  const section = (body: ReactNode) => (
    <MobileSection title={title} level={3}>
      {body}
    </MobileSection>
  );
  return (
    <Deferred
      resolve={resolve}
      fallback={section(<ModuleSkeleton shape="list" />)}
      error={section(<ModuleError />)}
      empty={null}
    >
      {(apps) => section(<ServiceList apps={apps} />)}
    </Deferred>
  );
}

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
        <ServiceGroup
          key={child.sign}
          title={child.name}
          resolve={isServiceSign(child.sign) ? loads[child.sign] : undefined}
        />
      ))}
    </MobileSection>
  );
}
