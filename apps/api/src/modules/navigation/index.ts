// The navigation module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { linkAddresses } from './navigation.addresses';
export { navigationRoutes } from './navigation.routes';
export { listMenus, listQuickNavigations, replaceQuickNavigations } from './navigation.repository';
export { searchPagesOf } from './navigation.search-pages';
export { navigationAdminRoutes } from './navigation.admin';
