import type { ReactNode } from 'react';
import { useAsyncError, useLocation, useRevalidator } from 'react-router';
import { Alert, Empty, Skeleton } from 'antd';
import { Deferred } from '../../lib/deferred';
import { failureMessage } from '../../lib/module-failure';

export type SkeletonShape = 'banner' | 'cards' | 'list';

/** The carousel's height (home-page.css), kept by its skeleton. */
const BANNER_HEIGHT = 360;

/** The module's placeholder while its data streams in, shaped like what will replace it (no layout jump). */
export function ModuleSkeleton({ shape }: { shape: SkeletonShape }) {
  return (
    <div className={`yz-hm-state yz-hm-state--${shape}`} role="status">
      <span className="yz-visually-hidden">加载中</span>
      {shape === 'banner' ? (
        <Skeleton.Node
          active
          styles={{ root: { display: 'block', width: '100%' } }}
          style={{ width: '100%', height: BANNER_HEIGHT }}
        />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: shape === 'cards' ? 3 : 5 }} />
      )}
    </div>
  );
}

/** The empty state of a module (暂无数据). */
export function ModuleEmpty() {
  return (
    <div className="yz-hm-state">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
    </div>
  );
}

/**
 * 重试: a real link to this page (which retries without JavaScript); with JavaScript it reloads the page's data in
 * place, so the modules that did load stay on screen.
 */
export function RetryLink() {
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  return (
    <a
      className="yz-hm-state__retry"
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

/** The error state of a module: what failed and a retry link (rendered as the Await's errorElement). */
export function ModuleError() {
  const msg = failureMessage(useAsyncError());
  return (
    <div className="yz-hm-state">
      <Alert type="error" showIcon title="加载失败" description={msg} action={<RetryLink />} />
    </div>
  );
}

export interface ModuleDataProps<T> {
  resolve: Promise<T> | undefined;
  shape: SkeletonShape;
  isEmpty?: (value: T) => boolean;
  children: (value: T) => ReactNode;
}

/** A module's streamed data with the desktop loading, empty and error states. */
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
