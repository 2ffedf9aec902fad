import { useEffect } from 'react';
import { Link } from 'react-router';
import './handle-page.css';

/** How long the 即将前往 notice stays before the portal hands over to the outside system. */
export const LEAVE_DELAY_MS = 1500;

export interface LeaveNoticeProps {
  /** An http(s) address, checked by the caller (isHttpUrl). */
  url: string;
  /** The system's name, as the visitor knows it. */
  name: string;
  /** A path on this site for 返回. */
  back: string;
  mobile: boolean;
  /** What the visitor is going there to do. */
  message?: string;
}

/**
 * 即将前往…: the system's name and address, then the system itself after a moment (in place of this page in the
 * history, so Back returns to the portal page the visitor came from). Without JavaScript, 立即前往 is the way.
 * Every way out of the portal to another system goes through it (services, approvals; ADR 025, ADR 031).
 */
export function LeaveNotice({
  url,
  name,
  back,
  mobile,
  message = '您即将离开本站，前往该业务系统办理，页面将自动跳转…',
}: LeaveNoticeProps) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(url), LEAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url]);
  return (
    <main className={`yz-handle ${mobile ? 'yz-handle--mobile' : ''}`}>
      <h1 className="yz-handle__title">即将前往「{name}」</h1>
      <p className="yz-handle__message" role="status">
        {message}
      </p>
      <p className="yz-handle__address">{new URL(url).host}</p>
      <a className="yz-handle__link" href={url}>
        立即前往
      </a>
      <Link className="yz-handle__back" to={back} replace>
        返回
      </Link>
    </main>
  );
}
