import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// The database as the search sees it, and the small SQL helpers of its statements: none of them knows a table
// beyond the search's own.

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

type Raw = Record<string, unknown>;
/** The rows of a `db.execute` result (both drivers answer `rows`). */
export const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

/** A text[] parameter as PostgreSQL's array literal (every element quoted): no driver expands it into a list. */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** An int[] parameter as PostgreSQL's array literal. */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::int[]`;

/** A LIKE pattern of text containing `term` literally (its %, _ and \ escaped). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
