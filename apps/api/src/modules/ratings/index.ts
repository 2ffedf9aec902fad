// The ratings module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { inviteRating, RATING_SOURCE } from './ratings.invite';
export { ratingRoutes } from './ratings.routes';
export { ratingAdminRoutes } from './ratings.admin';
export { ratings } from './ratings.table';
