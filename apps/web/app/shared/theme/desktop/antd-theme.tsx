import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { DESKTOP_TOAST_MS, DESKTOP_TOAST_OFFSET_PX, OVERLAY_Z_INDEX_BASE } from '@yizhan/contracts';

/** antd in Chinese with the unit's theme colour as the primary token; messages 3 s at 16 px from the top. */
export function AntdTheme({ color, children }: { color: string; children: ReactNode }) {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{ token: { colorPrimary: color, colorLink: color, zIndexPopupBase: OVERLAY_Z_INDEX_BASE } }}
    >
      <App message={{ top: DESKTOP_TOAST_OFFSET_PX, duration: DESKTOP_TOAST_MS / 1000 }}>{children}</App>
    </ConfigProvider>
  );
}
