import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar, Button, Dropdown, Input } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { isGuestUser, type Bootstrap } from '../../shared/bootstrap/bootstrap';
import { OpenMenu } from './open-menu';

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
          <Input.Search
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
            <UserMenu bootstrap={bootstrap} returnTo={returnTo} />
          )}
        </div>
      </div>
    </header>
  );
}

/** The signed-in user's avatar and name, opening 个人中心 and 退出登录. */
function UserMenu({ bootstrap, returnTo }: { bootstrap: Bootstrap; returnTo: string }) {
  const { user, openMenus } = bootstrap;
  const hasPersonalCenter = openMenus.some((menu) => menu.isDefault === 1 && menu.link === '/personal-center');
  const items = [
    ...(hasPersonalCenter ? [{ key: 'personal', label: <Link to="/personal-center">个人中心</Link> }] : []),
    { key: 'logout', label: <a href={`/logout?redirect=${returnTo}`}>退出登录</a> },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click', 'hover']}>
      <button type="button" className="yz-header__user" aria-label={`当前用户：${user.name}，打开用户菜单`}>
        <Avatar size={28} src={user.avatar || undefined} icon={<UserOutlined />} alt="" />
        <span className="yz-header__user-name">{user.name}</span>
        <DownOutlined aria-hidden />
      </button>
    </Dropdown>
  );
}
