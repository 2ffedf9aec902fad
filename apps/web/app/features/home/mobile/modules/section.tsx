import { ModuleSection, type ModuleSectionProps } from '../../lib/module-section';

/** A mobile home module: the shared section with the mobile styles. */
export function MobileSection(props: Omit<ModuleSectionProps, 'block'>) {
  return <ModuleSection {...props} block="yz-mhm" />;
}
