import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { antdThemeConfig } from './antd-theme-config';
// antd's styles, written at build time (vite/antd-static-css.ts): a cacheable stylesheet linked from the head.
import 'virtual:antd-static.css';

export interface AntdThemeProps {
  color: string;
  /**
   * The CSS variables of the unit's colour (antdThemeCss, from the route's loader), for the first paint; once the
   * page runs, antd sets the same variables itself from `color`.
   */
  themeCss?: string;
  children: ReactNode;
}

/**
 * antd in Chinese with the unit's theme colour as the primary token. The server renders with zero runtime: every
 * style it could produce is in the build-time sheet, so working out and registering each component's styles again
 * on every page (a tenth of a page's CPU) would be thrown away. The browser keeps antd's runtime, which sets the
 * unit's variables and the styles of anything drawn later.
 */
export function AntdTheme({ color, themeCss, children }: AntdThemeProps) {
  return (
    <ConfigProvider locale={zhCN} theme={{ ...antdThemeConfig(color), zeroRuntime: import.meta.env.SSR }}>
      {/* React hoists it into the head, once per colour. */}
      {themeCss ? (
        <style href={`yz-antd-theme-${color.slice(1)}`} precedence="yz-antd-theme">
          {themeCss}
        </style>
      ) : null}
      {children}
    </ConfigProvider>
  );
}
