import type { ThemeConfig } from 'antd';
import { DEFAULT_THEME_COLOR, OVERLAY_Z_INDEX_BASE } from '@yizhan/contracts';

/**
 * antd's CSS-variable scope: every antd element carries this class and the design tokens are declared on it. A fixed
 * name, so the build-time sheet, the per-unit colour overrides and the browser's runtime all use the same selectors.
 */
export const ANTD_CSS_VAR_KEY = 'yz-antd';

/**
 * The antd components whose styles the build-time sheet holds (the names of antd's exports; `message` is the toast
 * of `App`). Every component the desktop site imports from antd must be listed — a unit test checks the imports —
 * and the ones antd renders inside them (Tooltip, inside Menu) or whose markup the app renders itself (Table:
 * shared/ui/desktop/static-table.tsx), so no page needs antd to write CSS in the browser.
 */
export const ANTD_SHEET_COMPONENTS = [
  'Alert',
  'Anchor',
  'App',
  'Avatar',
  'Breadcrumb',
  'Button',
  'Carousel',
  'Collapse',
  'Descriptions',
  'Drawer',
  'Dropdown',
  'Empty',
  'Input',
  'Menu',
  'Modal',
  'Pagination',
  'Result',
  'Select',
  'Skeleton',
  'Spin',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
  'message',
] as const;

/**
 * The one antd theme of the desktop site, in the unit's colour. CSS variables without hashed class names: antd's
 * component styles do not depend on the colour, so one build-time sheet serves every unit and only the variables
 * change per unit (antd-theme-css.server.ts).
 */
export function antdThemeConfig(color: string = DEFAULT_THEME_COLOR): ThemeConfig {
  return {
    hashed: false,
    cssVar: { key: ANTD_CSS_VAR_KEY },
    token: {
      colorPrimary: color,
      colorLink: color,
      zIndexPopupBase: OVERLAY_Z_INDEX_BASE,
      // antd's greys for placeholders (0.25) and secondary text such as breadcrumb links (0.45) are below the 4.5:1
      // contrast of WCAG 2.1 AA on white (ux.md): darker, still clearly secondary.
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    },
  };
}
