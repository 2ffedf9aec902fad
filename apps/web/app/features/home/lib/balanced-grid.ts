import type { CSSProperties } from 'react';

/** A grid's items and its column count, chosen so that no card stands alone on the last row. */
export interface BalancedGrid<T> {
  items: T[];
  columns: number;
}

/**
 * Lays `items` out in at most `maxColumns` columns without a lone card on the last row: the widest column count
 * down to half of `maxColumns` that leaves 0 or at least 2 cards on the last row; failing that, the full width with
 * the last card left out (the module's 更多 link leads to the rest). One row is never a problem.
 */
export function balancedGrid<T>(items: readonly T[], maxColumns: number): BalancedGrid<T> {
  const count = items.length;
  if (count <= maxColumns) return { items: [...items], columns: maxColumns };
  for (let columns = maxColumns; columns >= Math.max(2, Math.ceil(maxColumns / 2)); columns -= 1) {
    if (count % columns !== 1) return { items: [...items], columns };
  }
  return { items: items.slice(0, count - 1), columns: maxColumns };
}

/** The column count as the CSS variable the home grids read (`repeat(var(--yz-cols), …)`). */
export const gridColumnsStyle = (columns: number) => ({ '--yz-cols': columns }) as CSSProperties;
