// The three-list module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { searchTextOf } from './three-list.repository';
export { threeListAdminRoutes } from './three-list.admin';
export { threeListSheetRoutes } from './three-list.sheet';
export { threeListRoutes } from './three-list.routes';
export { threeListSearchSource } from './three-list.search-source';
