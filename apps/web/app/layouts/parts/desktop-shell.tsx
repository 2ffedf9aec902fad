import type { ReactNode } from 'react';
import type { Bootstrap } from '../../shared/bootstrap/bootstrap';
import { themeVars } from '../../shared/theme/theme-vars';
import { FlashNotice } from '../../shared/ui/flash-notice';
import { SkipLink } from '../../shared/ui/skip-link';
import { AntdTheme } from '../../shared/theme/desktop/antd-theme';
import { AntdApp, DesktopFeedback } from '../../shared/ui/desktop/feedback';
import { DefaultLayout } from '../default';
import { Pctpl2Layout } from '../pctpl2';
import { Pctpl4Layout } from '../pctpl4';
import { desktopFrameFor } from '../templates';

const frames = { default: DefaultLayout, pctpl2: Pctpl2Layout, pctpl4: Pctpl4Layout };

/**
 * The desktop frame of the unit's template around `children`, antd themed with the unit's colour: the pages' frame
 * and the error screen's alike. `themeCss` is the layout loader's CSS of that colour, for the first paint.
 */
export function DesktopShell({
  bootstrap,
  themeCss,
  children,
}: {
  bootstrap: Bootstrap;
  themeCss: string | undefined;
  children: ReactNode;
}) {
  const Frame = frames[desktopFrameFor(bootstrap.unit.template)];
  return (
    <div className="yz-desktop" style={themeVars(bootstrap)}>
      <SkipLink />
      <AntdTheme color={bootstrap.site.color} themeCss={themeCss}>
        <AntdApp>
          <DesktopFeedback />
          <FlashNotice />
          <Frame bootstrap={bootstrap}>{children}</Frame>
        </AntdApp>
      </AntdTheme>
    </div>
  );
}
