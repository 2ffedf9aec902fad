import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client';
import { migrationsFolder } from './migrations-folder';

/** One checked-in migration: its position, its file name without `.sql`, and its journal time (drizzle's key). */
export interface Migration {
  /** 1 for 0000_init: how many migrations a store has when this one is its last. */
  count: number;
  tag: string;
  when: number;
  /** The statements drizzle runs for it, and the hash it records. */
  statements: string[];
  hash: string;
}

/** The code's migrations, oldest first, read the way drizzle's migrator reads them. */
export function codeMigrations(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, index) => ({
    count: index + 1,
    tag: entry.tag,
    when: entry.when,
    statements: files[index]!.sql,
    hash: files[index]!.hash,
  }));
}

/**
 * drizzle's journal table, as its migrator makes it (drizzle-orm pg-core dialect `migrate`). Kept here in the
 * same words so that a store brought to a given migration by migrateTo is continued by `Database.migrate()` from
 * there; migration-journal.test.ts fails if the two ever disagree.
 */
const JOURNAL_SCHEMA = sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`;
const JOURNAL_TABLE = sql`CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (
  id SERIAL PRIMARY KEY,
  hash text NOT NULL,
  created_at bigint
)`;

/** The journal time of the last migration applied to the store, or null when none is (or no journal exists). */
export async function lastAppliedMigration(db: Db): Promise<number | null> {
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`);
  if (!(exists.rows[0] as { exists: boolean }).exists) return null;
  const last = await db.execute(sql`select max(created_at) as "when" from drizzle.__drizzle_migrations`);
  const when = (last.rows[0] as { when: string | number | null }).when;
  return when === null ? null : Number(when);
}

/**
 * Applies the code's migrations up to and including the `count`-th, those the store lacks, recording each in
 * drizzle's journal as drizzle does. It opens no transaction of its own: a restore runs it inside its one
 * transaction (load a backup at the migration it was taken at, then migrate on), and the upgrade test stops a
 * store at its first migration with it.
 */
export async function migrateTo(db: Db, count: number, migrations = codeMigrations()): Promise<void> {
  await db.execute(JOURNAL_SCHEMA);
  await db.execute(JOURNAL_TABLE);
  const last = await lastAppliedMigration(db);
  for (const migration of migrations.slice(0, count)) {
    if (last !== null && migration.when <= last) continue;
    for (const statement of migration.statements) await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.when})`,
    );
  }
}
