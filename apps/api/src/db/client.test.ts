import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { seed } from './seed';
import { bottomLinks } from './schema';

const dataDir = mkdtempSync(path.join(tmpdir(), 'yizhan-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('F3 embedded database', () => {
  it('keeps committed writes across a restart, seeds only once and compiles no statement (JIT off)', async () => {
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
    await second.close();
  });
});
