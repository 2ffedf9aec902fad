import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from 'antd';
import Search from 'antd/es/input/Search';
import { isGuestUser, type Bootstrap } from '../../shared/bootstrap/bootstrap';
import { OpenMenu } from './open-menu';

// Guests never see the user menu: its dropdown and avatar (about 10 KB gzip) load only for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu'));
// The bell and its count are a signed-in visitor's too, and come only where the unit offers the information center.
const NoticeBell = lazy(() => import('./notice-bell'));

export interface SiteHeaderProps {
  bootstrap: Bootstrap;
  /** 'horizontal' puts the menu in the header; 'none' leaves it to the frame (pctpl2's left navigation). */
  menu: 'horizontal' | 'none';
}

/** Unit-branded header: logo, site title, open menu, search entry and sign-in entry. */
export function SiteHeader({ bootstrap, menu }: SiteHeaderProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const returnTo = encodeURIComponent(`${pathname}${search}`);
  const hasInfoCenter = bootstrap.openMenus.some((menu) => menu.isDefault === 1 && menu.link === '/info-center');

  const handleSearch = (value: string) => {
    const keyword = value.trim().slice(0, 100);
    void navigate(keyword ? `/search?keyword=${encodeURIComponent(keyword)}` : '/search');
  };

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
        <div className="yz-header__actions" role="search">
          <Search
            className="yz-header__search"
            placeholder="搜索服务、资讯"
            aria-label="搜索服务、资讯"
            maxLength={100}
            allowClear
            onSearch={handleSearch}
          />
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
