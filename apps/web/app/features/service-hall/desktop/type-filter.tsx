import { Link } from 'react-router';
import type { AppType } from '@yizhan/contracts';
import type { Loaded } from '../../../shared/api-client/loaded';
import { usableEntries } from '../lib/usable-entries';

export interface TypeFilterProps {
  /** Heading id; the heading names the navigation. */
  id: string;
  title: string;
  types: Loaded<AppType[]>;
  current: number | undefined;
  /** The address of the list filtered by a type (undefined: all types). */
  hrefFor: (typeId: number | undefined) => string;
  /** A vertical list on the left (service hall) or a row of tabs (business systems). */
  variant: 'side' | 'tabs';
}

/**
 * The type filter: 全部 and each type with its count, as links, so the choice lives in the URL; a type with no
 * service for this viewer is not offered.
 */
export function TypeFilter({ id, title, types, current, hrefFor, variant }: TypeFilterProps) {
  const all = types.ok ? types.data.reduce((sum, type) => sum + type.count, 0) : undefined;
  const entries = [
    { typeId: undefined, name: '全部', count: all },
    ...(types.ok
      ? usableEntries(types.data, (type) => type.typeId === current).map(({ typeId, name, count }) => ({
          typeId,
          name,
          count,
        }))
      : []),
  ];
  return (
    <nav className={`yz-types yz-types--${variant}`} aria-labelledby={id}>
      <h2 id={id} className={variant === 'side' ? 'yz-types__title' : 'yz-visually-hidden'}>
        {title}
      </h2>
      <ul className="yz-types__list">
        {entries.map((entry) => {
          const active = entry.typeId === current;
          return (
            <li key={entry.typeId ?? 'all'}>
              <Link
                className={`yz-types__link${active ? ' yz-types__link--active' : ''}`}
                to={hrefFor(entry.typeId)}
                aria-current={active ? 'page' : undefined}
              >
                <span className="yz-types__name">{entry.name}</span>
                {entry.count !== undefined && <span className="yz-types__count">{entry.count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      {!types.ok && <p className="yz-types__error">分类加载失败：{types.msg}</p>}
    </nav>
  );
}
