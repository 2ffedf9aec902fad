import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorBlock } from './error-block';

export interface MobilePageErrorProps {
  /** The page's frame (its own class), so the error sits where the page would. */
  frameClassName: string;
  className: string;
  /** What was not found (专题不存在, 服务不存在) and why, when the loader said no more. */
  notFound: { title: string; message: string };
  /** The way on: a link back into the mobile site. */
  children: ReactNode;
}

/**
 * A mobile page's route error inside its frame: a 404 says what was not found, any other failure 加载失败; the
 * loader's own Chinese message when it gave one.
 */
export function MobilePageError({ frameClassName, className, notFound, children }: MobilePageErrorProps) {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const msg = isRouteErrorResponse(error) ? (error.data as { msg?: string } | undefined)?.msg : undefined;
  return (
    <div className={frameClassName}>
      <div role="alert">
        <ErrorBlock
          className={className}
          status={missing ? 'empty' : 'default'}
          title={missing ? notFound.title : '加载失败'}
          description={msg ?? (missing ? notFound.message : '服务异常，请稍后重试')}
        >
          {children}
        </ErrorBlock>
      </div>
    </div>
  );
}
