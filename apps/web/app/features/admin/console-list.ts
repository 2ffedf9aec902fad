// The address of a console list found by a keyword (用户与角色, 业务系统): the keyword and the page live in the URL,
// so a filtered page can be bookmarked, sent on and reloaded.

/** The most a keyword holds, as the contracts bound it. */
const KEYWORD_MAX = 40;

/** A keyword list's filter from its address: the keyword (trimmed, bounded) and the page (1–10,000). */
export function keywordPageOf(url: URL) {
  const keyword = url.searchParams.get('keyword')?.trim().slice(0, KEYWORD_MAX) ?? '';
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  return { keyword, page };
}

/** The query of a keyword list's call. */
export const keywordPageQuery = ({ keyword, page }: { keyword: string; page: number }, pageSize: number) => ({
  page,
  pageSize,
  ...(keyword ? { keyword } : {}),
});

/** The address of one page of the keyword list at `path`. */
export function keywordPageHref(path: string, keyword: string, page: number) {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
