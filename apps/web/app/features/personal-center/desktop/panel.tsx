import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Loaded } from '../../../shared/api-client/loaded';

interface PanelProps<T> {
  id: string;
  title: string;
  /** 查看全部 and the like: a portal path, left out while its page is not built. */
  more?: { to: string; label: string };
  data: Loaded<T>;
  children: (data: T) => ReactNode;
  className?: string;
  /** Whether the loaded data has nothing to show: the box is then left out, not shown as 暂无数据 (issue 35 item 6). */
  isEmpty?: (data: T) => boolean;
}

/** One titled box of the personal center; a part that failed to load says so in its own box. */
export function Panel<T>({ id, title, more, data, children, className, isEmpty }: PanelProps<T>) {
  if (data.ok && isEmpty?.(data.data)) return null;
  return (
    <section className={`yz-pc-panel${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <div className="yz-pc-panel__head">
        <h2 id={id} className="yz-pc-panel__title">
          {title}
        </h2>
        {more && (
          <Link className="yz-pc-panel__more" to={more.to}>
            {more.label}
          </Link>
        )}
      </div>
      {data.ok ? (
        children(data.data)
      ) : (
        <p className="yz-pc-panel__error" role="alert">
          加载失败：{data.msg}
        </p>
      )}
    </section>
  );
}

/** A portal path as a link, or its text alone when there is no path. */
export function MaybeLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (!to) return <span className={className}>{children}</span>;
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}

/** 暂无数据 with what is missing. */
export const PanelEmpty = ({ text }: { text: string }) => <p className="yz-pc-panel__empty">暂无数据 · {text}</p>;
