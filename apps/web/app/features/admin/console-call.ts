import { CODE, type Endpoint, type EndpointData, type SheetRowProblem } from '@yizhan/contracts';
import { ApiError, type CallInput } from '../../shared/api-client/api-client';
import { browserApi } from '../../shared/api-client/browser-api';
import { forbidden } from './console-data';

/** A console page loader's call: a refusal is the 403 view; other failures are the page's error. */
export async function consoleLoad<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.forbidden) forbidden(error.message);
    throw error;
  }
}

/**
 * What a console save comes to: saved, or refused with a message — with what is stored now on a conflict, or with
 * the wrong rows of a refused import.
 */
export type SaveOutcome<T> =
  { ok: true; data: T } | { ok: false; msg: string; current?: unknown; rows?: SheetRowProblem[] };

/** Saves from the browser; the page shows the outcome itself (no toast), a conflict with the stored version. */
export async function consoleSave<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
): Promise<SaveOutcome<EndpointData<E>>> {
  try {
    return { ok: true, data: await browserApi(endpoint, input, { silent: true }) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, msg: error.message, current: error.detail?.current, rows: error.detail?.rows };
  }
}
