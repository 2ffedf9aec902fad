import { useAsyncError } from 'react-router';
import { Skeleton } from 'antd-mobile';
import { ErrorBlock } from '../../../../shared/ui/mobile/error-block';
import { Deferred, type ModuleDataProps, type SkeletonShape } from '../../lib/deferred';
import { RetryLink as SiteRetryLink } from '../../lib/retry-link';
import { failureMessage } from '../../lib/module-failure';

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

/** 重试, in this site's look (see the shared RetryLink). */
const RetryLink = () => <SiteRetryLink className="yz-mhm-state__retry" />;

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

/** A module's streamed data with the mobile loading, empty and error states. */
export function ModuleData<T>({ shape, ...rest }: ModuleDataProps<T>) {
  return (
    <Deferred {...rest} fallback={<ModuleSkeleton shape={shape} />} error={<ModuleError />} empty={<ModuleEmpty />} />
  );
}
