import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from 'antd';
import { isGuestUser, type Bootstrap } from '../../shared/bootstrap/bootstrap';
import { SearchBox } from '../../features/search/desktop/search-box';
import { CareSwitch } from '../../shared/care/care-switch';
import { OpenMenu } from './open-menu';
import { importOnceMore } from '../../shared/retry/import-once-more';

// Guests never see the user menu: its dropdown and avatar (about 10 KB gzip) load only for signed-in visitors.
const UserMenu = lazy(() => importOnceMore(() => import('./user-menu')));
// The bell and its count are a signed-in visitor's too, and come only where the unit offers the information center.
const NoticeBell = lazy(() => importOnceMore(() => import('./notice-bell')));

export interface SiteHeaderProps {
  bootstrap: Bootstrap;
  /** 'horizontal' puts the menu in the header; 'none' leaves it to the frame (pctpl2's left navigation). */
  menu: 'horizontal' | 'none';
}

/** Unit-branded header: logo, site title, open menu, search entry and sign-in entry. */
export function SiteHeader({ bootstrap, menu }: SiteHeaderProps) {
  const { pathname, search } = useLocation();
  const returnTo = encodeURIComponent(`${pathname}${search}`);
  const hasInfoCenter = bootstrap.openMenus.some((menu) => menu.isDefault === 1 && menu.link === '/info-center');

  return (
    <header className="yz-header">
      <div className="yz-header__inner">
        <Link to="/" className="yz-header__brand" aria-label={`${bootstrap.site.title}，返回首页`}>
          {bootstrap.unit.logo && <img className="yz-header__logo" src={bootstrap.unit.logo} alt="" />}
          <span className="yz-header__title">{bootstrap.site.title}</span>
        </Link>
        {menu === 'horizontal' && (
          <nav className="yz-header__nav" aria-label="主导航">
            <OpenMenu menus={bootstrap.openMenus} mode="horizontal" className="yz-header__menu" />
          </nav>
        )}
        <div className="yz-header__actions">
          {/* /search has its own, larger box. */}
          {pathname !== '/search' && (
            <SearchBox
              id="yz-header-search"
              label="站内搜索"
              placeholder="搜索服务、资讯"
              size="middle"
              className="yz-header__search"
            />
          )}
          <CareSwitch className="yz-header__care" />
          {isGuestUser(bootstrap.user) ? (
            <Button className="yz-header__login" href={`/login?redirect=${returnTo}`}>
              登录
            </Button>
          ) : (
            <>
              {hasInfoCenter && (
                <Suspense fallback={<span className="yz-header__bell" aria-hidden="true" />}>
                  <NoticeBell />
                </Suspense>
              )}
              <Suspense fallback={<span className="yz-header__user">{bootstrap.user.name}</span>}>
                <UserMenu bootstrap={bootstrap} returnTo={returnTo} />
              </Suspense>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
