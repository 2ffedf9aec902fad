import { NavLink } from 'react-router';

const entries = [
  { to: '/personal-center', label: '个人中心', end: true },
  { to: '/personal-center/collect', label: '我的收藏', end: false },
  { to: '/personal-center/recently-used', label: '最近使用', end: false },
  { to: '/appointments/mine', label: '我的预约', end: false },
];

/** The way between the personal-center pages that show services. */
export function PersonalNav() {
  return (
    <nav className="yz-types yz-types--tabs" aria-label="个人中心">
      <ul className="yz-types__list">
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end}
              className={({ isActive }) => `yz-types__link${isActive ? ' yz-types__link--active' : ''}`}
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
