import { NavLink } from 'react-router';

const entries = [
  { to: '/personal-center', label: '个人中心', end: true },
  { to: '/personal-center/collect', label: '我的收藏', end: false },
  { to: '/personal-center/recently-used', label: '最近使用', end: false },
  { to: '/appointments/mine', label: '我的预约', end: false },
  // The view layout: a page of its own without the site's frame.
  { to: '/personal-center/campus-infos', label: '校园信息', end: false },
  { to: '/personal-center/password', label: '修改密码', end: false },
];

/** The way between the personal-center pages (the collect and recently-used pages keep their own copy). */
export function PersonalNav() {
  return (
    <nav className="yz-pc-nav" aria-label="个人中心">
      {entries.map((entry) => (
        <NavLink key={entry.to} to={entry.to} end={entry.end} className="yz-pc-nav__link">
          {entry.label}
        </NavLink>
      ))}
    </nav>
  );
}
