import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';

/**
 * 消息通知: the row that leads to /mobile/notice. `badge` is the notices' own slot (their unread count, built with
 * the notices), shown at the end of the row; the row itself knows nothing about notices.
 */
export function NoticeEntry({ badge }: { badge?: ReactNode }) {
  return (
    <Link className="yz-mpc-row" to="/mobile/notice">
      <span className="yz-mpc-row__title">消息通知</span>
      {badge}
      <RightOutline className="yz-mpc-row__arrow" aria-hidden="true" />
    </Link>
  );
}
