// The site-config module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { siteConfigAdminRoutes } from './site-config.admin';
export { bannerPictureRoutes } from './site-config.banner-pictures';
export { liveBannerDrafts, liveHomeLayouts, writeBannersAndLayouts } from './site-config.home-content';
export { scheduleMourningWindows } from './site-config.mourning';
export { siteConfigRepository } from './site-config.repository';
export { siteConfigRoutes } from './site-config.routes';
export { contentCategories, type homeModules } from './site-config.table';
