import type { ReactNode } from 'react';
import { useAsyncError, useLocation, useRevalidator } from 'react-router';
import { Skeleton } from 'antd-mobile';
import { ErrorBlock } from '../../../../shared/ui/mobile/error-block';
import { Deferred } from '../../lib/deferred';
import { failureMessage } from '../../lib/module-failure';

export type SkeletonShape = 'banner' | 'cards' | 'list';

/** The module's placeholder while its data streams in, the height of what replaces it. */
export function ModuleSkeleton({ shape }: { shape: SkeletonShape }) {
  return (
    <div className={`yz-mhm-state yz-mhm-state--${shape}`} role="status">
      <span className="yz-visually-hidden">加载中</span>
      {shape === 'banner' ? (
        <Skeleton animated className="yz-mhm-state__banner" />
      ) : (
        <Skeleton.Paragraph animated lineCount={shape === 'cards' ? 2 : 4} />
      )}
    </div>
  );
}

/** The empty state of a module (暂无数据), compact. */
export function ModuleEmpty() {
  return <ErrorBlock className="yz-mhm-state yz-mhm-state--empty" status="empty" title="暂无数据" description="" />;
}

/** 重试: a real link to this page; with JavaScript it reloads the page's data in place. */
export function RetryLink() {
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  return (
    <a
      className="yz-mhm-state__retry"
      href={`${pathname}${search}`}
      aria-disabled={revalidator.state === 'loading' || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (revalidator.state === 'idle') void revalidator.revalidate();
      }}
    >
      {revalidator.state === 'loading' ? '重试中…' : '重试'}
    </a>
  );
}

/** A failure message with the retry link. */
export function FailureNotice({ msg }: { msg: string }) {
  return (
    <div className="yz-mhm-state yz-mhm-error" role="alert">
      <p className="yz-mhm-error__text">
        <strong>加载失败</strong>
        <span>{msg}</span>
      </p>
      <RetryLink />
    </div>
  );
}

/** The error state of a module (the Await's errorElement). */
export function ModuleError() {
  return <FailureNotice msg={failureMessage(useAsyncError())} />;
}

export interface ModuleDataProps<T> {
  resolve: Promise<T> | undefined;
  shape: SkeletonShape;
  isEmpty?: (value: T) => boolean;
  children: (value: T) => ReactNode;
}

/** A module's streamed data with the mobile loading, empty and error states. */
export function ModuleData<T>({ resolve, shape, isEmpty, children }: ModuleDataProps<T>) {
  return (
    <Deferred
      resolve={resolve}
      fallback={<ModuleSkeleton shape={shape} />}
      error={<ModuleError />}
      empty={<ModuleEmpty />}
      isEmpty={isEmpty}
    >
      {children}
    </Deferred>
  );
}
