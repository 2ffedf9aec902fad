import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';

/** Collects or uncollects a service; the request client shows the failure toast itself. */
export async function saveCollected(appId: string, collect: boolean): Promise<boolean> {
  const result = await lazyBrowserApi((api) => api.serviceHallApi.collect, { body: { appId, collect } });
  return result.collected;
}

/** Counts a visit to a service guide; silent, since a lost count is nothing the visitor can act on. */
export async function recordGuideHit(appId: string): Promise<void> {
  await lazyBrowserApi((api) => api.serviceHallApi.hit, { query: { appId } }, { silent: true }).catch(() => undefined);
}
