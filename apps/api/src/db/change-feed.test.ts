import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigApi } from '@yizhan/contracts';
import { buildApp } from '../app';
import { freshDatabase, TEST_PERSONAL_DATA_KEY } from '../test/test-app';
import { themes } from '../modules/site-config/site-config.table';
import { openDatabase, type Database } from './client';
import { seed } from '../seed';

const env = { NODE_ENV: 'test' as const, TRUSTED_PROXIES: ['127.0.0.1'], LOG_LEVEL: 'silent' as const };

/**
 * Two app instances on one database, as behind a load balancer: on PostgreSQL (TEST_DATABASE_URL) each has its own
 * pool and listening connection; on in-memory PGlite they share the one embedded connection.
 */
describe('caches follow changes made anywhere (ADR 018)', () => {
  let primary: Database;
  let secondary: Database;
  let drop = async () => {};
  let url: string | undefined;
  const instances: FastifyInstance[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabase();
    primary = fresh.database;
    drop = fresh.drop;
    url = fresh.url;
    await primary.migrate();
    await seed(primary.db);
    secondary = url ? await openDatabase({ url }) : primary;
    instances.push(
      await buildApp({ env, database: primary, personalDataKey: TEST_PERSONAL_DATA_KEY, loadLimits: false }),
      await buildApp({ env, database: secondary, personalDataKey: TEST_PERSONAL_DATA_KEY, loadLimits: false }),
    );
  }, 60_000);
  afterAll(async () => {
    for (const app of instances) await app.close();
    if (secondary !== primary) await secondary.close();
    await primary.close();
    await drop();
  });

  const colour = async (app: FastifyInstance) => {
    const response = await app.inject({ url: siteConfigApi.themes.path, headers: { host: 'localhost' } });
    return (response.json().data as { type: number; color?: string }[]).find((entry) => entry.type === 1)?.color;
  };

  it('a theme colour changed in the database shows on both instances without a restart', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const before = await colour(first);
    expect(await colour(second)).toBe(before);
    // Warm: answered from memory now.
    expect(first.cache.size).toBeGreaterThan(0);

    await primary.db
      .update(themes)
      .set({ color: '#c0392b' })
      .where(and(eq(themes.fid, 100001), eq(themes.type, 1)));

    await expect.poll(() => colour(first), { timeout: 5_000 }).toBe('#c0392b');
    await expect.poll(() => colour(second), { timeout: 5_000 }).toBe('#c0392b');
  });

  it('a click that only bumps a counter does not clear the caches', async () => {
    const [first] = instances as [FastifyInstance];
    await colour(first);
    const version = first.cache.version;
    const hit = await first.inject({ url: '/homepage/homeApp/hitApp?appId=1', headers: { host: 'localhost' } });
    expect(hit.json()).toMatchObject({ success: true, data: { hits: expect.any(Number) } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(first.cache.version).toBe(version);
  });
});
