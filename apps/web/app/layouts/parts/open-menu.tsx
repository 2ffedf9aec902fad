import { Link, useLocation } from 'react-router';
import { Menu } from 'antd';
import type { MenuItem } from '@yizhan/contracts';
import { activeMenuKey } from './menu-match';

/** The unit's open menu as an antd Menu, with the entry of the current page selected. */
export function OpenMenu({
  menus,
  mode,
  className,
}: {
  menus: MenuItem[];
  mode: 'horizontal' | 'inline';
  className?: string;
}) {
  const { pathname, search } = useLocation();
  const selected = activeMenuKey(menus, pathname, search);
  return (
    <Menu
      mode={mode}
      className={className}
      selectedKeys={selected ? [selected] : []}
      items={menus.map((item) => ({
        key: String(item.pageNavigationId),
        label: <Link to={item.path}>{item.name}</Link>,
      }))}
    />
  );
}
