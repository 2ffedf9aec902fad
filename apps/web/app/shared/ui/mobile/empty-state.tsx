import type { ReactNode } from 'react';
import { ErrorBlock } from './error-block';

/**
 * The empty state of a mobile list (ux.md, issue 10 item 7): antd-mobile's empty picture and 暂无数据 on every list,
 * with a line that says what is missing and, when there is one, a way on (`children`).
 */
export function EmptyState({
  className,
  description = '',
  children,
}: {
  className?: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ErrorBlock className={className} status="empty" title="暂无数据" description={description}>
      {children}
    </ErrorBlock>
  );
}
