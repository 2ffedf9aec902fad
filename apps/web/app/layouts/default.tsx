import type { ReactNode } from 'react';
import type { Bootstrap } from '../shared/bootstrap/bootstrap';
import { SiteHeader } from './parts/site-header';
import { SiteFooter } from './parts/site-footer';

export interface DefaultLayoutProps {
  bootstrap: Bootstrap;
  children: ReactNode;
  /** pctpl4: content edge to edge instead of centred. */
  fullWidth?: boolean;
}

/** Template 1: header with a horizontal menu, centred content, footer. */
export function DefaultLayout({ bootstrap, children, fullWidth = false }: DefaultLayoutProps) {
  return (
    <div className={`yz-frame ${fullWidth ? 'yz-frame--pctpl4' : 'yz-frame--default'}`}>
      <SiteHeader bootstrap={bootstrap} menu="horizontal" />
      <main id="main" className={fullWidth ? 'yz-content yz-content--wide' : 'yz-content'}>
        {children}
      </main>
      <SiteFooter bootstrap={bootstrap} />
    </div>
  );
}
