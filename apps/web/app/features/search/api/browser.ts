import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';

/**
 * Clears the signed-in user's search history: one entry when `keyword` is given, else all of it. The request client
 * toasts a failure; the caller reloads the page data when it succeeds.
 */
export const clearSearchHistory = (keyword?: string) =>
  lazyBrowserApi((api) => api.searchApi.clearRecords, { body: keyword === undefined ? {} : { keyword } });
