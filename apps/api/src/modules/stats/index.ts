// The statistics module's public face (ADR 058): the console's statistics, read from the other modules' faces.
export { statsAdminRoutes } from './stats.admin';
