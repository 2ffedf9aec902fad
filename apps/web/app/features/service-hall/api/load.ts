import { data } from 'react-router';
import { appIdSchema, CODE, serviceHallApi, type AppGuide } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import type { ServerApi } from '../../../shared/api-client/server-api';

/** One part of a page's data: loaded, or failed with the message to show beside a retry button. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string };

const LOAD_FAILED = '数据加载失败，请稍后重试';

/**
 * Waits for one call of a page loader without letting its failure fail the whole page: the page shows that part's
 * error state instead. An aborted request (the visitor navigated away) still throws.
 */
export async function attempt<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (!(error instanceof ApiError)) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      console.error('[service-hall] load failed', error);
    }
    return { ok: false, msg: error instanceof ApiError && error.message ? error.message : LOAD_FAILED };
  }
}

/** The data of a part that may have failed, or `fallback` (secondary parts simply stay empty). */
export const dataOr = <T>(loaded: Loaded<T>, fallback: T): T => (loaded.ok ? loaded.data : fallback);

const GUIDE_NOT_FOUND = '该服务不存在或已下线';

/** Throws the not-found view (HTTP 404) for a service that does not exist. */
function notFound(msg = GUIDE_NOT_FOUND): never {
  throw data({ code: CODE.notFound, msg }, { status: 404 });
}

/**
 * The service guide of `id`: an id that cannot be an appId, or a 404 from the API, is the not-found view; any other
 * failure is an error state the page shows with a retry.
 */
export async function loadGuide(api: ServerApi, id: string | undefined): Promise<Loaded<AppGuide>> {
  const appId = appIdSchema.safeParse(id);
  if (!appId.success) notFound();
  try {
    return { ok: true, data: await api(serviceHallApi.guide, { query: { appId: appId.data } }) };
  } catch (error) {
    if (error instanceof ApiError && (error.code === CODE.notFound || error.status === CODE.notFound))
      notFound(error.message || undefined);
    return attempt(Promise.reject(error));
  }
}
