// The home module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { homeRoutes } from './home.routes';
export { homeAdminRoutes, homePreviewRoutes } from './home.admin';
export { HotTermCounter } from './home.hot-terms';
export { hotWordsAdminRoutes } from './home.hot-words.admin';
export { listHotKeywords } from './home.repository';
export { searchesPerDay, topSearches, topZeroResultSearches, visitsPerDay, visitsPerEnvironment } from './home.stats';
