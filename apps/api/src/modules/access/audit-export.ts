import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ACTION_NAMES,
  AUDIT_EVENT_NAMES,
  AUDIT_EXPORT_MAX,
  adminStatsApi,
  formatSecond,
  shanghaiDay,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { csvText, sendCsv } from '../../lib/csv';
import { exportAuditEntries, recordAdminWrite } from '../audit';
import { serveAdmin } from './admin-scope';

/** What an audit entry did, in words: the console write's action, or the event (登录, 业务系统推送 …). */
export const auditActionName = (entry: { event: string; method: string }) =>
  entry.event === 'admin_write'
    ? (ADMIN_ACTION_NAMES[entry.method] ?? entry.method)
    : (AUDIT_EVENT_NAMES[entry.event] ?? entry.event);

/** A before/after value as one cell: its JSON, or nothing. */
const jsonCell = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * GET the audit log as a CSV file under the page's filters (issue 37 item 12): the newest AUDIT_EXPORT_MAX entries,
 * built in memory (bounded, not streamed: ADR 076). Reading the whole log out is itself recorded in it.
 */
export function auditExportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serveAdmin(app, adminStatsApi.auditCsv, async ({ query, request, reply, scope }) => {
    const entries = await exportAuditEntries(db, { fid: scope.unit.fid, ...query }, AUDIT_EXPORT_MAX);
    const rows = entries.map((entry) => [
      formatSecond(entry.at),
      entry.username,
      auditActionName(entry),
      entry.target,
      entry.outcome === 'success' ? '成功' : '失败',
      entry.ip,
      entry.reason,
      jsonCell(entry.before),
      jsonCell(entry.after),
    ]);
    const filters = [query.event ? AUDIT_EVENT_NAMES[query.event] : '', query.username ?? ''].filter(Boolean);
    await recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action: 'audit.export',
      target: filters.length > 0 ? `审计日志（${filters.join('，')}）` : '审计日志（全部）',
      before: null,
      after: { rows: rows.length },
    });
    const today = shanghaiDay(new Date());
    sendCsv(
      reply,
      `审计日志-${today}`,
      `audit-${today}`,
      csvText(['时间', '账号', '操作', '对象', '结果', '来源 IP', '原因', '修改前', '修改后'], rows),
    );
    return { rows: rows.length };
  });
}
