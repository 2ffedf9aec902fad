import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalLink, isUsableLink } from '../../../shared/links';

export interface SmartLinkProps {
  /** A portal route or a web address, as configured by the unit. */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A configured link: a portal route stays in the app, a web address opens in a new window, and anything else
 * (empty, or a script URL) is shown as plain text rather than as a link that goes nowhere.
 */
export function SmartLink({ to, className, children }: SmartLinkProps) {
  if (!isUsableLink(to)) return <span className={className}>{children}</span>;
  if (isExternalLink(to)) {
    return (
      <a className={className} href={to.trim()} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={to.trim()}>
      {children}
    </Link>
  );
}
