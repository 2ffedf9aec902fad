import type { CSSProperties, ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';

/**
 * antd-mobile's greys and red darkened to a 4.5:1 contrast on white and on its #f5f5f5 boxes (WCAG 2.1 AA, ux.md):
 * #999 (weak text), #ccc (placeholders) and #ff3141 (danger tags) are below it.
 */
const readableColors = {
  '--adm-color-weak': '#666666',
  '--adm-color-light': '#6f6f6f',
  '--adm-color-danger': '#d9001b',
};

/** antd-mobile in Chinese; its theme tokens are CSS variables, set here from the unit's colour. */
export function MobileTheme({ color, children }: { color: string; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <div className="yz-mobile-theme" style={{ ...readableColors, '--adm-color-primary': color } as CSSProperties}>
        {children}
      </div>
    </ConfigProvider>
  );
}
