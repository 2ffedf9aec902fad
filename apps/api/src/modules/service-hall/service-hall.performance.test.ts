import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { serviceHallApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { listCondition, pageQuery, type AppFilter } from './service-hall.repository';
import type { Viewer } from '../../lib/viewer';
import { serviceHallKit } from './service-hall.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const FID = 100001;

/** The plan of the list page query the endpoint runs, as text. */
async function plan(filter: AppFilter, viewer: Viewer): Promise<string> {
  const query = pageQuery(t.database.db, listCondition(FID, filter, viewer), 1, 10).toSQL();
  const client = (t.database.db as unknown as { $client: { query: (s: string, p: unknown[]) => Promise<unknown> } })
    .$client;
  const result = (await client.query(`explain ${query.sql}`, query.params)) as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

const run = (statement: SQL) => t.database.db.execute(statement);

describe('service list at 10,000 services', () => {
  it('inserts 10,000 services for one unit', async () => {
    await run(sql`
      insert into apps (fid, name, summary, dept_id, type_id, attribute_type, audiences, visitor_visible, roles, hits, sort)
      select ${FID}, '批量服务 ' || g, '压力测试数据', d.ids[1 + g % array_length(d.ids, 1)],
             ty.ids[1 + g % array_length(ty.ids, 1)], 1, array['student'], g % 3 <> 0,
             case when g % 7 = 0 then array['TEACHER'] else array[]::text[] end, g % 5000, 1000 + g
      from generate_series(1, 10000) as g,
           (select array_agg(id order by id) as ids from departments where fid = ${FID}) as d,
           (select array_agg(id order by id) as ids from app_types where fid = ${FID} and attribute_type = 1) as ty`);
    await run(sql`analyze`);
    const { total } = await kit.services({});
    expect(total).toBeGreaterThan(6000);
  });

  it('reads the first page through an index, unfiltered and by type, for guests and users', async () => {
    const [type] = (await kit.get(serviceHallApi.allTypes.path)).body.data as { typeId: number }[];
    for (const viewer of [
      { uid: null, userType: null },
      { uid: 1, userType: 'STUDENT' },
    ]) {
      for (const filter of [{ attributeType: 1 as const }, { attributeType: 1 as const, typeId: type!.typeId }]) {
        const text = await plan(filter, viewer);
        expect(text, text).not.toMatch(/Seq Scan on apps/);
        expect(text, text).toMatch(/Index Scan (using|on) apps_fid_(attribute|type)_sort_idx/);
      }
    }
  });

  it('finds by keyword among 10,000 services (bench:large checks the plans on PostgreSQL)', async () => {
    const found = await kit.services({ keyword: '批量服务 9998' });
    expect(found.list.map((app) => app.name)).toEqual(['批量服务 9998']);
    expect((await kit.services({ keyword: '压力' })).total).toBeGreaterThan(6000);
  });

  it('answers a page quickly', async () => {
    const started = performance.now();
    const { list, total } = await kit.services({ page: 50, pageSize: 100 });
    expect(list).toHaveLength(100);
    expect(total).toBeGreaterThan(6000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
