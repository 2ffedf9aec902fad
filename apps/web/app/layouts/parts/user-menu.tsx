import { Link } from 'react-router';
import { Avatar, Dropdown } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { Bootstrap } from '../../shared/bootstrap/bootstrap';

/** The signed-in user's avatar and name, opening 个人中心 and 退出登录. */
export default function UserMenu({ bootstrap, returnTo }: { bootstrap: Bootstrap; returnTo: string }) {
  const { user, openMenus } = bootstrap;
  const hasPersonalCenter = openMenus.some((menu) => menu.isDefault === 1 && menu.link === '/personal-center');
  const personal = hasPersonalCenter ? [{ key: 'personal', label: <Link to="/personal-center">个人中心</Link> }] : [];
  const items = [...personal, { key: 'logout', label: <a href={`/logout?redirect=${returnTo}`}>退出登录</a> }];
  return (
    // autoFocus: opened from the keyboard, focus moves onto the first entry, and the arrow keys move between them.
    <Dropdown menu={{ items }} trigger={['click']} autoFocus>
      <button type="button" className="yz-header__user" aria-label={`当前用户：${user.name}，打开用户菜单`}>
        <Avatar size={28} src={user.avatar || undefined} icon={<UserOutlined />} alt="" />
        <span className="yz-header__user-name">{user.name}</span>
        <DownOutlined aria-hidden />
      </button>
    </Dropdown>
  );
}
