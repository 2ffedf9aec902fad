import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../../shared/ui/mobile/feedback';
import { isExternalLink, isUsableLink } from '../../../../shared/links';
import { mobileLinkOf } from '../../../../shared/mobile-page/mobile-links';

export const NO_PHONE_PAGE = '该功能暂未提供手机版，请在电脑上使用';

/**
 * A configured link on the phone (issue 10 item 8): a desktop route goes to its mobile page; a route the phone has no
 * page for says so when tapped (a toast) instead of bouncing back to the home page; a web address opens in a new
 * window; anything else is plain text.
 */
export function MobileSmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (!isUsableLink(to)) return <span className={className}>{children}</span>;
  const target = mobileLinkOf(to);
  if (target === null) {
    return (
      <button
        type="button"
        className={`${className ?? ''} yz-mhm-link--desktop-only`}
        aria-description={NO_PHONE_PAGE}
        onClick={() => showToast({ content: NO_PHONE_PAGE })}
      >
        {children}
      </button>
    );
  }
  if (isExternalLink(target)) {
    return (
      <a className={className} href={target} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={target}>
      {children}
    </Link>
  );
}
