import type { ReactNode } from 'react';
import type { Bootstrap } from '../shared/bootstrap/bootstrap';
import { SiteHeader } from './parts/site-header';
import { SiteFooter } from './parts/site-footer';

/** Template 1: header with a horizontal menu, centred content, footer. */
export function DefaultLayout({ bootstrap, children }: { bootstrap: Bootstrap; children: ReactNode }) {
  return (
    <div className="yz-frame yz-frame--default">
      <SiteHeader bootstrap={bootstrap} menu="horizontal" />
      <main id="main" className="yz-content">
        {children}
      </main>
      <SiteFooter bootstrap={bootstrap} />
    </div>
  );
}
