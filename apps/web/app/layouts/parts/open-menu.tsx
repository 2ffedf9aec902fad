import { Link, useLocation } from 'react-router';
import { Menu } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import type { MenuItem } from '@yizhan/contracts';
import { activeMenuKey } from './menu-match';

/**
 * The unit's open menu as an antd Menu, with the entry of the current page selected. A menu wider than the header
 * folds its last entries into a labelled 更多 item rather than antd's bare 「···」.
 */
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
      // Its links are the keyboard's stops: the list itself (rc-menu makes it one by default) would be an extra stop,
      // drawn as a box round the whole bar.
      tabIndex={-1}
      selectedKeys={selected ? [selected] : []}
      overflowedIndicator={
        <span className="yz-menu-more">
          更多 <DownOutlined aria-hidden />
        </span>
      }
      items={menus.map((item) => ({
        key: String(item.pageNavigationId),
        label: <Link to={item.path}>{item.name}</Link>,
      }))}
    />
  );
}
