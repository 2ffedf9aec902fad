import { describe, expect, it } from 'vitest';
import { filterHref, infoFilters } from './load';

const filters = (query: string) => infoFilters(new URL(`http://localhost/info-center${query}`));

describe('information center filters', () => {
  it('reads kind, read state, page and the one entry a search result names', () => {
    expect(filters('?kind=notice&read=0&page=3&id=42')).toEqual({ kind: 'notice', read: '0', page: 3, id: '42' });
    expect(filters('')).toEqual({ kind: 'all', read: undefined, page: 1, id: undefined });
  });

  it('falls back to the whole list for anything else', () => {
    for (const id of ['0', '-1', 'abc', '1e3', '12345678901', ' 7']) expect(filters(`?id=${id}`).id).toBeUndefined();
    expect(filters('?kind=evil&read=2&page=0')).toMatchObject({ kind: 'all', read: undefined, page: 1 });
  });

  it('leaves the one-entry view when a filter is chosen', () => {
    expect(filterHref('/info-center', { kind: 'notice' })).toBe('/info-center?kind=notice');
  });
});
