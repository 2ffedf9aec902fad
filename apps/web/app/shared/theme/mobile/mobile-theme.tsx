import type { CSSProperties, ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';

/** antd-mobile in Chinese; its theme tokens are CSS variables, set here from the unit's colour. */
export function MobileTheme({ color, children }: { color: string; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <div className="yz-mobile-theme" style={{ '--adm-color-primary': color } as CSSProperties}>
        {children}
      </div>
    </ConfigProvider>
  );
}
