import { idDigits, newsApi, type NewsArticle } from '@yizhan/contracts';
import { attempt, isNotFound, notFound, type Loaded } from '../../../shared/api-client/loaded';
import type { ServerApi } from '../../../shared/api-client/server-api';

const ARTICLE_NOT_FOUND = '该新闻不存在或已删除';

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
    if (isNotFound(error)) notFound(error.message || ARTICLE_NOT_FOUND);
    return attempt(Promise.reject(error));
  }
}
