import { serviceHallApi } from '@yizhan/contracts';
import { browserApi } from '../../../shared/api-client/browser-api';

/** Collects or uncollects a service; the request client shows the failure toast itself. */
export async function saveCollected(appId: string, collect: boolean): Promise<boolean> {
  const result = await browserApi(serviceHallApi.collect, { body: { appId, collect } });
  return result.collected;
}

/** Counts a visit to a service guide; silent, since a lost count is nothing the visitor can act on. */
export async function recordGuideHit(appId: string): Promise<void> {
  await browserApi(serviceHallApi.hit, { query: { appId } }, { silent: true }).catch(() => undefined);
}
