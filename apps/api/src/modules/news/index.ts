// The news module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { addNewsReads, subscribedNews } from './news.reads';
export { listCategories, listNewestArticles } from './news.repository';
export { newsAdminRoutes } from './news.admin';
export { newsImageRoutes } from './news.images.routes';
export { newsRoutes } from './news.routes';
export { sanitizeArticleHtml } from './news.sanitize';
export { toHomeItem } from './news.service';
export { newsViewsPerDay, topViewedArticles } from './news.stats';
export { newsSearchSource } from './news.search-source';
