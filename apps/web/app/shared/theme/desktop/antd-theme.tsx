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

/** antd in Chinese with the unit's theme colour as the primary token. */
export function AntdTheme({ color, themeCss, children }: AntdThemeProps) {
  return (
    <ConfigProvider locale={zhCN} theme={antdThemeConfig(color)}>
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
