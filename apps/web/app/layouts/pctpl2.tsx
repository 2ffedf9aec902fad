import type { ReactNode } from 'react';
import type { Bootstrap } from '../shared/bootstrap/bootstrap';
import { SiteHeader } from './parts/site-header';
import { SiteFooter } from './parts/site-footer';
import { OpenMenu } from './parts/open-menu';

/** Templates 2 and 3: a denser portal frame, the open menu as a left navigation beside the content. */
export function Pctpl2Layout({ bootstrap, children }: { bootstrap: Bootstrap; children: ReactNode }) {
  return (
    <div className="yz-frame yz-frame--pctpl2">
      <SiteHeader bootstrap={bootstrap} menu="none" />
      <div className="yz-pctpl2__body">
        <nav className="yz-pctpl2__side" aria-label="主导航">
          <OpenMenu menus={bootstrap.openMenus} mode="inline" />
        </nav>
        <main id="main" className="yz-pctpl2__content">
          {children}
        </main>
      </div>
      <SiteFooter bootstrap={bootstrap} />
    </div>
  );
}
