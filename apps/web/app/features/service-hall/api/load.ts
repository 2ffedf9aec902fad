import { redirect } from 'react-router';
import { appIdSchema, CODE, serviceHallApi, type AppGuide } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { attempt, isNotFound, notFound, type Loaded } from '../../../shared/api-client/loaded';

const GUIDE_NOT_FOUND = '该服务不存在或已下线';

/**
 * The service guide of `id`: an id that cannot be an appId, or a 404 from the API (also a service hidden from
 * guests, which the API does not tell from a missing one), is the not-found view; a session that ended (the API's
 * 401) sends to sign in at `login` and back (spec §6); any other failure is an error state the page shows with a retry.
 */
export async function loadGuide(api: ServerApi, id: string | undefined, login: string): Promise<Loaded<AppGuide>> {
  const appId = appIdSchema.safeParse(id);
  if (!appId.success) notFound(GUIDE_NOT_FOUND);
  try {
    return { ok: true, data: await api(serviceHallApi.guide, { query: { appId: appId.data } }) };
  } catch (error) {
    if (isNotFound(error)) notFound(error.message || GUIDE_NOT_FOUND);
    if (error instanceof ApiError && error.code === CODE.unauthorized) throw redirect(login);
    return attempt(Promise.reject(error));
  }
}
