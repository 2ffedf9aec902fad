import type { FastifyInstance } from 'fastify';
import {
  adminCatalogueApi,
  CATALOGUE_KIND_NAMES,
  CATALOGUE_UNIT_ONLY,
  CODE,
  type CatalogueEntry,
  type CatalogueKind,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion } from '../../lib/versions';
import { serveAdmin, type AdminScope } from '../access';
import { recordAdminWrite } from '../audit';
import { deleteEntry, lockEntry, pageEntries, writeEntry } from './catalogue.admin-store';

/** The catalogue is the whole unit's: a 事项管理员, whose grant names departments, may not change it (403). */
function assertWholeUnit(scope: AdminScope) {
  if (scope.departments !== 'all') throw new BusinessError(CODE.forbidden, CATALOGUE_UNIT_ONLY, 403);
}

/** What the audit entry shows of an entry: all but its version and use count. */
const shown = ({ version: _version, inUse: _inUse, ...entry }: CatalogueEntry) => entry;

const target = (kind: CatalogueKind, entry: CatalogueEntry) => `${CATALOGUE_KIND_NAMES[kind]}「${entry.name}」`;

/**
 * 服务目录 of the console (issue 37 item 5, ADR 082): the unit's service and business-system types, departments and
 * labels — list, add, rename, sort, hide, delete (refused while anything uses the entry).
 */
export function catalogueAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = (
    request: ApiRequest,
    scope: AdminScope,
    write: { action: string; target: string; before: unknown; after: unknown },
  ) => recordAdminWrite(db, request, { fid: scope.unit.fid, uid: scope.uid, username: scope.username, ...write });

  serveAdmin(app, adminCatalogueApi.list, ({ query, scope }) => {
    assertWholeUnit(scope);
    return pageEntries(db, scope.unit.fid, query.kind, query.page, query.pageSize);
  });

  serveAdmin(app, adminCatalogueApi.save, async ({ body, request, scope }) => {
    assertWholeUnit(scope);
    const fid = scope.unit.fid;
    const { before, after } = await db.transaction(async (tx) => {
      const current = body.id === undefined ? null : await lockEntry(tx, fid, body.kind, body.id);
      if (current) assertCurrentVersion(body.version, current);
      const id = await writeEntry(tx, fid, body);
      return { before: current, after: await lockEntry(tx, fid, body.kind, id) };
    });
    await audit(request, scope, {
      action: before ? 'catalogue.save' : 'catalogue.create',
      target: target(body.kind, after),
      before: before ? shown(before) : null,
      after: shown(after),
    });
    return after;
  });

  serveAdmin(app, adminCatalogueApi.remove, async ({ body, request, scope }) => {
    assertWholeUnit(scope);
    const fid = scope.unit.fid;
    const removed = await db.transaction(async (tx) => {
      const current = await lockEntry(tx, fid, body.kind, body.id);
      assertCurrentVersion(body.version, current);
      await deleteEntry(tx, body.kind, current);
      return current;
    });
    await audit(request, scope, {
      action: 'catalogue.delete',
      target: target(body.kind, removed),
      before: shown(removed),
      after: null,
    });
    return { removed: true };
  });
}
