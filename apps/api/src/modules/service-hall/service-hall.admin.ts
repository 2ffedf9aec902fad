import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { adminServicesApi, CODE, type AdminService } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { SPREADSHEET_BODY_LIMIT, writeSheet } from '../../lib/spreadsheet';
import { assertCurrentVersion } from '../../lib/versions';
import { consoleAuditor, serveAdmin, type AdminScope } from '../access';
import { assertDepartment, assertWritable, coversDepartment, loadOptions } from './service-hall.admin-checks';
import {
  consoleCondition,
  readService,
  readServices,
  selectRows,
  toRow,
  writeService,
} from './service-hall.admin-store';
import { cellsOf, SERVICE_COLUMNS } from './service-hall.sheet-columns';
import { importServices } from './service-hall.sheet-import';
import { apps } from './service-hall.table';

const NOT_FOUND = '服务事项不存在';
/** Services read at a time for an export (one query per table each). */
const EXPORT_CHUNK = 500;

const withoutVersion = ({ version: _version, ...fields }: AdminService) => fields;

/** A service of the managed unit that the caller may manage: 404 when there is none, 403 outside their departments. */
async function reachable(db: Db, scope: AdminScope, id: number) {
  const found = await readService(db, scope.unit.fid, id);
  if (!found) throw new BusinessError(CODE.notFound, NOT_FOUND, 404);
  assertDepartment(scope.departments, found.row.deptId);
  return found.service;
}

/** 服务事项 of the console (issue 37 item 5, ADR 071): list, read, create, save, 上架/下架, import and export. */
export function serviceHallAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serveAdmin(app, adminServicesApi.list, async ({ query, scope }) => {
    const { page, pageSize, ...filter } = query;
    const where = consoleCondition(scope.unit.fid, filter, scope.departments);
    const [rows, [total]] = await Promise.all([
      selectRows(db, where)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(apps).where(where),
    ]);
    return { list: rows.map(toRow), total: total?.total ?? 0 };
  });

  serveAdmin(app, adminServicesApi.options, async ({ scope }) => {
    const options = await loadOptions(db, scope.unit.fid);
    const departments = options.departments.filter((dept) => coversDepartment(scope.departments, dept.id));
    return { ...options, departments };
  });

  serveAdmin(app, adminServicesApi.one, ({ query, scope }) => reachable(db, scope, query.id));

  const audit = consoleAuditor(db);

  serveAdmin(app, adminServicesApi.create, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    assertDepartment(scope.departments, body.deptId);
    const created = await db.transaction(async (tx) => {
      await assertWritable(tx, fid, body, null);
      const id = await writeService(tx, fid, null, body);
      return (await readService(tx, fid, id))!.service;
    });
    await audit(request, scope, 'service.create', `服务事项「${created.name}」`, null, withoutVersion(created));
    return created;
  });

  serveAdmin(app, adminServicesApi.save, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const { id, version, ...wanted } = body;
    const { before, after } = await db.transaction(async (tx) => {
      const found = await readService(tx, fid, id, true);
      if (!found) throw new BusinessError(CODE.notFound, NOT_FOUND, 404);
      // Both the department it is in and the one it would move to must be the caller's.
      assertDepartment(scope.departments, found.row.deptId);
      assertDepartment(scope.departments, wanted.deptId);
      assertCurrentVersion(version, found.service);
      await assertWritable(tx, fid, wanted, id);
      await writeService(tx, fid, id, wanted);
      return { before: found.service, after: (await readService(tx, fid, id))!.service };
    });
    await audit(
      request,
      scope,
      'service.save',
      `服务事项「${after.name}」`,
      withoutVersion(before),
      withoutVersion(after),
    );
    return after;
  });

  serveAdmin(app, adminServicesApi.setListed, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const row = await db.transaction(async (tx) => {
      const found = await readService(tx, fid, body.id, true);
      if (!found) throw new BusinessError(CODE.notFound, NOT_FOUND, 404);
      assertDepartment(scope.departments, found.row.deptId);
      await tx.update(apps).set({ listed: body.listed, updatedAt: new Date() }).where(eq(apps.id, body.id));
      const [updated] = await selectRows(tx, eq(apps.id, body.id));
      return { was: found.row.listed, row: toRow(updated!) };
    });
    await audit(
      request,
      scope,
      body.listed ? 'service.list' : 'service.unlist',
      `服务事项「${row.row.name}」`,
      { listed: row.was },
      { listed: row.row.listed },
    );
    return row.row;
  });

  serveAdmin(app, adminServicesApi.template, () =>
    writeSheet('服务事项导入模板.xlsx', SERVICE_COLUMNS, [], { hints: true }),
  );

  serveAdmin(app, adminServicesApi.exportSheet, async ({ query, scope }) => {
    const fid = scope.unit.fid;
    const [rows, options] = await Promise.all([
      selectRows(db, consoleCondition(fid, query, scope.departments)),
      loadOptions(db, fid),
    ]);
    const cells = [];
    for (let start = 0; start < rows.length; start += EXPORT_CHUNK) {
      const ids = rows.slice(start, start + EXPORT_CHUNK).map((row) => row.id);
      const services = await readServices(db, fid, ids);
      for (const id of ids) cells.push(cellsOf(services.get(id)!.service, options));
    }
    return writeSheet(`服务事项-${scope.unit.name}.xlsx`, SERVICE_COLUMNS, cells, { hints: true });
  });

  serveAdmin(
    app,
    adminServicesApi.importSheet,
    async ({ body, request, scope }) => {
      const done = await importServices(db, scope.unit.fid, scope.departments, body);
      const imported = done.created + done.updated;
      await audit(
        request,
        scope,
        'service.import',
        `服务事项导入（${body.fileName || '文件'}：新建 ${done.created} 条，更新 ${done.updated} 条）`,
        done.before,
        done.after,
      );
      return { imported, created: done.created, updated: done.updated };
    },
    { bodyLimit: SPREADSHEET_BODY_LIMIT },
  );
}
