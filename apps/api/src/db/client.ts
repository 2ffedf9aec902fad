import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder } from './migrations-folder';
import { startEmbeddedPostgres } from './embedded/embedded-postgres';

/** The Drizzle database every repository uses; both drivers share the pg-core query API. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  /** `postgres` (DATABASE_URL), `embedded` (the server this process runs in the data folder), `pglite` (tests). */
  kind: 'postgres' | 'embedded' | 'pglite';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of a PostgreSQL server. */
  url?: string | undefined;
  /** Without a URL: the data folder of the embedded PostgreSQL server; absent too means in-memory PGlite (tests). */
  dataDir?: string | undefined;
}

/** Connections each pool keeps at most. */
const POOL_SIZE = 10;

/**
 * No JIT compilation on the portal's sessions (ADR 044). PostgreSQL compiles a statement whose estimated cost passes
 * `jit_above_cost` — a search for a word in 15,000 titles did — which took 60–80 ms to save a few: the portal's
 * statements are short, and JIT only ever made them slower. Set as each connection opens rather than as a startup
 * `options` parameter, which PgBouncer refuses ("unsupported startup parameter").
 */
const SESSION_SETUP = 'SET jit = off';

/**
 * A pool of at most POOL_SIZE connections, each set up before the pool hands it out (pg-pool awaits `onConnect`); a
 * failed setup only leaves JIT as the server has it.
 */
const poolOf = (config: pg.PoolConfig) =>
  new pg.Pool({
    ...config,
    max: POOL_SIZE,
    onConnect: async (client) => {
      await client.query(SESSION_SETUP).catch(() => {});
    },
  });

/** node-postgres behind the shared Drizzle type; `stop` runs after the pool has ended. */
function poolDatabase(pool: pg.Pool, kind: 'postgres' | 'embedded', stop = async () => {}): Database {
  // An idle connection cut by the server (restart, shutdown) is reported on the pool; without a listener that
  // event would crash the process. The next query opens a fresh connection or reports its own error.
  pool.on('error', () => {});
  // A connection cut while checked out between two statements (a transaction waiting on the app's own work, say the
  // search indexer segmenting text) reports on the client, not the pool: without this it too would crash the
  // process. The transaction's next statement fails with the error instead, and rolls back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind,
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      try {
        await pool.end();
      } finally {
        await stop();
      }
    },
  };
}

/**
 * Opens PostgreSQL when a URL is given; else, with a data folder, starts the embedded PostgreSQL server there
 * (ADR 016) and connects through its private Unix socket; with neither, an in-memory PGlite database (tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return poolDatabase(poolOf({ connectionString: options.url }), 'postgres');
  if (options.dataDir) {
    const server = await startEmbeddedPostgres(options.dataDir);
    return poolDatabase(poolOf(server.connection), 'embedded', () => server.stop());
  }
  const client = new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
