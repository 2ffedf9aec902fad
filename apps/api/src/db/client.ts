import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import { startEmbeddedPostgres } from './embedded/embedded-postgres';
import { renderSql, type RenderedSql } from './render-sql';
import {
  observePglite,
  observePool,
  poolUse,
  type PoolName,
  type PoolUse,
  type QueryObserver,
} from './observed-queries';
import { ReplicaGate } from './replica-gate';

export type { PoolName, PoolUse, QueryObserver } from './observed-queries';

/**
 * The Drizzle database every repository uses; both drivers share the pg-core query API. It carries no schema: the
 * portal runs no relational queries, and the tables belong to the modules above this floor (ADR 058).
 */
export type Db = ReturnType<typeof drizzlePglite>;

export interface Database {
  db: Db;
  /** `postgres` (DATABASE_URL), `embedded` (the server this process runs in the data folder), `pglite` (tests). */
  kind: 'postgres' | 'embedded' | 'pglite';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connection pools as they are now (metrics); PGlite has none. */
  pools(): PoolUse[];
  /**
   * A connection of its own, outside the pools, for a session that must outlive any statement (the background
   * jobs' advisory lock: db/leader.ts); null on PGlite, which is one process's alone.
   */
  dedicatedClient(): pg.Client | null;
}

export interface DatabaseOptions {
  /** postgres:// URL of a PostgreSQL server. */
  url?: string | undefined;
  /** postgres:// URL of a streaming replica of `url`: the shared reads may go there (ADR 078). */
  readUrl?: string | undefined;
  /** Without a URL: the data folder of the embedded PostgreSQL server; absent too means in-memory PGlite (tests). */
  dataDir?: string | undefined;
  /** Told of every statement (metrics, tracing); absent: nothing is measured. */
  observer?: QueryObserver | undefined;
  /**
   * An embedded server another process runs (a worker of `WORKERS=N`, ADR 077: the primary started it): connected
   * to, never started or stopped here.
   */
  embedded?: EmbeddedConnection | undefined;
  /** Sessions the embedded server admits, when this process starts it (the workers' pools and their leader's). */
  maxConnections?: number | undefined;
  /** Ends the embedded store's first initialisation early (a signal during the start). */
  signal?: AbortSignal | undefined;
}

/** Where an embedded server listens: its private Unix socket. */
export interface EmbeddedConnection {
  host: string;
  port: number;
  user: string;
  database: string;
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
 * A pool of at most `max` connections, each set up before the pool hands it out (pg-pool awaits `onConnect`); a
 * failed setup only leaves the server's own settings. Connections opened stay open when idle (pg-pool closed them
 * after 10 s): a new one costs the server a process and cold catalog caches, and a planned pool's plans go with it
 * (ADR 045). The first searches after a quiet spell — the very ones no kept answer serves — opened up to ten at once
 * and parsed and planned the search's statement again on each planned connection (2–6 ms each in the statement
 * log). A cut connection is still dropped and replaced (the 'error' listeners below).
 */
const poolOf = (config: pg.PoolConfig, setup = SESSION_SETUP, max = POOL_SIZE) =>
  new pg.Pool({
    ...config,
    max,
    idleTimeoutMillis: 0,
    onConnect: async (client) => {
      await client.query(setup).catch(() => {});
    },
  });

/**
 * Sessions of the statements planned once (ADR 045): every statement they run uses the plan made when its connection
 * first prepared it. Only executePlanned sends statements there; the portal's own pool keeps planning each statement
 * for its values.
 */
const PLANNED_SETUP = `${SESSION_SETUP}; SET plan_cache_mode = force_generic_plan`;

/** Connections of the planned statements: enough to keep two cores busy with searches, few beside the pool. */
const PLANNED_POOL_SIZE = 4;

/** The pool of planned statements of each node-postgres database (PGlite has none). */
const plannedPools = new WeakMap<Db, pg.Pool>();

/** A statement's name on a connection: the same text is the same prepared statement, on every connection. */
const statementName = (text: string) => `planned_${createHash('sha1').update(text).digest('base64url')}`;

/** A statement as a planned pool runs it: its text, its values, and its name. */
type Planned = RenderedSql & { name: string };

/** Statements kept by what they are built from (executePlanned's `key`), rendered and named once they first ran. */
const keptStatements = new Map<string, { query: SQL; planned: Planned | null }>();
const STATEMENTS_KEPT = 500;

/**
 * Runs a large statement that is run often with new values — a search's ranking plans in 2–3 ms and then runs in
 * under one — as a named statement each connection parses and plans once, with a generic plan (ADR 045). The
 * statement must suit any values: the shape of its plan must not depend on them. With a `key` that names everything
 * `build` builds it from, the statement is built and rendered once for it (a ranking took a quarter of a
 * millisecond to build and render, a tenth of its search's time in the process). On PGlite (tests) it runs as
 * `db.execute` does. Rows come back with node-postgres's own types (a timestamp is a Date).
 */
export async function executePlanned(
  db: Db,
  build: () => SQL,
  key?: string,
): Promise<{ rows: Record<string, unknown>[] }> {
  let statement = key === undefined ? undefined : keptStatements.get(key);
  if (!statement) {
    statement = { query: build(), planned: null };
    if (key !== undefined) {
      if (keptStatements.size >= STATEMENTS_KEPT) keptStatements.delete(keptStatements.keys().next().value!);
      keptStatements.set(key, statement);
    }
  }
  const pool = plannedPools.get(readTarget(db));
  if (!pool) return (await db.execute(statement.query)) as unknown as { rows: Record<string, unknown>[] };
  if (!statement.planned) {
    const rendered = renderSql(statement.query);
    statement.planned = { ...rendered, name: statementName(rendered.sql) };
  }
  const { sql: text, params, name } = statement.planned;
  return pool.query({ name, text, values: params });
}

/** The names a database's two pools carry in the metrics. */
const PRIMARY_POOLS = { main: 'main', planned: 'planned' } as const satisfies Record<string, PoolName>;
const REPLICA_POOLS = { main: 'replica', planned: 'replica-planned' } as const satisfies Record<string, PoolName>;

/** node-postgres behind the shared Drizzle type, with its pool of planned statements; `stop` runs after both end. */
function poolDatabase(
  config: pg.PoolConfig,
  kind: 'postgres' | 'embedded',
  observer: QueryObserver | undefined,
  stop = async () => {},
  names: { main: PoolName; planned: PoolName } = PRIMARY_POOLS,
): Database {
  const pool = poolOf(config);
  const planned = poolOf(config, PLANNED_SETUP, PLANNED_POOL_SIZE);
  if (observer) {
    observePool(pool, names.main, observer);
    observePool(planned, names.planned, observer);
  }
  for (const each of [pool, planned]) {
    // An idle connection cut by the server (restart, shutdown) is reported on the pool; without a listener that
    // event would crash the process. The next query opens a fresh connection or reports its own error.
    each.on('error', () => {});
    // A connection cut while checked out between two statements (a transaction waiting on the app's own work, say
    // the search indexer segmenting text) reports on the client, not the pool: without this it too would crash the
    // process. The transaction's next statement fails with the error instead, and rolls back.
    each.on('connect', (client) => client.on('error', () => {}));
  }
  const db = drizzlePg(pool) as unknown as Db;
  plannedPools.set(db, planned);
  return {
    db,
    kind,
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      try {
        await Promise.all([pool.end(), planned.end()]);
      } finally {
        await stop();
      }
    },
    pools: () => [poolUse(pool, names.main, POOL_SIZE), poolUse(planned, names.planned, PLANNED_POOL_SIZE)],
    // TCP keep-alive: a session cut without a goodbye (a machine gone) is noticed by both ends.
    dedicatedClient: () => new pg.Client({ ...config, keepAlive: true }),
  };
}

/** The pool behind a node-postgres Drizzle database. */
const poolOfDb = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

/** Each primary's replica and the gate that says whether it may answer now (ADR 078). */
const replicas = new WeakMap<Db, { db: Db; gate: ReplicaGate }>();
/** Each primary's reader (replicaReads), and each reader's primary. */
const readers = new WeakMap<Db, Db>();
const readersPrimary = new WeakMap<Db, Db>();

/** Where a statement sent through `db` goes now: a reader's replica while its gate is open, else its primary. */
function readTarget(db: Db): Db {
  const primary = readersPrimary.get(db);
  if (!primary) return db;
  const replica = replicas.get(primary)!;
  return replica.gate.open ? replica.db : primary;
}

/**
 * The database for reads that every visitor of a unit shares — lists, search rankings, guides, news (ADR 078): each
 * statement goes to the streaming replica (DATABASE_READ_URL) while it has replayed every announced change, else
 * to `db`. Only for reads: never a write, a transaction or a read of a person's own data, which stay on `db` so
 * that a person reads back what they wrote. Without a replica it is `db` itself.
 */
export function replicaReads(db: Db): Db {
  if (!replicas.has(db)) return db;
  let reader = readers.get(db);
  if (!reader) {
    reader = new Proxy(db, {
      get(_target, property) {
        const current = readTarget(reader!);
        const value: unknown = Reflect.get(current, property, current);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
      },
    });
    readers.set(db, reader);
    readersPrimary.set(reader, db);
  }
  return reader;
}

/** The gate of `db`'s replica, which the change feed starts and tells of every change; none without a replica. */
export const replicaGateOf = (db: Db): ReplicaGate | undefined => replicas.get(db)?.gate;

/** The primary with its replica: the replica's pools in the metrics, both closed together. */
function withReplica(primary: Database, replica: Database): Database {
  const gate = new ReplicaGate(poolOfDb(primary.db), poolOfDb(replica.db));
  replicas.set(primary.db, { db: replica.db, gate });
  return {
    ...primary,
    close: async () => {
      gate.stop();
      await Promise.all([primary.close(), replica.close()]);
    },
    pools: () => [...primary.pools(), ...replica.pools()],
  };
}

/** Sessions one server process opens at most: its two pools, the change feed's among them, and its leader's one. */
export const SESSIONS_PER_PROCESS = POOL_SIZE + PLANNED_POOL_SIZE + 1;

/**
 * Opens PostgreSQL when a URL is given; connects to an embedded server another process runs (a worker's); else,
 * with a data folder, starts the embedded PostgreSQL server there (ADR 016) and connects through its private Unix
 * socket; with neither, an in-memory PGlite database (tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { observer } = options;
  if (options.url) {
    const primary = poolDatabase({ connectionString: options.url }, 'postgres', observer);
    if (!options.readUrl) return primary;
    const replica = poolDatabase({ connectionString: options.readUrl }, 'postgres', observer, undefined, REPLICA_POOLS);
    return withReplica(primary, replica);
  }
  if (options.embedded) return poolDatabase(options.embedded, 'embedded', observer);
  if (options.dataDir) {
    const server = await startEmbeddedPostgres(options.dataDir, options);
    return poolDatabase(server.connection, 'embedded', observer, () => server.stop());
  }
  const client = new PGlite();
  await client.waitReady;
  if (observer) observePglite(client, observer);
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    pools: () => [],
    dedicatedClient: () => null,
  };
}
