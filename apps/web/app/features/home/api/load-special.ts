import { homeApi, type Special, type SpecialDetail } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { isNotFound, notFound, type Loaded } from '../../../shared/api-client/loaded';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { validatePageParams } from '../../../shared/session/page-validate';
import { MODULE_LOAD_FAILED } from '../lib/module-failure';

export const SPECIAL_NOT_FOUND = '该专题不存在或已下线';
const MAX_ID = 2_147_483_647;

/** A failure the page shows itself; an abort (the visitor left) and programming errors still throw. */
function failed(error: unknown): { ok: false; msg: string } {
  if (!(error instanceof ApiError)) throw error;
  return { ok: false, msg: error.message || MODULE_LOAD_FAILED };
}

/** Every special of the unit. */
export async function loadSpecials(api: ServerApi): Promise<Loaded<Special[]>> {
  try {
    return { ok: true, data: await api(homeApi.specials) };
  } catch (error) {
    return failed(error);
  }
}

/** The special of the `:id` param: an id that cannot be one, or the API's 404, is the not-found view. */
export async function loadSpecial(api: ServerApi, params: { id?: string }): Promise<Loaded<SpecialDetail>> {
  validatePageParams(params);
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id ?? '') || id < 1 || id > MAX_ID) notFound(SPECIAL_NOT_FOUND);
  try {
    return { ok: true, data: await api(homeApi.special, { query: { id } }) };
  } catch (error) {
    if (isNotFound(error)) {
      notFound(error.message || SPECIAL_NOT_FOUND);
    }
    return failed(error);
  }
}
