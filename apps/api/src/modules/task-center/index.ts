// The task-center module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { taskPushes } from './task-center.push';
export { countByTab } from './task-center.repository';
export { taskCenterRoutes } from './task-center.routes';
export { RELATION, tabOf } from './task-center.service';
export { tasks } from './task-center.table';
