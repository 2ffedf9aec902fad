import { data, redirect } from 'react-router';
import { appIdSchema, CODE, serviceHallApi, type AppGuide } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { attempt, type Loaded } from '../../../shared/api-client/loaded';

// One part of a page that may fail on its own: shared with the other pages that load so (我的 on the phone).
export { attempt, dataOr, type Loaded } from '../../../shared/api-client/loaded';

const GUIDE_NOT_FOUND = '该服务不存在或已下线';

/** Throws the not-found view (HTTP 404) for a service that does not exist. */
function notFound(msg = GUIDE_NOT_FOUND): never {
  throw data({ code: CODE.notFound, msg }, { status: 404 });
}

/**
 * The service guide of `id`: an id that cannot be an appId, or a 404 from the API (also a service hidden from
 * guests, which the API does not tell from a missing one), is the not-found view; a session that ended (the API's
 * 401) sends to sign in at `login` and back (spec §6); any other failure is an error state the page shows with a retry.
 */
export async function loadGuide(api: ServerApi, id: string | undefined, login: string): Promise<Loaded<AppGuide>> {
  const appId = appIdSchema.safeParse(id);
  if (!appId.success) notFound();
  try {
    return { ok: true, data: await api(serviceHallApi.guide, { query: { appId: appId.data } }) };
  } catch (error) {
    if (error instanceof ApiError && (error.code === CODE.notFound || error.status === CODE.notFound))
      notFound(error.message || undefined);
    if (error instanceof ApiError && error.code === CODE.unauthorized) throw redirect(login);
    return attempt(Promise.reject(error));
  }
}
