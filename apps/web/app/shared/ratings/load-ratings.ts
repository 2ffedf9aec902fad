import { ratingsApi, type MyRating } from '@yizhan/contracts';
import { attempt } from '../api-client/loaded';
import type { ServerApi } from '../api-client/server-api';

/**
 * The owner's ratings a page of 我的办件 shows: the level name per rated application of the list, and the open
 * application's rating. A failure leaves them out (the list still shows; 「评价」 then meets the 409 at worst).
 */
export async function loadMyRatings(api: ServerApi, listIds: number[], openId: number | null) {
  const ids = [...new Set([...listIds, ...(openId ? [openId] : [])])].slice(0, 100);
  if (ids.length === 0) return { rated: {} as Record<number, string>, open: null as MyRating | null };
  const loaded = await attempt(api(ratingsApi.rated, { query: { applicationIds: ids.join(',') } }));
  const rows = loaded.ok ? loaded.data : [];
  const rated = Object.fromEntries(rows.map((row) => [row.applicationId, row.levelName])) as Record<number, string>;
  const mine =
    openId && rated[openId] ? await attempt(api(ratingsApi.mine, { query: { applicationId: String(openId) } })) : null;
  return { rated, open: mine?.ok ? mine.data : null };
}
