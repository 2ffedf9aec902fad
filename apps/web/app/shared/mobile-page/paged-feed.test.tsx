import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePagedFeed, type FeedPage } from './paged-feed';

type Row = { id: number };
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));
const byId = (row: Row) => row.id;

describe('usePagedFeed', () => {
  it('appends later pages once per row and stops at the total or an empty page', async () => {
    const fetchPage = vi.fn(async (page: number): Promise<FeedPage<Row>> =>
      // Page 2 overlaps page 1 by a row (an item was added between the requests).
      page === 2 ? { list: rows(2, 3, 3, 4), total: 5 } : { list: [], total: 5 },
    );
    const { result } = renderHook(() => usePagedFeed({ list: rows(1, 2), total: 5, error: null }, fetchPage, byId));
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    expect(result.current.rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(fetchPage).toHaveBeenLastCalledWith(2, true);
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenLastCalledWith(3, true);
    expect(result.current.hasMore).toBe(false);
  });

  it('pull to refresh reloads page 1 with a toast on failure and keeps the rows', async () => {
    const fetchPage = vi
      .fn<(page: number, silent: boolean) => Promise<FeedPage<Row>>>()
      .mockRejectedValueOnce(new Error('网络不给力'))
      .mockResolvedValueOnce({ list: rows(9), total: 1 });
    const { result } = renderHook(() => usePagedFeed({ list: rows(1, 2), total: 2, error: null }, fetchPage, byId));
    await act(() => result.current.refresh());
    expect(fetchPage).toHaveBeenLastCalledWith(1, false);
    expect(result.current.rows.map((row) => row.id)).toEqual([1, 2]);
    await act(() => result.current.refresh());
    expect(result.current.rows.map((row) => row.id)).toEqual([9]);
    expect(result.current.total).toBe(1);
  });

  it('a failed first page says why, and 重试 loads it or says why again', async () => {
    const fetchPage = vi
      .fn<(page: number, silent: boolean) => Promise<FeedPage<Row>>>()
      .mockRejectedValueOnce(new Error('服务器开小差了'))
      .mockResolvedValueOnce({ list: rows(1), total: 1 });
    const { result } = renderHook(() =>
      usePagedFeed<Row>({ list: null, total: 0, error: '加载失败' }, fetchPage, byId),
    );
    expect(result.current.error).toBe('加载失败');
    await act(() => result.current.retry());
    expect(result.current.error).toBe('服务器开小差了');
    await act(() => result.current.retry());
    expect(result.current.error).toBeNull();
    expect(result.current.rows).toEqual(rows(1));
  });
});
