import type pg from 'pg';
import { ident } from './format';

/**
 * What a backup and a restore read from PostgreSQL's catalog: the portal's tables (schema `public`; drizzle's
 * journal is rebuilt by the migrations, not copied), their columns and their order, and the sequences.
 */

/**
 * The same text for the same values on both sides, whatever the server's or the role's settings: ISO dates,
 * floats that read back exactly, UTF-8, and no time limit on a long COPY (pg_dump sets the same).
 */
export const SESSION_SETTINGS = [
  `SET client_encoding = 'UTF8'`,
  'SET DateStyle = ISO',
  'SET IntervalStyle = postgres',
  `SET TimeZone = 'UTC'`,
  'SET extra_float_digits = 3',
  'SET statement_timeout = 0',
  'SET idle_in_transaction_session_timeout = 0',
].join('; ');

/** The portal's tables, parents before the children whose foreign keys point at them, then by name. */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const edges = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint con
       join pg_class child on child.oid = con.conrelid join pg_class parent on parent.oid = con.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where con.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const waitingFor = new Map(tables.rows.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of edges.rows) waitingFor.get(child)?.add(parent);
  const order: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    if (ready.length === 0) {
      // Two tables that each need the other first: a load in one order cannot work (a schema change to review).
      throw new Error(`以下表的外键互相引用，无法确定写入顺序：${[...waitingFor.keys()].join('、')}`);
    }
    for (const name of ready) {
      order.push(name);
      waitingFor.delete(name);
      for (const parents of waitingFor.values()) parents.delete(name);
    }
  }
  return order;
}

/** Each table's stored columns in order; generated columns are left out (COPY cannot write them; they are recomputed). */
export async function storedColumns(client: pg.ClientBase): Promise<Map<string, string[]>> {
  const result = await client.query<{ table: string; columns: string[] }>(
    `select c.relname as "table", array_agg(a.attname::text order by a.attnum) as columns
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      group by c.relname`,
  );
  return new Map(result.rows.map((row) => [row.table, row.columns]));
}

/** The sequences of schema public (serial columns' and any other). */
export async function sequenceNames(client: pg.ClientBase): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return result.rows.map((row) => row.name);
}

/** `public."name"`. */
export const qualified = (name: string) => `public.${ident(name)}`;
