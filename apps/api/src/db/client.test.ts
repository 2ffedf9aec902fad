import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { executePlanned, openDatabase } from './client';
import { seed } from '../seed';
import { bottomLinks } from '../schema';

const dataDir = mkdtempSync(path.join(tmpdir(), 'yizhan-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('F3 embedded database', () => {
  it('keeps committed writes across a restart, seeds only once, compiles no statement (JIT off), plans planned statements generically and keeps them by key', async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    expect(await seed(first.db)).toHaveLength(5);
    await first.db
      .insert(bottomLinks)
      .values({ fid: 100001, name: '重启后仍在', url: 'https://example.edu.cn/', sort: 99 });
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect(await seed(second.db)).toEqual([]);
    const rows = await second.db.select().from(bottomLinks).where(eq(bottomLinks.name, '重启后仍在'));
    expect(rows).toHaveLength(1);
    await second.ping();
    // ADR 044: no JIT compilation for the portal's short statements.
    const shown = (await second.db.execute(sql`SHOW jit`)) as unknown as { rows: { jit: string }[] };
    expect(shown.rows[0]!.jit).toBe('off');
    // ADR 045: a planned statement runs on sessions that plan it once, generically; every other statement is
    // planned for its own values.
    const mode = async (rows: Promise<unknown>) =>
      ((await rows) as { rows: { plan_cache_mode: string }[] }).rows[0]!.plan_cache_mode;
    expect(await mode(executePlanned(second.db, () => sql`SHOW plan_cache_mode`))).toBe('force_generic_plan');
    expect(await mode(second.db.execute(sql`SHOW plan_cache_mode`))).toBe('auto');
    const planned = await executePlanned(second.db, () => sql`SELECT ${'重启后仍在'}::text AS name, ${2}::int AS n`);
    expect(planned.rows).toEqual([{ name: '重启后仍在', n: 2 }]);
    // A statement kept by its key is built once: a second run with the key sends the first one's text and values.
    let built = 0;
    const build = () => sql`SELECT ${(built += 1)}::int AS n`;
    const keyed = async (key: string) => (await executePlanned(second.db, build, key)).rows;
    expect(await keyed('client.test one')).toEqual([{ n: 1 }]);
    expect(await keyed('client.test one')).toEqual([{ n: 1 }]);
    expect(await keyed('client.test two')).toEqual([{ n: 2 }]);
    await second.close();
  });
});
