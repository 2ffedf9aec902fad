import type { AdminServiceFilter } from '@yizhan/contracts';

/** The list's filters as the address carries them (text, so a bookmarked address keeps them). */
export interface ServicesFilter {
  name: string;
  typeId: string;
  deptId: string;
  listed: string;
  page: number;
}

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : '');

/** The filters of an address; anything malformed is left out rather than refused. */
export function filterOf(url: URL): ServicesFilter {
  const params = url.searchParams;
  const listed = params.get('listed');
  return {
    name: params.get('name')?.trim().slice(0, 60) ?? '',
    typeId: idOf(params.get('typeId')),
    deptId: idOf(params.get('deptId')),
    listed: listed === 'yes' || listed === 'no' ? listed : '',
    page: Math.max(1, Math.min(10_000, Number(params.get('page')) || 1)),
  };
}

/** The filters as the list and the export ask for them. */
export function queryOf(filter: ServicesFilter): AdminServiceFilter {
  return {
    ...(filter.name ? { name: filter.name } : {}),
    ...(filter.typeId ? { typeId: Number(filter.typeId) } : {}),
    ...(filter.deptId ? { deptId: Number(filter.deptId) } : {}),
    ...(filter.listed ? { listed: filter.listed as 'yes' | 'no' } : {}),
  };
}

/** The address of a page of the list with the same filters. */
export function hrefOf(filter: ServicesFilter, page: number): string {
  const params = new URLSearchParams();
  for (const key of ['name', 'typeId', 'deptId', 'listed'] as const) if (filter[key]) params.set(key, filter[key]);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/admin/services?${search}` : '/admin/services';
}
