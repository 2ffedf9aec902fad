import type { FastifyInstance } from 'fastify';
import { adminSystemsApi, type AdminSystem } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { assertCurrentVersion } from '../../lib/versions';
import { serveAdmin, type AdminScope } from '../access';
import { recordAdminWrite, type AdminWrite } from '../audit';
import type { ApiRequest } from '../../lib/api-request';
import {
  deleteSystem,
  insertSystem,
  lockSystem,
  pageSystems,
  systemChoices,
  updateSystem,
} from './business-systems.admin-store';

/** What the audit entry shows of a system: all but its version. */
const shown = ({ version: _version, ...system }: AdminSystem) => system;

const target = (system: AdminSystem) => `业务系统「${system.name}」`;

/**
 * 业务系统 of the console (issue 37 item 6): the unit's business systems — list, add, edit, remove — with how
 * each signs the portal's users in, whether it may open inside the portal's frame, and who sees it. The sites read
 * the same `apps` rows, whose changes every instance hears (ADR 018).
 */
export function businessSystemAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = (request: ApiRequest, scope: AdminScope, write: Omit<AdminWrite, 'fid' | 'uid' | 'username'>) =>
    recordAdminWrite(db, request, { fid: scope.unit.fid, uid: scope.uid, username: scope.username, ...write });

  serveAdmin(app, adminSystemsApi.list, async ({ query, scope }) => ({
    ...(await pageSystems(db, scope.unit.fid, query)),
    ...(await systemChoices(db, scope.unit.fid)),
  }));

  serveAdmin(app, adminSystemsApi.save, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const { id, version } = body;
    const { before, after } = await db.transaction(async (tx) => {
      if (id === undefined) {
        const created = await insertSystem(tx, fid, body);
        return { before: null, after: await lockSystem(tx, fid, created) };
      }
      const current = await lockSystem(tx, fid, id);
      assertCurrentVersion(version, current);
      await updateSystem(tx, fid, id, body);
      return { before: current, after: await lockSystem(tx, fid, id) };
    });
    await audit(request, scope, {
      action: before ? 'system.save' : 'system.create',
      target: target(after),
      before: before ? shown(before) : null,
      after: shown(after),
    });
    return after;
  });

  serveAdmin(app, adminSystemsApi.remove, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const removed = await db.transaction(async (tx) => {
      const current = await lockSystem(tx, fid, body.id);
      assertCurrentVersion(body.version, current);
      await deleteSystem(tx, fid, body.id);
      return current;
    });
    await audit(request, scope, {
      action: 'system.delete',
      target: target(removed),
      before: shown(removed),
      after: null,
    });
    return { removed: true };
  });
}
