import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { codeMigrations, lastAppliedMigration, migrateTo, type Migration } from '../migration-journal';
import { checkBackup, readBody, readHeader, type RowSink } from './backup-reader';
import { qualified, storedColumns, tablesInLoadOrder } from './catalog';
import { BackupRefusal, ident, type BackupHeader } from './format';
import { LineReader } from './line-reader';
import { closeSession, dbOf, openSession } from './session';

export interface RestoreSummary {
  header: BackupHeader;
  tables: number;
  rows: number;
  /** The store held data that --force replaced. */
  replaced: boolean;
  /** The code's last migration, which the restored store now has. */
  migratedTo: Migration;
}

/** Tables and journal the store holds now: a store with neither is empty. */
async function storeContents(client: pg.Client): Promise<{ tables: number; migration: Migration | undefined }> {
  const result = await client.query<{ tables: number }>(
    `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  const when = await lastAppliedMigration(dbOf(client));
  const migration = when === null ? undefined : codeMigrations().find((each) => each.when === when);
  return { tables: result.rows[0]!.tables, migration };
}

/** Each table's rows into COPY FROM STDIN, with the columns the backup names. */
function copyInto(client: pg.Client, columns: Map<string, string[]>): RowSink {
  return async (start, batches) => {
    if (!columns.has(start.table)) {
      throw new BackupRefusal(`备份中的表 ${start.table} 在它备份时的迁移里并不存在：备份文件与代码不符。`);
    }
    const names = start.columns.map(ident).join(', ');
    const sink = client.query(copyStreams.from(`COPY ${qualified(start.table)} (${names}) FROM STDIN`));
    try {
      await pipeline(Readable.from(batches), sink);
    } catch (error) {
      if (error instanceof BackupRefusal) throw error;
      throw new Error(`写入表 ${start.table} 时出错：${(error as Error).message}`, { cause: error });
    }
  };
}

/**
 * Restores the backup in `file` into the store at `config` (ADR 068). The file is read through once first, so a
 * cut or damaged one is refused before the store is touched; then everything happens in one transaction, so a
 * refused or failed restore leaves the store as it was:
 * 1. the store must be empty, unless `force` (then its schemas are dropped: the backup replaces everything);
 * 2. the code's migrations bring it to the migration the backup was taken at, so its tables are the backup's;
 * 3. the rows are loaded with the tables' own triggers off (the audit log's append-only guard, change notices,
 *    search queueing: the backup already holds what they would write) and foreign keys checked, parents first;
 * 4. sequences are set as they were, the triggers come back, and the rest of the code's migrations run on the
 *    loaded data.
 */
export async function restoreBackup(
  config: pg.ClientConfig,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new BackupRefusal(`找不到备份文件：${file}`);
  const migrations = codeMigrations();
  await checkBackup(file, migrations);
  const reader = new LineReader(file);
  let client: pg.Client | undefined;
  try {
    const { header, taken } = await readHeader(reader, migrations);
    client = await openSession(config);
    await client.query('BEGIN');
    const before = await storeContents(client);
    const replaced = before.tables > 0 || before.migration !== undefined;
    if (replaced && !force) {
      const at = before.migration ? `，已迁移到 ${before.migration.tag}` : '';
      throw new BackupRefusal(
        `目标数据库不是空的（其中已有 ${before.tables} 个表和序列${at}），没有恢复。` +
          '恢复会删除其中的全部数据，换成备份的内容；确定要这样做，请加 --force 再运行。',
      );
    }
    if (replaced) {
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
    }
    const db = dbOf(client);
    await migrateTo(db, taken.count, migrations);

    const tables = await tablesInLoadOrder(client);
    for (const table of tables) await client.query(`ALTER TABLE ${qualified(table)} DISABLE TRIGGER USER`);
    // Rows the migrations themselves wrote are in the backup too.
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.map(qualified).join(', ')}`);
    const { sequences, rows } = await readBody(reader, header, copyInto(client, await storedColumns(client)));
    for (const sequence of sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.name),
        sequence.value,
        sequence.called,
      ]);
    }
    for (const table of tables) await client.query(`ALTER TABLE ${qualified(table)} ENABLE TRIGGER USER`);

    await migrateTo(db, migrations.length, migrations);
    await client.query('COMMIT');
    return { header, tables: header.tables.length, rows, replaced, migratedTo: migrations.at(-1)! };
  } finally {
    await reader.close().catch(() => {});
    if (client) await closeSession(client);
  }
}
