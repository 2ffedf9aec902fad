import { lazyBrowserApi } from '../api-client/lazy-browser-api';

/** Collects or uncollects a service; the request client shows the failure toast itself. */
export async function saveCollected(appId: string, collect: boolean): Promise<boolean> {
  const result = await lazyBrowserApi((api) => api.serviceHallApi.collect, { body: { appId, collect } });
  return result.collected;
}
