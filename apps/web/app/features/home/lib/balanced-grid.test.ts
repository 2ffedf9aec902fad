import { describe, expect, it } from 'vitest';
import { balancedGrid } from './balanced-grid';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
const lastRow = ({ items, columns }: { items: unknown[]; columns: number }) => items.length % columns || columns;

describe('balancedGrid', () => {
  it('keeps full rows and rows of two or more as they are', () => {
    expect(balancedGrid(range(8), 4)).toEqual({ items: range(8), columns: 4 });
    expect(balancedGrid(range(10), 4)).toEqual({ items: range(10), columns: 4 });
  });

  it('takes fewer columns rather than leave one card alone', () => {
    expect(balancedGrid(range(10), 9).columns).toBe(8);
    expect(balancedGrid(range(5), 4).columns).toBe(3);
    expect(balancedGrid(range(9), 4).columns).toBe(3);
  });

  it('leaves the last card out when no column count from half the width up helps', () => {
    expect(balancedGrid(range(13), 4)).toEqual({ items: range(12), columns: 4 });
  });

  it('never leaves a lone card on a last row below another row', () => {
    for (let count = 0; count <= 60; count += 1) {
      for (const max of [2, 3, 4, 5, 6, 9]) {
        const grid = balancedGrid(range(count), max);
        if (grid.items.length > grid.columns) expect(lastRow(grid), `${count} in ${max}`).not.toBe(1);
        expect(grid.columns).toBeLessThanOrEqual(max);
        expect(grid.items.length).toBeGreaterThanOrEqual(count - 1);
      }
    }
  });

  it('lets a single row be, however short', () => {
    expect(balancedGrid(range(1), 4)).toEqual({ items: [0], columns: 4 });
  });
});
