import type { InfoListQuery } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { setUnreadCount } from '../../../shared/notice/unread-count';

/** Opens a notice or message: marked read by the API, which answers its link; every badge takes the new count. */
export async function openNotice(id: number): Promise<string> {
  const answer = await lazyBrowserApi((api) => api.noticeApi.url, { query: { noticeId: String(id) } });
  setUnreadCount(answer.unreadCount);
  return answer.url;
}

/** One page of the information center (the phone's infinite list). */
export const fetchInfoPage = (query: InfoListQuery, silent: boolean) =>
  lazyBrowserApi((api) => api.infoCenterApi.list, { query }, { silent });

/** Marks everything (or one kind) read; the request client toasts a failure. */
export const readAll = (kind: InfoListQuery['kind']) =>
  lazyBrowserApi((api) => api.infoCenterApi.readAll, { body: { kind } });
