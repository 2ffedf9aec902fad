import {
  APPLICATION_STATUS_CODES,
  FINAL_APPLICATION_STATUSES,
  applicationsApi,
  type ApplicationDetail,
  type ApplicationItem,
  type ApplicationType,
} from '@yizhan/contracts';
import { attempt, type Loaded } from '../../../shared/api-client/loaded';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { loadMyRatings } from '../../../shared/ratings/load-ratings';

/** What the address asks of 我的办件: a state (0 全部), a page, and the application whose timeline is open. */
export interface ApplicationFilters {
  status: number;
  page: number;
  id: number | null;
  /** 「评价」 followed: the open application's rating form shows. */
  rate: boolean;
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
    rate: url.searchParams.get('rate') === '1',
  };
}

/** The address of a filter, page and open application, on `path` (desktop or phone). */
export function applicationsHref(path: string, { status, page, id, rate }: Partial<ApplicationFilters>) {
  const query = new URLSearchParams();
  if (status) query.set('status', String(status));
  if (page && page > 1) query.set('page', String(page));
  if (id) query.set('id', String(id));
  if (id && rate) query.set('rate', '1');
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export interface LoadedApplications {
  types: Loaded<ApplicationType[]>;
  list: Loaded<{ list: ApplicationItem[]; total: number }>;
  detail: Loaded<ApplicationDetail> | null;
  /** 好差评: the level name of each rated application shown, and the open one's rating. */
  ratings: Awaited<ReturnType<typeof loadMyRatings>>;
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
  const ended = (status: number) => (FINAL_APPLICATION_STATUSES as readonly number[]).includes(status);
  const listIds = list.ok ? list.data.list.filter((item) => ended(item.status)).map((item) => item.id) : [];
  const ratings = await loadMyRatings(api, listIds, detail?.ok && ended(detail.data.status) ? detail.data.id : null);
  return { types, list, detail, ratings };
}
