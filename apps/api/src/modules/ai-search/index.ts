// The ai-search module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { aiSearchRoutes, askerOf } from './ai-search.routes';
export { aiSearchService, type AiSearchService } from './ai-search.service';
