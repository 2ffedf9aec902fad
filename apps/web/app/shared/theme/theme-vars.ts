import type { CSSProperties } from 'react';
import type { Bootstrap } from '../bootstrap/bootstrap';

/** The unit's colours as CSS custom properties, for the header, menu, footer and filing strip. */
export function themeVars({ site, globalConfig }: Pick<Bootstrap, 'site' | 'globalConfig'>): CSSProperties {
  const vars: Record<string, string> = { '--yz-color-primary': site.color };
  if (globalConfig) {
    Object.assign(vars, {
      '--yz-top-bg': globalConfig.topBackground,
      '--yz-top-selected': globalConfig.topSelected,
      '--yz-top-default': globalConfig.topDefault,
      '--yz-bottom-bg': globalConfig.bottomNavColor,
      '--yz-bottom-font': globalConfig.bottomFontColor,
      '--yz-filing-bg': globalConfig.bottomFilingColor,
      '--yz-filing-font': globalConfig.bottomFilingFont,
    });
  }
  return vars as CSSProperties;
}
