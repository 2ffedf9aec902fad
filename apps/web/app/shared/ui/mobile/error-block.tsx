import { lazy, Suspense } from 'react';
import type { ErrorBlockProps } from 'antd-mobile';

const ErrorBlockView = lazy(() => import('./error-block-view'));

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
