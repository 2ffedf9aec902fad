import type { ComponentType } from 'react';
import type { QuickNavigation } from '@yizhan/contracts';
import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';
import type { HomeLoads } from '../api/load-home';
import type { VisibleModule } from './visible-modules';

type Resolved<K extends keyof HomeLoads> = { name: string; resolve: HomeLoads[K] };

/** The module components of one site (desktop or mobile); the sign decides which renders. */
export interface HomeModuleComponents {
  banner: ComponentType<Resolved<'banner'>>;
  quickNavigation: ComponentType<{ name: string; items: QuickNavigation[] }>;
  tool: ComponentType<Resolved<'tool'>>;
  car: ComponentType<Resolved<'car'>>;
  service: ComponentType<{ module: VisibleModule; loads: HomeLoads }>;
  content: ComponentType<Resolved<'content'>>;
  special: ComponentType<Resolved<'special'>>;
  statistic: ComponentType<{ module: VisibleModule; loads: HomeLoads }>;
}

/** One home module, drawn by the site's component for its sign (the same choice on desktop and mobile). */
export function HomeModuleView({
  module,
  loads,
  bootstrap,
  components: c,
  quickNavigation,
}: {
  module: VisibleModule;
  loads: HomeLoads;
  bootstrap: Bootstrap;
  components: HomeModuleComponents;
  /** A preview's draft shortcuts (ADR 081), in place of the start-up data's. */
  quickNavigation?: QuickNavigation[] | undefined;
}) {
  switch (module.sign) {
    case 'banner':
      return <c.banner name={module.name} resolve={loads.banner} />;
    case 'quickNavigation':
      return <c.quickNavigation name={module.name} items={quickNavigation ?? bootstrap.quickNavigation} />;
    case 'tool':
      return <c.tool name={module.name} resolve={loads.tool} />;
    case 'car':
      return <c.car name={module.name} resolve={loads.car} />;
    case 'service':
      return <c.service module={module} loads={loads} />;
    case 'content':
      return <c.content name={module.name} resolve={loads.content} />;
    case 'special':
      return <c.special name={module.name} resolve={loads.special} />;
    case 'statistic':
      return <c.statistic module={module} loads={loads} />;
  }
}
