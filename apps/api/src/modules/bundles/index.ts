// The bundles module's public face (一件事, ADR 089): all that other modules, app.ts, web/ and seed/ may import from it
// (ADR 058).
export { bundleAdminRoutes } from './bundles.admin';
export { bundleRoutes } from './bundles.routes';
export { bundles, bundleServices, type MaterialLink } from './bundles.table';
