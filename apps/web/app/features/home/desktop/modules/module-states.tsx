import { useAsyncError } from 'react-router';
import { Alert, Empty, Skeleton } from 'antd';
import { Deferred, type ModuleDataProps, type SkeletonShape } from '../../lib/deferred';
import { RetryLink as SiteRetryLink } from '../../lib/retry-link';
import { failureMessage } from '../../lib/module-failure';

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

/** 重试, in this site's look (see the shared RetryLink). */
export const RetryLink = () => <SiteRetryLink className="yz-hm-state__retry" />;

/** The error state of a module: what failed and a retry link (rendered as the Await's errorElement). */
export function ModuleError() {
  const msg = failureMessage(useAsyncError());
  return (
    <div className="yz-hm-state">
      <Alert type="error" showIcon title="加载失败" description={msg} action={<RetryLink />} />
    </div>
  );
}

/** A module's streamed data with the desktop loading, empty and error states. */
export function ModuleData<T>({ shape, ...rest }: ModuleDataProps<T>) {
  return (
    <Deferred {...rest} fallback={<ModuleSkeleton shape={shape} />} error={<ModuleError />} empty={<ModuleEmpty />} />
  );
}
