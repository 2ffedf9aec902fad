import { sql, type SQL } from 'drizzle-orm';

type Raw = Record<string, unknown>;
/** The rows of a `db.execute` result (node-postgres and PGlite both answer `rows`). */
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
