// Runs in Node only: at build time (vite/antd-static-css.ts writes the sheet) and on the server (the per-unit
// colour variables, antd-theme-css.server.ts). Never imported by browser code.
import { createElement } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { extractStyle } from '@ant-design/static-style-extract';
import { ANTD_SHEET_COMPONENTS } from './antd-theme-config';

/**
 * The CSS antd writes for the sheet's components under a theme, as plain CSS: component styles, the design tokens
 * and the component tokens as CSS variables, and the `.data-ant-cssinjs-cache-path` rule that tells antd in the
 * browser which styles a stylesheet already holds (so it does not write them again).
 */
export function antdCss(theme: ThemeConfig): string {
  return extractStyle({
    includes: [...ANTD_SHEET_COMPONENTS],
    customTheme: (node) => createElement(ConfigProvider, { theme }, node),
  });
}
