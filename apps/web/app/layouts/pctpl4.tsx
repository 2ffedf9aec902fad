import type { ReactNode } from 'react';
import type { Bootstrap } from '../shared/bootstrap/bootstrap';
import { SiteHeader } from './parts/site-header';
import { SiteFooter } from './parts/site-footer';

/** Template 4: full-width card layout — the same header and footer, content edge to edge. */
export function Pctpl4Layout({ bootstrap, children }: { bootstrap: Bootstrap; children: ReactNode }) {
  return (
    <div className="yz-frame yz-frame--pctpl4">
      <SiteHeader bootstrap={bootstrap} menu="horizontal" />
      <main id="main" className="yz-content yz-content--wide">
        {children}
      </main>
      <SiteFooter bootstrap={bootstrap} />
    </div>
  );
}
