/** Where an article and a category's full list live on each site (ADR 029; the spec names no article route). */
export const newsArticlePath = (id: number) => `/news/detail/${id}`;
export const newsMorePath = (categoryId: number) => `/news/more/${categoryId}`;
export const mobileNewsArticlePath = (id: number) => `/mobile/news/detail/${id}`;
