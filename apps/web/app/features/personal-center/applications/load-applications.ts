import {
  APPLICATION_STATUS_CODES,
  applicationsApi,
  type ApplicationDetail,
  type ApplicationItem,
  type ApplicationType,
} from '@yizhan/contracts';
import { attempt, type Loaded } from '../../../shared/api-client/loaded';
import type { ServerApi } from '../../../shared/api-client/server-api';

/** What the address asks of 我的办件: a state (0 全部), a page, and the application whose timeline is open. */
export interface ApplicationFilters {
  status: number;
  page: number;
  id: number | null;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number < 2 ** 31 ? number : null;
};

export function applicationFilters(url: URL): ApplicationFilters {
  const status = Number(url.searchParams.get('status'));
  return {
    status: (APPLICATION_STATUS_CODES as number[]).includes(status) ? status : 0,
    page: Math.min(positive(url.searchParams.get('page')) ?? 1, 10_000),
    id: positive(url.searchParams.get('id')),
  };
}

/** The address of a filter, page and open application, on `path` (desktop or phone). */
export function applicationsHref(path: string, { status, page, id }: Partial<ApplicationFilters>) {
  const query = new URLSearchParams();
  if (status) query.set('status', String(status));
  if (page && page > 1) query.set('page', String(page));
  if (id) query.set('id', String(id));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export interface LoadedApplications {
  types: Loaded<ApplicationType[]>;
  list: Loaded<{ list: ApplicationItem[]; total: number }>;
  detail: Loaded<ApplicationDetail> | null;
}

/** The counts per state, one page of the list and the open application's timeline, each loaded or failed alone. */
export async function loadApplications(
  api: ServerApi,
  filters: ApplicationFilters,
  pageSize: number,
): Promise<LoadedApplications> {
  const [types, list, detail] = await Promise.all([
    attempt<ApplicationType[]>(api(applicationsApi.types)),
    attempt<{ list: ApplicationItem[]; total: number }>(
      api(applicationsApi.list, { query: { status: filters.status, page: filters.page, pageSize } }),
    ),
    filters.id === null
      ? Promise.resolve(null)
      : attempt<ApplicationDetail>(api(applicationsApi.detail, { query: { id: String(filters.id) } })),
  ]);
  return { types, list, detail };
}
