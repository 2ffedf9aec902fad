import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { freshDatabase, TEST_PERSONAL_DATA_KEY } from '../test/test-app';
import { seed } from '../seed';
import type { Database } from './client';

// Issue 9 finding 1: the server cutting the app's connections (restart, failover, pg_terminate_backend) must not
// take the process down, and the app must come back by itself. Needs a real PostgreSQL server (CI sets it).
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('connections cut by PostgreSQL', () => {
  let database: Database;
  let url = '';
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await freshDatabase();
    database = fresh.database;
    drop = fresh.drop;
    url = fresh.url!;
    await database.migrate();
    await seed(database.db);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await drop();
  });

  /** Ends every connection of the test database from another session, as an administrator or failover would. */
  async function terminateConnections() {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = new URL(url).pathname.slice(1);
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    return rows.length;
  }

  it('F2: survives its idle and listening connections being terminated and answers again without a restart', async () => {
    const app = await buildApp({
      env: { NODE_ENV: 'test', TRUSTED_PROXIES: ['127.0.0.1'], LOG_LEVEL: 'silent' },
      database,
      loadLimits: false,
      personalDataKey: TEST_PERSONAL_DATA_KEY,
    });
    const guide = () => app.inject({ url: '/homepage/homeApp/getAppGuide?appId=1', headers: { host: 'localhost' } });
    expect((await guide()).statusCode).toBe(200);
    expect(await terminateConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The pool drops the dead connections and opens new ones.
    await expect.poll(async () => (await guide()).statusCode, { timeout: 10_000 }).toBe(200);
    // The change listener reconnects too: a change made afterwards still clears the cache.
    await app.inject({ url: '/homepage/theme/list', headers: { host: 'localhost' } });
    const version = app.cache.version;
    await expect
      .poll(
        async () => {
          await database.db.execute(sql`update themes set color = '#16a085' where fid = 100001 and type = 1`);
          return app.cache.version;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThan(version);
    await app.close();
  });
});
