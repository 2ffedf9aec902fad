import { Suspense } from 'react';
import { Await, Link, useRevalidator } from 'react-router';
import { Skeleton } from 'antd-mobile';
import type { App } from '@yizhan/contracts';
import type { Loaded } from '../../../shared/api-client/loaded';
import { mobileGuidePath } from '../../../shared/service-paths';
import { AppIcon } from './app-icon';
import { EmptyState } from '../../../shared/ui/mobile/error-block';

/** How many services a shelf shows (two rows of four); the newest come first as the API sends them. */
export const SHELF_SIZE = 8;

interface AppShelfProps {
  /** Heading and landmark name (我的收藏, 最近使用). */
  title: string;
  /** Element id of the section (a link may point at it). */
  id: string;
  /** The list, streamed: the shelf shows a skeleton until it arrives. */
  apps: Promise<Loaded<App[]>>;
  /** What an empty shelf says under 暂无数据. */
  emptyText: string;
}

/** Four grey tiles a row, the size of the real ones: nothing moves when the list arrives. */
function ShelfSkeleton() {
  return (
    <div className="yz-mpc-shelf__grid" role="status" aria-label="加载中">
      {Array.from({ length: 4 }, (_, index) => (
        <span key={index} className="yz-mpc-app">
          <Skeleton animated className="yz-mpc-skeleton__icon" />
          <Skeleton.Paragraph animated lineCount={1} className="yz-mpc-skeleton__name" />
        </span>
      ))}
    </div>
  );
}

/** A list that did not load: its message and 重试 (loads the page's data again). */
function ShelfError({ msg }: { msg: string }) {
  const revalidator = useRevalidator();
  return (
    <div className="yz-mpc-shelf__error" role="alert">
      <span>{msg}</span>
      <button
        type="button"
        className="yz-mpc-shelf__retry"
        disabled={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        {revalidator.state === 'loading' ? '重试中…' : '重试'}
      </button>
    </div>
  );
}

function ShelfList({ apps, emptyText }: { apps: Loaded<App[]>; emptyText: string }) {
  if (!apps.ok) return <ShelfError msg={apps.msg} />;
  if (apps.data.length === 0) {
    return (
      <EmptyState className="yz-mpc-shelf__empty" description={emptyText}>
        <Link className="yz-mpc-shelf__go" to="/mobile/work">
          去办事看看
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="yz-mpc-shelf__grid">
      {apps.data.slice(0, SHELF_SIZE).map((app) => (
        <li key={app.appId}>
          <Link className="yz-mpc-app" to={mobileGuidePath(app.appId)}>
            <AppIcon app={app} />
            <span className="yz-mpc-app__name">{app.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A shelf of services on 我的 (我的收藏, 最近使用): icons that open their guides, with loading, empty and error states. */
export function AppShelf({ title, id, apps, emptyText }: AppShelfProps) {
  return (
    <section className="yz-mpc-card yz-mpc-shelf" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="yz-mpc-card__title">
        {title}
      </h2>
      <Suspense fallback={<ShelfSkeleton />}>
        <Await resolve={apps}>{(loaded) => <ShelfList apps={loaded} emptyText={emptyText} />}</Await>
      </Suspense>
    </section>
  );
}
