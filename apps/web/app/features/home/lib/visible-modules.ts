import { HOME_MODULE_NAMES, type HomeModule, type HomePageStatus } from '@yizhan/contracts';

/** The home modules this site can render, with the sub-modules each one can hold. */
export const HOME_MODULE_SIGNS = {
  banner: [],
  quickNavigation: [],
  tool: [],
  car: [],
  service: ['hotApp', 'recommendApp', 'personal', 'legal'],
  content: [],
  special: [],
  statistic: ['homeStatistic', 'searchStatistic'],
} as const satisfies Record<string, readonly string[]>;

export type ModuleSign = keyof typeof HOME_MODULE_SIGNS;
export type ChildSign = (typeof HOME_MODULE_SIGNS)[ModuleSign][number];

export interface VisibleChild {
  sign: ChildSign;
  name: string;
}

export interface VisibleModule {
  sign: ModuleSign;
  name: string;
  /** The enabled sub-modules, in layout order; empty for a module without sub-modules. */
  children: VisibleChild[];
}

const isModuleSign = (sign: string): sign is ModuleSign => Object.hasOwn(HOME_MODULE_SIGNS, sign);

const nameOf = (name: string, sign: ModuleSign | ChildSign) => name.trim() || (HOME_MODULE_NAMES[sign] ?? sign);

/**
 * The home modules to show, in order: the template layout's modules whose sign is enabled in the page status and
 * that this site can render, each with its layout children enabled in that status entry. A module made of
 * sub-modules (service, statistic) with none of them enabled has nothing to show and is left out; a repeated sign
 * counts once.
 */
export function visibleModules(layout: readonly HomeModule[], status: readonly HomePageStatus[]): VisibleModule[] {
  const enabled = new Map<string, Set<string>>();
  for (const entry of status) {
    const children = enabled.get(entry.sign) ?? new Set<string>();
    for (const child of entry.children) children.add(child.sign);
    enabled.set(entry.sign, children);
  }
  const seen = new Set<string>();
  const visible: VisibleModule[] = [];
  for (const module of layout) {
    const enabledChildren = enabled.get(module.sign);
    if (!enabledChildren || seen.has(module.sign) || !isModuleSign(module.sign)) continue;
    seen.add(module.sign);
    const supported: readonly string[] = HOME_MODULE_SIGNS[module.sign];
    const children: VisibleChild[] = [];
    for (const child of module.children) {
      const known = supported.includes(child.sign) && enabledChildren.has(child.sign);
      if (!known || children.some((kept) => kept.sign === child.sign)) continue;
      const sign = child.sign as ChildSign;
      children.push({ sign, name: nameOf(child.name, sign) });
    }
    if (supported.length > 0 && children.length === 0) continue;
    visible.push({ sign: module.sign, name: nameOf(module.name, module.sign), children });
  }
  return visible;
}

export type ServiceSign = (typeof HOME_MODULE_SIGNS.service)[number];

/** Whether a sub-module is one of the service card lists. */
export const isServiceSign = (sign: string): sign is ServiceSign =>
  (HOME_MODULE_SIGNS.service as readonly string[]).includes(sign);
