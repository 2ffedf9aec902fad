import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';

/** Counts a visit to a service guide; silent, since a lost count is nothing the visitor can act on. */
export async function recordGuideHit(appId: string): Promise<void> {
  await lazyBrowserApi((api) => api.serviceHallApi.hit, { query: { appId } }, { silent: true }).catch(() => undefined);
}
