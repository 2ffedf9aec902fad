import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { levelCounts } from './ratings.repository';
import { statsQuery } from './ratings.stats';
import { badRatingsPageQuery } from './ratings.work-list';

const t = useTestApp();
const FID = 100001;
const ROWS = 20_000;
const TODAY = '2026-12-07';

const run = (statement: SQL) => t.database.db.execute(statement);

/** The plan of a query as the module builds it, as text. */
async function plan(query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const client = (t.database.db as unknown as { $client: { query: (s: string, p: unknown[]) => Promise<unknown> } })
    .$client;
  const result = (await client.query(`explain ${text}`, params)) as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('好差评 at 20,000 ratings', () => {
  it('inserts 20,000 rated applications for one unit, a sixth of them 差评', async () => {
    await run(sql`
      insert into applications (fid, uid, source_system, external_id, apply_no, service_name, status, submitted_at, updated_at)
      select ${FID}, u.uid, 'perf', 'perf-' || g, 'PERF' || g, '批量事项 ' || (g % 300), 5, now(), now()
      from generate_series(1, ${ROWS}) as g,
           (select uid from users where fid = ${FID} order by uid limit 1) as u`);
    await run(sql`
      insert into ratings (fid, uid, application_id, service_id, dept_id, apply_no, service_name, level, rated_at,
                           rated_day, due_day, follow_up)
      select a.fid, a.uid, a.id, s.ids[1 + a.id % array_length(s.ids, 1)], d.ids[1 + a.id % array_length(d.ids, 1)],
             a.apply_no, a.service_name, 1 + a.id % 6 % 5, now(),
             to_char(date '2026-01-01' + (a.id % 340), 'YYYY-MM-DD'),
             case when 1 + a.id % 6 % 5 <= 2 then to_char(date '2026-01-22' + (a.id % 340), 'YYYY-MM-DD') else '' end,
             case when 1 + a.id % 6 % 5 <= 2 then (array['pending', 'rectified', 'visited'])[1 + a.id % 3] else 'none' end
      from applications a,
           (select array_agg(id order by id) as ids from apps where fid = ${FID}) as s,
           (select array_agg(id order by id) as ids from departments where fid = ${FID}) as d
      where a.source_system = 'perf'`);
    // As bench:large does after its bulk load (and autovacuum soon after any): the statistics read the index alone.
    await run(sql`vacuum analyze ratings`);
    const [counted] = (await run(sql`select count(*)::int as n from ratings where fid = ${FID}`)).rows as {
      n: number;
    }[];
    expect(counted!.n).toBeGreaterThanOrEqual(ROWS);
  });

  // The twelve months' view reads every rating of the unit's year: a sequential scan is its right plan.
  it('reads the 差评 work list, a service’s summary and a month’s statistics through indexes', async () => {
    const db = t.database.db;
    const [dept] = (await run(sql`select id from departments where fid = ${FID} order by id limit 1`)).rows as {
      id: number;
    }[];
    const [service] = (await run(sql`select service_id from ratings where fid = ${FID} limit 1`)).rows as {
      service_id: number;
    }[];
    const plans = [
      await plan(badRatingsPageQuery(db, { fid: FID, departments: 'all' }, 'all', TODAY, 1, 20)),
      await plan(badRatingsPageQuery(db, { fid: FID, departments: 'all' }, 'overdue', TODAY, 1, 20)),
      await plan(badRatingsPageQuery(db, { fid: FID, departments: [dept!.id] }, 'pending', TODAY, 1, 20)),
      await plan(levelCounts(db, FID, service!.service_id)),
      await plan(
        statsQuery(db, { fid: FID, departments: 'all' }, 'service', { from: '2026-11', until: '2026-12' }, TODAY),
      ),
      await plan(
        statsQuery(
          db,
          { fid: FID, departments: [dept!.id] },
          'department',
          { from: '2026-11', until: '2026-12' },
          TODAY,
        ),
      ),
    ];
    for (const text of plans) expect(text, text).not.toMatch(/Seq Scan on (ratings|applications|users)\b/);
  });
});
