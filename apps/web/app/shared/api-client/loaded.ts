import { data } from 'react-router';
import { CODE } from '@yizhan/contracts';
import { ApiError } from './api-client';

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
      console.error('[page] load failed', error);
    }
    return { ok: false, msg: error instanceof ApiError && error.message ? error.message : LOAD_FAILED };
  }
}

/** The data of a part that may have failed, or `fallback` (secondary parts simply stay empty). */
export const dataOr = <T>(loaded: Loaded<T>, fallback: T): T => (loaded.ok ? loaded.data : fallback);

/** Throws the not-found view (HTTP 404) with `msg`. */
export function notFound(msg: string): never {
  throw data({ code: CODE.notFound, msg }, { status: 404 });
}

/** Whether a call failed because the API has no such thing (its 404, as the envelope's code or the HTTP status). */
export const isNotFound = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === CODE.notFound || error.status === CODE.notFound);
