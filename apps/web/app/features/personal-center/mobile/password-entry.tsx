import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';

/** 修改密码: the row of 我的 that leads to the change form. */
export function PasswordEntry() {
  return (
    <Link className="yz-mpc-row" to="/mobile/personal-center/password">
      <span className="yz-mpc-row__title">修改密码</span>
      <RightOutline className="yz-mpc-row__arrow" aria-hidden="true" />
    </Link>
  );
}
