// The approval module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { approvalPushes, withdrawApproval } from './approval.push';
export { countByType } from './approval.repository';
export { approvalRoutes } from './approval.routes';
export { approvals } from './approval.table';
