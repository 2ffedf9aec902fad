import { INFO_KINDS, type InfoKind } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';

/** One part of a page's data: loaded, or failed with the message to show. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string };

/** A call whose failure becomes the page's error state instead of failing the page; an abort still throws. */
export async function attempt<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, msg: error instanceof ApiError && error.message ? error.message : '数据加载失败，请稍后重试' };
  }
}

export type KindFilter = 'all' | InfoKind;
export type ReadFilter = '0' | '1' | undefined;

const PAGE_MAX = 10_000;

/**
 * The filters of an information center URL (?kind=&read=&page=, and ?id= for one notice or message, where a search
 * result leads); anything unknown falls back to all / page 1 / the whole list.
 */
export function infoFilters(url: URL): { kind: KindFilter; read: ReadFilter; page: number; id: string | undefined } {
  const kind = url.searchParams.get('kind') ?? 'all';
  const read = url.searchParams.get('read');
  const page = Number(url.searchParams.get('page') ?? '1');
  const id = url.searchParams.get('id') ?? '';
  return {
    kind: (INFO_KINDS as readonly string[]).includes(kind) ? (kind as InfoKind) : 'all',
    read: read === '0' || read === '1' ? read : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
    id: /^[1-9]\d{0,8}$/.test(id) ? id : undefined,
  };
}

/** The URL of a filter choice, as a query string ('' for the defaults). */
export function filterHref(path: string, filters: { kind?: KindFilter; read?: ReadFilter; page?: number }): string {
  const params = new URLSearchParams();
  if (filters.kind && filters.kind !== 'all') params.set('kind', filters.kind);
  if (filters.read !== undefined) params.set('read', filters.read);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
