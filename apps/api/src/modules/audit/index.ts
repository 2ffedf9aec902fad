// The audit module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export {
  cleanAuditText,
  exportAuditEntries,
  listAuditEntries,
  recordAdminWrite,
  recordAudit,
  type AdminWrite,
  type AuditEvent,
  type AuditFilter,
} from './audit.repository';
export { auditLog } from './audit.table';
