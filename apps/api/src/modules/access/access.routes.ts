import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLE_NAMES, adminApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { listAuditEntries } from '../audit';
import { listUnitsWithDomain } from '../units';
import { serveAdmin } from './admin-scope';
import { auditActionName } from './audit-export';

/** Department names by id, within a unit: given by the module that keeps departments (composition root). */
export type DepartmentNames = (fid: number, ids: number[]) => Promise<Map<number, string>>;

/** The console's own calls: who is here and what they may do, and the audit log (read-only). */
export function accessRoutes(
  app: FastifyInstance,
  { db, departmentNames }: { db: Db; departmentNames: DepartmentNames },
) {
  serveAdmin(app, adminApi.me, async ({ scope }) => {
    const ids = [...new Set(scope.grants.flatMap((grant) => grant.departmentIds))];
    const names = ids.length > 0 ? await departmentNames(scope.unit.fid, ids) : new Map<number, string>();
    const units = scope.platform ? await listUnitsWithDomain(db) : [];
    const unit = units.find((item) => item.fid === scope.unit.fid);
    return {
      uid: scope.uid,
      username: scope.username,
      name: scope.name,
      grants: scope.grants
        .filter((grant) => grant.fid === null || grant.fid === scope.unit.fid)
        .map((grant) => ({
          role: grant.role,
          roleName: ADMIN_ROLE_NAMES[grant.role],
          fid: grant.fid,
          departments: grant.departmentIds.map((id) => ({ id, name: names.get(id) ?? `部门 ${id}` })),
        })),
      unit: { fid: scope.unit.fid, name: scope.unit.name, domain: unit?.domain ?? '' },
      permissions: scope.permissions,
      units,
      secondStep: scope.secondStep,
    };
  });

  serveAdmin(app, adminApi.audit, async ({ query, scope }) => {
    const { list, total } = await listAuditEntries(db, { fid: scope.unit.fid, ...query });
    return {
      total,
      list: list.map((entry) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        username: entry.username,
        ip: entry.ip,
        event: entry.event,
        action: auditActionName(entry),
        outcome: entry.outcome,
        target: entry.target,
        before: entry.before,
        after: entry.after,
      })),
    };
  });
}
