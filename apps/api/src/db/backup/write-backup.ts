import { once } from 'node:events';
import { closeSync, createWriteStream, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { codeMigrations, lastAppliedMigration } from '../migration-journal';
import { qualified, sequenceNames, storedColumns, tablesInLoadOrder } from './catalog';
import { BackupRefusal, END_OF_ROWS, MAGIC, ident, jsonLine, type BackupHeader, type SequenceState } from './format';
import { closeSession, dbOf, openSession } from './session';

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  migration: BackupHeader['migration'];
}

const NEWLINE = 0x0a;

function countLines(chunk: Buffer): number {
  let lines = 0;
  for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) lines += 1;
  return lines;
}

/** The store's last migration as the code names it; a store the code does not know cannot be restored by it. */
async function migrationOf(client: pg.Client): Promise<BackupHeader['migration']> {
  const when = await lastAppliedMigration(dbOf(client));
  if (when === null) throw new BackupRefusal('数据库中还没有任何数据（尚未执行迁移），没有可备份的内容。');
  const migrations = codeMigrations();
  const known = migrations.find((migration) => migration.when === when);
  if (known) return { count: known.count, tag: known.tag, when };
  const last = migrations.at(-1)!;
  throw new BackupRefusal(
    when > last.when
      ? `数据库已由更新版本的代码迁移过（当前代码只到迁移 ${last.tag}）：请用那个版本的代码备份。`
      : `数据库的迁移记录（${when}）与当前代码的迁移不符，无法确定它的表结构，没有备份。`,
  );
}

/**
 * Writes a consistent backup of the store at `config` to `file` (ADR 068): every table read with COPY inside one
 * REPEATABLE READ READ ONLY transaction, so the file is one moment of the store while the portal keeps serving.
 * The file is written beside its name and renamed only when complete and on disk: no half-written backup ever
 * carries the name.
 */
export async function writeBackup(config: pg.ClientConfig, file: string, store: string): Promise<BackupSummary> {
  if (!existsSync(path.dirname(file))) throw new BackupRefusal(`文件夹 ${path.dirname(file)} 不存在，没有备份。`);
  const client = await openSession(config);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => {}); // awaited below; a failure meanwhile also fails the next write
  const put = async (chunk: string | Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migration = await migrationOf(client);
    const tables = await tablesInLoadOrder(client);
    const columns = await storedColumns(client);
    // No migration of another process may change a table while it is read (the same lock pg_dump takes).
    if (tables.length > 0) await client.query(`LOCK TABLE ${tables.map(qualified).join(', ')} IN ACCESS SHARE MODE`);
    const version = await client.query<{ version: string }>('select version()');
    const header: BackupHeader = {
      format: 'yizhan-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      store,
      server: version.rows[0]!.version,
      migration,
      tables,
    };
    await put(`${MAGIC}\n`);
    await put(jsonLine({ header }));
    const rows: Record<string, number> = {};
    for (const table of tables) {
      const names = columns.get(table) ?? [];
      await put(jsonLine({ table, columns: names }));
      const copy = client.query(
        copyStreams.to(`COPY (SELECT ${names.map(ident).join(', ')} FROM ${qualified(table)}) TO STDOUT`),
      );
      let count = 0;
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        count += countLines(chunk);
        await put(chunk);
      }
      rows[table] = count;
      await put(`${END_OF_ROWS}\n`);
    }
    // Read after the rows: a sequence only grows, so a value read later is never below an id the rows hold.
    const sequences: SequenceState[] = [];
    for (const name of await sequenceNames(client)) {
      const state = await client.query<{ value: string; called: boolean }>(
        `select last_value::text as value, is_called as called from ${qualified(name)}`,
      );
      sequences.push({ name, ...state.rows[0]! });
    }
    await put(jsonLine({ sequences }));
    await put(jsonLine({ end: { rows } }));
    await client.query('COMMIT');
    gzip.end();
    await written;
    const fd = openSync(partial, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    return { file, bytes: statSync(file).size, tables: tables.length, rows: total, migration };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await closeSession(client);
  }
}
