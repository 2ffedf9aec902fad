import type { FastifyInstance } from 'fastify';
import { adminStatsApi, STATS_SERIES_NAMES } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { csvText, sendCsv } from '../../lib/csv';
import { serveAdmin } from '../access';
import { seriesTables } from './stats.csv';
import { rangeOf, readStatistics } from './stats.service';

/** The range when the page names none. */
const DEFAULT_DAYS = 30;

/**
 * The console's statistics (issue 37 item 11, ADR 076): the managed unit's figures over the last 7, 30 or 90 days,
 * and each series as a CSV file. Read-only: the auditor's part as much as the unit administrator's.
 */
export function statsAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serveAdmin(app, adminStatsApi.statistics, ({ query, scope }) =>
    readStatistics(db, scope.unit.fid, rangeOf(query.days ?? DEFAULT_DAYS)),
  );

  serveAdmin(app, adminStatsApi.statisticsCsv, async ({ query, scope, reply }) => {
    const range = rangeOf(query.days ?? DEFAULT_DAYS);
    const table = seriesTables[query.series](await readStatistics(db, scope.unit.fid, range));
    const name = `${STATS_SERIES_NAMES[query.series]}-${range.from}至${range.to}`;
    sendCsv(reply, name, `stats-${query.series}-${range.from}-${range.to}`, csvText(table.header, table.rows));
    return { rows: table.rows.length };
  });
}
