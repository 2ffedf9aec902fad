// The appointments module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { appointmentAdminRoutes } from './appointments.admin';
export { appointmentRoutes } from './appointments.routes';
