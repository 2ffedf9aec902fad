import { INFO_KINDS, type InfoKind } from '@yizhan/contracts';
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
