import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu } from 'antd';
import type { Bootstrap } from '../shared/bootstrap/bootstrap';
import { SiteHeader } from './parts/site-header';
import { SiteFooter } from './parts/site-footer';
import { activeMenuKey } from './parts/menu-match';

/** Templates 2 and 3: a denser portal frame, the open menu as a left navigation beside the content. */
export function Pctpl2Layout({ bootstrap, children }: { bootstrap: Bootstrap; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const selected = activeMenuKey(bootstrap.openMenus, pathname, search);
  return (
    <div className="yz-frame yz-frame--pctpl2">
      <SiteHeader bootstrap={bootstrap} menu="none" />
      <div className="yz-pctpl2__body">
        <nav className="yz-pctpl2__side" aria-label="主导航">
          <Menu
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={bootstrap.openMenus.map((item) => ({
              key: String(item.pageNavigationId),
              label: <Link to={item.path}>{item.name}</Link>,
            }))}
          />
        </nav>
        <main id="main" className="yz-pctpl2__content">
          {children}
        </main>
      </div>
      <SiteFooter bootstrap={bootstrap} />
    </div>
  );
}
