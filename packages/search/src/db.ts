import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// The database as the search sees it,.

/**
 * Any drizzle PostgreSQL database — PGlite in tests, node-postgres in service — whatever schema it was opened with:
 * the search builds its statements from its own tables and the sources' columns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the portal's schema is not the package's to know
export type Db = PgDatabase<PgQueryResultHKT, any>;

/** A transaction of Db, which the indexer writes a batch in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where the search reports what went wrong in the background (Fastify's and pino's loggers are such). */
export interface Log {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(message: string): void;
}
