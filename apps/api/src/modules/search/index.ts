// The search module's public face (ADR 058): the portal's search routes and the search's background work. The
// search itself is the @yizhan/search package (ADR 060), which other modules use through its own face.
export { searchWordsAdminRoutes } from './search.admin';
export { searchRoutes } from './search.routes';
export { scheduleSearchIndexing, scheduleSearchPopularity } from './search.schedule';
