// The service-hall module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { departmentNames, listDepartments } from './service-hall.departments';
export { appAddresses } from './service-hall.addresses';
export { appEntryPath } from './service-hall.paths';
export { listCondition, listHot, pageApps, selectApps, visibleTo, type AppListRow } from './service-hall.repository';
export { serviceHallRoutes } from './service-hall.routes';
export { serviceHallAdminRoutes } from './service-hall.admin';
export { clicksPerDay, topClickedApps } from './service-hall.stats';
export { toApps } from './service-hall.service';
export { appClickDays, appGuides, apps, type GuideMaterial } from './service-hall.table';
export { serviceHallSearchSource } from './service-hall.search-source';
export { businessSystemAdminRoutes } from './business-systems.admin';
export { catalogueAdminRoutes } from './catalogue.admin';
export { guideFileRoutes } from './guide-files.routes';
export { bundleServiceChoices, bundleServiceFacts, type BundleServiceFacts } from './service-hall.bundle-reads';
export { canSeeApp } from './service-hall.service';
export { findGuideParts, viewerSeesService, type ServiceGuideParts } from './service-hall.guide-parts';
export { assertDepartment } from './service-hall.admin-checks';
