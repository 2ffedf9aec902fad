// The search module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { rebuildSearchIndex, scheduleSearchIndexing } from './search.indexer';
export { scheduleSearchPopularity } from './search.popularity';
export { retrieve, type RetrievedEntry } from './search.retrieval';
export { searchRoutes } from './search.routes';
export { search, type SearchViewer } from './search.service';
export type { SynonymRule } from './search.synonyms';
