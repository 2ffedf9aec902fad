// The access module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
// It is the console's door (ADR 069): who holds which role where, and the guard every console call passes.
export { accessRoutes, type DepartmentNames } from './access.routes';
export { accessAccountRoutes, type SaveContacts } from './access.accounts';
export { accessImportRoutes } from './access.import';
export { accessUserRoutes } from './access.users';
export { accessDepartmentRoutes, type ListDepartments } from './access.departments';
export { auditExportRoutes } from './audit-export';
export { consoleAuditor } from './console-audit';
export { consolePictureRoutes, type ConsolePictureKind, type StoredPicture } from './console-pictures';
export { adminScopeOf, consoleDoor, serveAdmin, useAdminScope, type AdminInput, type AdminScope } from './admin-scope';
export { adminGrants, adminSecondSteps, consoleStepUps, type AdminGrantRow } from './access.table';
export { secondStepRoutes } from './second-step.routes';
