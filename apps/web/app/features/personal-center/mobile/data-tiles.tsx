import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { Skeleton } from 'antd-mobile';
import type { PersonDataItem } from '@yizhan/contracts';
import type { Loaded } from '../../../shared/api-client/loaded';
import { mobileLinkOf } from '../../../shared/mobile-page/mobile-links';
import { EmptyState } from '../../../shared/ui/mobile/error-block';

/** Where 全部数据 leads: the view-layout page, which leads back to 我的. */
const ALL_DATA = '/personal-center/campus-infos?from=mobile';

function Tile({ tile }: { tile: PersonDataItem }) {
  const body = (
    <>
      <span className="yz-mpc-tile__value" data-testid={`mobile-tile-${tile.itemKey}`}>
        {tile.value}
        {tile.unit && <small>{tile.unit}</small>}
      </span>
      <span className="yz-mpc-tile__name">{tile.name}</span>
    </>
  );
  const to = tile.link ? mobileLinkOf(tile.link) : null;
  if (!to || /^https?:/i.test(to)) return <span className="yz-mpc-tile">{body}</span>;
  return (
    <Link className="yz-mpc-tile" to={to}>
      {body}
    </Link>
  );
}

function TileGrid({ tiles }: { tiles: Loaded<PersonDataItem[]> }) {
  if (!tiles.ok) {
    return (
      <p className="yz-mpc-shelf__error" role="alert">
        {tiles.msg}
      </p>
    );
  }
  if (tiles.data.length === 0) return <EmptyState className="yz-mpc-shelf__empty" description="还没有个人数据" />;
  return (
    <ul className="yz-mpc-tiles">
      {tiles.data.map((tile) => (
        <li key={tile.itemKey}>
          <Tile tile={tile} />
        </li>
      ))}
    </ul>
  );
}

/** 我的数据 on 我的: the person's tiles (一卡通余额, 在借图书 …), streamed with a skeleton of their size. */
export function DataTilesCard({ tiles }: { tiles: Promise<Loaded<PersonDataItem[]>> }) {
  return (
    <section className="yz-mpc-card" aria-labelledby="yz-mpc-data-title">
      <div className="yz-mpc-card__head">
        <h2 id="yz-mpc-data-title" className="yz-mpc-card__title">
          我的数据
        </h2>
        {/* A document link: the page is in another layout. */}
        <a className="yz-mpc-card__more" href={ALL_DATA}>
          全部数据
        </a>
      </div>
      <Suspense
        fallback={
          <div className="yz-mpc-tiles" role="status" aria-label="加载中">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} animated className="yz-mpc-tile-skeleton" />
            ))}
          </div>
        }
      >
        <Await resolve={tiles}>{(loaded) => <TileGrid tiles={loaded} />}</Await>
      </Suspense>
    </section>
  );
}
