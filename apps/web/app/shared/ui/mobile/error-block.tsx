import { lazy, Suspense, type ReactNode } from 'react';
import type { ErrorBlockProps } from 'antd-mobile';
import { importOnceMore } from '../../retry/import-once-more';

const ErrorBlockView = lazy(() => importOnceMore(() => import('./error-block-view')));

/**
 * antd-mobile's ErrorBlock for empty and error states, loaded when a page first shows one (most pages never do).
 * The server renders it in full; in the browser a page already showing one keeps it while the code loads.
 */
export function ErrorBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={<div className={props.className} />}>
      <ErrorBlockView {...props} />
    </Suspense>
  );
}

/**
 * The empty state of a mobile list (ux.md, issue 10 item 7): the empty picture and 暂无数据 on every list, with a line
 * that says what is missing and, when there is one, a way on (`children`). Beside ErrorBlock, in the same small module,
 * so a page that shows either loads no second chunk.
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
