// The calendar module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { calendarDays } from './calendar.table';
export { syncOfficialCalendar } from './calendar.sync';
export { workCalendar, type WorkCalendar } from './work-calendar';
export { calendarAdminRoutes } from './calendar.admin';
