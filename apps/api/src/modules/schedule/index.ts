// The schedule module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { addDays, shanghaiMoment, weekdayOf } from './schedule.dates';
export { schedulePushes } from './schedule.push';
export { scheduleRoutes } from './schedule.routes';
export { nowTermOf } from './schedule.service';
export { scheduleWithdrawers } from './schedule.withdraw';
