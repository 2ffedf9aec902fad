import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';

/** Counts one read of an article; silent, since a lost count is nothing the reader can act on. */
export async function recordView(id: number): Promise<void> {
  await lazyBrowserApi((api) => api.newsApi.view, { query: { id: String(id) } }, { silent: true }).catch(
    () => undefined,
  );
}

/** Saves the signed-in user's subscriptions, in order (the request client toasts a failure). */
export const saveSubscriptions = (categoryIds: number[]) =>
  lazyBrowserApi((api) => api.newsApi.subscribe, { body: { categoryIds } });
