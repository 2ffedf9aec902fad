import type { PersonDataItem, PersonWorkEntry } from '@yizhan/contracts';
import { MaybeLink, PanelEmpty } from './panel';

/** 我的工作: one counter per entry of the unit's template, each leading to where it is dealt with. */
export function WorkCounters({ entries }: { entries: PersonWorkEntry[] }) {
  return (
    <ul className="yz-pc-counters">
      {entries.map((entry) => (
        <li key={entry.key}>
          <MaybeLink to={entry.link} className="yz-pc-counter">
            <span className="yz-pc-counter__count" data-testid={`work-${entry.key}`}>
              {entry.count}
            </span>
            <span className="yz-pc-counter__name">{entry.name}</span>
          </MaybeLink>
        </li>
      ))}
    </ul>
  );
}

/** The person's data tiles (一卡通余额, 在借图书 …): value and unit, name, and when it was last reported. */
export function DataTiles({ tiles }: { tiles: PersonDataItem[] }) {
  if (tiles.length === 0) return <PanelEmpty text="还没有业务系统报送的个人数据" />;
  return (
    <ul className="yz-pc-tiles">
      {tiles.map((tile) => (
        <li key={tile.itemKey}>
          <MaybeLink to={tile.link} className="yz-pc-tile">
            <span className="yz-pc-tile__value" data-testid={`tile-${tile.itemKey}`}>
              {tile.value}
              {tile.unit && <small>{tile.unit}</small>}
            </span>
            <span className="yz-pc-tile__name">{tile.name}</span>
            <span className="yz-pc-tile__time">
              {tile.typeName} · 更新于 {tile.updateTime}
            </span>
          </MaybeLink>
        </li>
      ))}
    </ul>
  );
}
