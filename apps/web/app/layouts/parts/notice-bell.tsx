import { Link } from 'react-router';
import { BellOutlined } from '@ant-design/icons';
import { badgeText, useUnreadCount } from '../../shared/notice/unread-count';

/**
 * The header bell of a signed-in user: the unread count of notices and messages (getNoticeShow), leading to the
 * information center. The count arrives after the page's code starts; the bell keeps its place until then.
 */
export default function NoticeBell() {
  const unread = useUnreadCount(true);
  const label = unread ? `消息通知，${unread} 条未读` : '消息通知';
  return (
    <Link to="/info-center" className="yz-header__bell" aria-label={label} title={label}>
      <BellOutlined aria-hidden />
      {unread ? (
        <span className="yz-header__bell-count" data-testid="bell-count" aria-hidden="true">
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
