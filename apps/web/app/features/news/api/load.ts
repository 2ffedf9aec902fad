import { data } from 'react-router';
import { CODE, idDigits, newsApi, type NewsArticle } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import type { ServerApi } from '../../../shared/api-client/server-api';

/** One part of a page's data: loaded, or failed with the message to show. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string };

const LOAD_FAILED = '数据加载失败，请稍后重试';
const ARTICLE_NOT_FOUND = '该新闻不存在或已删除';

/** A call whose failure becomes the page's error state instead of failing the page; an abort still throws. */
export async function attempt<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, msg: error instanceof ApiError && error.message ? error.message : LOAD_FAILED };
  }
}

/** Throws the not-found view (HTTP 404). */
export function notFound(msg: string): never {
  throw data({ code: CODE.notFound, msg }, { status: 404 });
}

/** A route id parameter as a number, or the not-found view. */
export function idParam(id: string | undefined, msg: string): number {
  const parsed = idDigits().safeParse(id);
  if (!parsed.success) notFound(msg);
  return Number(parsed.data);
}

/** The article of `id`: an impossible id or a 404 is the not-found view; other failures an error state. */
export async function loadArticle(api: ServerApi, id: string | undefined): Promise<Loaded<NewsArticle>> {
  const articleId = idParam(id, ARTICLE_NOT_FOUND);
  try {
    return { ok: true, data: await api(newsApi.detail, { query: { id: String(articleId) } }) };
  } catch (error) {
    if (error instanceof ApiError && (error.code === CODE.notFound || error.status === CODE.notFound))
      notFound(error.message || ARTICLE_NOT_FOUND);
    return attempt(Promise.reject(error));
  }
}
