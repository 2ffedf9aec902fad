// The info-center module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { noticeAdminRoutes } from './info-center.admin';
export { deliverMessage, type Delivery } from './info-center.deliver';
export { messagePushes, withdrawMessage } from './info-center.push';
export { infoCenterRoutes } from './info-center.routes';
export { inboxItems } from './info-center.table';
export { infoCenterSearchSource } from './info-center.search-source';
