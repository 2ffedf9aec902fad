import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { locateBinaries } from '../embedded/binaries';
import { startEmbeddedPostgres, type EmbeddedServer } from '../embedded/embedded-postgres';
import { codeMigrations, migrateTo } from '../migration-journal';
import { newSealKey } from '../../lib/sealed-text';
import { adoptPersonalDataKey } from '../../modules/person/person.sealing';
import { seed } from '../../seed';
import { BackupRefusal } from './format';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

// Backups and restores (ADR 068) on a real PostgreSQL: the embedded server of the default store, one cluster with
// a database per case. The source is the demo seed, with sealed personal data and audit rows.

function unavailable(): string | undefined {
  try {
    locateBinaries();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
const skipReason = unavailable();
if (skipReason) console.warn(`backup tests skipped: ${skipReason}`);

const work = mkdtempSync(path.join(tmpdir(), 'yizhan-backup-'));
// A folder of its own: as root the server runs as nobody, who must be able to enter it (ADR 016).
const storeDir = mkdtempSync(path.join(tmpdir(), 'yizhan-backup-store-'));
const file = path.join(work, 'demo.yzb');
let server: EmbeddedServer;
const config = (database: string): pg.ClientConfig => ({ ...server.connection, database });
const urlOf = (database: string) =>
  `postgresql://${server.connection.user}@localhost:${server.connection.port}/${database}?host=${server.connection.host}`;

async function query<T extends pg.QueryResultRow>(database: string, text: string, values: unknown[] = []) {
  const client = new pg.Client(config(database));
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Each table of schema public with its row count and a checksum of its rows: equal means equal contents. */
async function contents(database: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    database,
    `select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by relname`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: number; sum: string }>(
      database,
      `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as sum
         from public."${name}" t`,
    );
    result[name] = `${row!.rows} ${row!.sum}`;
  }
  return result;
}

const createDatabase = (name: string) => query('postgres', `create database ${name}`);
const tableCount = async (database: string) =>
  (
    await query<{ n: number }>(
      database,
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
    )
  )[0]!.n;

/** The backup's lines, changed by `edit` and compressed again. */
function edited(edit: (lines: string[]) => void): string {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  edit(lines);
  const target = path.join(work, `edited-${Math.random().toString(36).slice(2)}.yzb`);
  writeFileSync(target, gzipSync(lines.join('\n')));
  return target;
}

let source: Record<string, string>;
/** The source's personal-data key: the restore command checks the key a store would start with against it. */
const personalDataKey = newSealKey();

describe.skipIf(skipReason)('db:backup and db:restore', () => {
  beforeAll(async () => {
    server = await startEmbeddedPostgres(storeDir);
    const database = await openDatabase({ url: urlOf('postgres') });
    try {
      await database.migrate();
      await seed(database.db, { today: '2026-11-23' });
      await adoptPersonalDataKey(database.db, personalDataKey);
    } finally {
      await database.close();
    }
    await query(
      'postgres',
      `insert into audit_log (fid, username, event, outcome) values (100001, '2023001', 'login', 'success'),
        (100001, '2023001', 'login', 'failure')`,
    );
    source = await contents('postgres');
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('restores every table row for row into an empty store, and sequences go on', async () => {
    const backup = await writeBackup(config('postgres'), file, 'embedded');
    expect(backup.migration.tag).toBe(codeMigrations().at(-1)!.tag);
    expect(backup.tables).toBe(Object.keys(source).length);
    // The demo fills most tables: a round trip of empty tables would prove little.
    expect(Object.values(source).filter((entry) => !entry.startsWith('0 ')).length).toBeGreaterThan(40);

    await createDatabase('restored');
    const restored = await restoreBackup(config('restored'), file);
    expect(restored.replaced).toBe(false);
    expect(restored.rows).toBe(backup.rows);
    expect(await contents('restored')).toEqual(source);

    // Every serial column's sequence is past its largest value, so new rows do not collide.
    const serials = await query<{ seq: string; tbl: string; col: string }>(
      'restored',
      `select s.relname as seq, t.relname as tbl, a.attname as col from pg_depend d
         join pg_class s on s.oid = d.objid and s.relkind = 'S'
         join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
         join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
        where d.deptype in ('a', 'i')`,
    );
    expect(serials.length).toBeGreaterThan(20);
    for (const { seq, tbl, col } of serials) {
      const [{ max }] = (await query<{ max: string | null }>(
        'restored',
        `select max("${col}")::text as max from "${tbl}"`,
      )) as [{ max: string | null }];
      const [{ next }] = (await query<{ next: string }>('restored', `select nextval('"${seq}"')::text as next`)) as [
        { next: string },
      ];
      expect(BigInt(next) > BigInt(max ?? 0), `${seq} after ${tbl}.${col}`).toBe(true);
    }
    await query('restored', `insert into banners (fid, title, image) values (100001, '恢复之后', '/x.png')`);

    // The migration journal is the code's, and the audit log is append-only again (its trigger was only paused).
    const journal = await query<{ n: number }>(
      'restored',
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(journal[0]!.n).toBe(codeMigrations().length);
    await expect(query('restored', `update audit_log set outcome = 'x'`)).rejects.toThrow(/只允许追加/);
  }, 60_000);

  it('refuses a store that is not empty without --force, and leaves it alone', async () => {
    const before = await contents('restored');
    const refused = restoreBackup(config('restored'), file);
    await expect(refused).rejects.toBeInstanceOf(BackupRefusal);
    await expect(refused).rejects.toThrow(/不是空的.*--force/);
    expect(await contents('restored')).toEqual(before);
  }, 60_000);

  it('with --force replaces what the store holds by the backup', async () => {
    await query('restored', `insert into units (fid, name) values (999999, '备份之后新建的单位')`);
    const restored = await restoreBackup(config('restored'), file, { force: true });
    expect(restored.replaced).toBe(true);
    expect(await contents('restored')).toEqual(source);
  }, 60_000);

  it('refuses a cut, damaged or foreign file with a clear message, changing nothing', async () => {
    await createDatabase('damaged');
    const bytes = readFileSync(file);
    const cut = path.join(work, 'cut.yzb');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(restoreBackup(config('damaged'), cut)).rejects.toThrow(/备份文件不完整.*截断/);

    const flipped = Buffer.from(bytes);
    for (let at = Math.floor(bytes.length / 2); at < bytes.length / 2 + 64; at += 1) flipped[at] = flipped[at]! ^ 0xff;
    const damaged = path.join(work, 'damaged.yzb');
    writeFileSync(damaged, flipped);
    await expect(restoreBackup(config('damaged'), damaged)).rejects.toThrow(/损坏|不完整/);

    const foreign = path.join(work, 'notes.txt');
    writeFileSync(foreign, '这不是备份\n');
    await expect(restoreBackup(config('damaged'), foreign)).rejects.toThrow(/不是一站的备份文件/);
    const plain = path.join(work, 'plain.yzb');
    writeFileSync(plain, gzipSync('pg_dump output\n'));
    await expect(restoreBackup(config('damaged'), plain)).rejects.toThrow(/不是一站的备份文件/);

    // A row lost inside a table: the trailer's count says so.
    const lost = edited((lines) =>
      lines.splice(lines.findIndex((line) => line.startsWith('{"table":"audit_log"')) + 1, 1),
    );
    await expect(restoreBackup(config('damaged'), lost)).rejects.toThrow(/行数与文件结尾的记录不符/);
    await expect(restoreBackup(config('damaged'), path.join(work, 'missing.yzb'))).rejects.toThrow(/找不到备份文件/);
    expect(await tableCount('damaged')).toBe(0);
  }, 60_000);

  it('restores a backup of an older version into this one, running the newer migrations on its rows', async () => {
    const migrations = codeMigrations();
    await createDatabase('older');
    const older = await openDatabase({ url: urlOf('older') });
    try {
      await migrateTo(older.db, migrations.length - 1, migrations);
    } finally {
      await older.close();
    }
    await query('older', `insert into units (fid, name) values (100001, '示范大学')`);
    await query('older', `insert into audit_log (fid, event, outcome) values (100001, 'login', 'success')`);
    const olderFile = path.join(work, 'older.yzb');
    const backup = await writeBackup(config('older'), olderFile, 'embedded');
    expect(backup.migration.tag).toBe(migrations.at(-2)!.tag);

    await createDatabase('upgraded');
    const restored = await restoreBackup(config('upgraded'), olderFile);
    expect(restored.migratedTo.tag).toBe(migrations.at(-1)!.tag);
    const journal = await query<{ n: number }>(
      'upgraded',
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(journal[0]!.n).toBe(migrations.length);
    expect(await query('upgraded', 'select fid, name from units')).toEqual([{ fid: 100001, name: '示范大学' }]);
    expect(await query('upgraded', 'select event from audit_log')).toEqual([{ event: 'login' }]);
  }, 60_000);

  it('refuses a backup taken by a newer version of the code', async () => {
    const newer = edited((lines) => {
      const header = JSON.parse(lines[1]!) as { header: { migration: { tag: string; when: number; count: number } } };
      header.header.migration = { tag: '9999_from_the_future', when: Date.UTC(2099, 0, 1), count: 9999 };
      lines[1] = JSON.stringify(header);
    });
    await expect(restoreBackup(config('damaged'), newer)).rejects.toThrow(
      /更新版本.*9999_from_the_future.*请先把代码升级/,
    );
    expect(await tableCount('damaged')).toBe(0);
  }, 60_000);

  it('the commands: a backup, a refusal with exit code 2, and the personal-data key after a restore', () => {
    const cli = path.resolve(import.meta.dirname, '../../ops/backup-cli.ts');
    const run = (database: string, ...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
        // A relative file is read from INIT_CWD (where npm was started); the key file is looked for in the data folder.
        env: { ...process.env, DATABASE_URL: urlOf(database), INIT_CWD: work, YIZHAN_DATA_DIR: work },
        encoding: 'utf8',
      });
    const backup = run('postgres', 'backup', 'by-command.yzb');
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`已备份到 .*by-command\\.yzb.*迁移 ${codeMigrations().at(-1)!.tag}`));
    expect(backup.stdout).toMatch(/备份不含个人数据密钥/);

    const refused = run('restored', 'restore', 'by-command.yzb');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/目标数据库不是空的.*--force/);

    const withoutKey = run('restored', 'restore', 'by-command.yzb', '--force');
    expect(withoutKey.status, withoutKey.stderr).toBe(0);
    expect(withoutKey.stdout).toMatch(/替换了原有数据/);
    expect(withoutKey.stdout).toMatch(/备份中不含密钥.*还不存在.*否则服务会拒绝启动/);

    writeFileSync(path.join(work, 'personal-data.key'), `${personalDataKey.toString('base64')}\n`);
    const withKey = run('restored', 'restore', 'by-command.yzb', '--force');
    expect(withKey.stdout).toMatch(/个人数据密钥.*与恢复的数据相符/);
  }, 120_000);
});
