import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { tasks } from '../modules/task-center/task-center.table';
import { approvals } from '../modules/approval/approval.table';
import { units } from '../modules/units/units.table';

// The offline demo (ADR 042): no seeded link leads to a domain that does not exist. The units' business systems,
// tasks, approval forms and websites are the dev IdP's demo pages; a few real public sites (教育部, 中国政府网…)
// are the only addresses elsewhere.

const t = useTestApp();

/** Hosts of the demo's imagined institutions: nothing answers there. */
const IMAGINED = String.raw`https?://[^/"\s]*(demo-university\.edu\.cn|demo-city\.gov\.cn|xinghai-vtc\.edu\.cn|dongyue-tech\.edu\.cn)`;

describe('the seeded demo, offline', () => {
  it('links to no imagined domain, in any column of any table', async () => {
    const db = t.database.db;
    const columns = (
      await db.execute(sql`
        SELECT c.table_name, c.column_name FROM information_schema.columns c
        JOIN information_schema.tables s ON s.table_name = c.table_name AND s.table_schema = c.table_schema
        WHERE c.table_schema = 'public' AND s.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'ARRAY', 'jsonb', 'character varying')`)
    ).rows as { table_name: string; column_name: string }[];
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const rows = (
        await db.execute(
          sql`SELECT ${sql.identifier(column)}::text AS value FROM ${sql.identifier(table)}
              WHERE ${sql.identifier(column)}::text ~ ${IMAGINED} LIMIT 1`,
        )
      ).rows as { value: string }[];
      for (const row of rows) found.push(`${table}.${column}: ${row.value.match(new RegExp(IMAGINED))![0]}`);
    }
    expect(found).toEqual([]);
  });

  it('opens tasks and approval forms in the unit’s demo business system, and frames its demo campus map', async () => {
    const db = t.database.db;
    const system =
      /^http:\/\/(ehall\.39374\.)?localhost:3100\/business\/(campus|gov|xinghai|dongyue|district)\/(pc|m)\//;
    const links = [
      ...(await db.select({ url: tasks.pcUrl }).from(tasks)),
      ...(await db.select({ url: tasks.mobileUrl }).from(tasks)).filter((row) => row.url !== ''),
      ...(await db.select({ url: approvals.pageLinkUrl }).from(approvals)),
    ];
    expect(links.length).toBeGreaterThan(50);
    for (const { url } of links) expect(url).toMatch(system);
    const [campus] = await db
      .select({ frameOrigins: units.frameOrigins })
      .from(units)
      .where(sql`fid = 100001`);
    expect(campus!.frameOrigins).toEqual(['http://localhost:3100']);
  });
});
