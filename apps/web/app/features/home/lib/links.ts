/** The search page of a hot keyword. */
export const searchHref = (keyword: string, base = '/search'): string =>
  `${base}?keyword=${encodeURIComponent(keyword)}`;
