import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../env';
import { BackupRefusal } from '../db/backup/format';
import { restoreBackup } from '../db/backup/restore-backup';
import { openForBackup, openForRestore, type StoreConnection } from '../db/backup/store-connection';
import { closeSession, openSession } from '../db/backup/session';
import { writeBackup } from '../db/backup/write-backup';
import { StoreError } from '../db/embedded/store-error';
import { fingerprintOf } from '../lib/sealed-text';
import { KEY_FILE } from '../modules/person';
import { workspaceRoot } from './workspace-root';

// `npm run db:backup -- FILE` and `npm run db:restore -- FILE [--force]` (ADR 068). Exit codes: 0 done, 2 refused
// with nothing changed (a store that is not empty, a backup that is newer, damaged or not a backup), 1 failed.

const USAGE = '用法：npm run db:backup -- 文件名    npm run db:restore -- 文件名 [--force]';
const [command, ...args] = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((arg) => arg !== '--force');
if ((command !== 'backup' && command !== 'restore') || named.length !== 1 || (force && command === 'backup')) {
  console.error(named.length === 0 ? `请给出备份文件名。\n${USAGE}` : USAGE);
  process.exit(2);
}

const env = loadEnv();
// A relative file is where the person typing the command is; the store's folder is resolved as `npm start` does.
const file = path.resolve(env.INIT_CWD ?? process.cwd(), named[0]!);
process.chdir(workspaceRoot());

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const count = (value: number) => value.toLocaleString('en-US');

/** Where this store's personal-data key is: a backup never holds it (ADR 048). */
const keyPlace = () =>
  env.PERSONAL_DATA_KEY
    ? '环境变量 PERSONAL_DATA_KEY'
    : `密钥文件 ${path.join(path.resolve(env.YIZHAN_DATA_DIR), KEY_FILE)}`;

/** After a restore: whether the key this store would start with opens the restored personal data. */
async function keyAdvice(connection: StoreConnection): Promise<string> {
  const file = path.join(path.resolve(env.YIZHAN_DATA_DIR), KEY_FILE);
  const base64 = env.PERSONAL_DATA_KEY ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);
  const client = await openSession(connection.config);
  try {
    const kept = await client.query<{ fingerprint: string }>('select fingerprint from personal_data_keys where id = 1');
    const expected = kept.rows[0]?.fingerprint;
    if (expected === undefined) return '备份中没有加密的个人数据，无需个人数据密钥。';
    if (base64 !== undefined && fingerprintOf(Buffer.from(base64, 'base64')) === expected) {
      return `个人数据密钥（${keyPlace()}）与恢复的数据相符。`;
    }
    return (
      `⚠ 手机号、身份证号和邮箱用个人数据密钥加密，备份中不含密钥；这个数据库将使用的${keyPlace()}` +
      `${base64 ? '与恢复的数据不符' : '还不存在'}。启动前请把备份来源的密钥放回（复制原来的 ${KEY_FILE}，` +
      '或设置同一个 PERSONAL_DATA_KEY），否则服务会拒绝启动；密钥丢失时这三项数据无法找回。'
    );
  } finally {
    await closeSession(client);
  }
}

async function backup(): Promise<void> {
  const connection = await openForBackup(env);
  try {
    if (connection.shared) console.log('数据库正由运行中的一站使用：在它运行的同时备份（一致的快照，不影响服务）。');
    const done = await writeBackup(connection.config, file, connection.store);
    console.log(
      `已备份到 ${done.file}（${megabytes(done.bytes)}，${done.tables} 张表，${count(done.rows)} 行，` +
        `迁移 ${done.migration.tag}）。`,
    );
    console.log(`备份不含个人数据密钥（${keyPlace()}）：请把它另外妥善保存，恢复时需要它。`);
  } finally {
    await connection.close();
  }
}

async function restore(): Promise<void> {
  const connection = await openForRestore(env);
  try {
    const done = await restoreBackup(connection.config, file, { force });
    const taken = done.header.migration;
    const upgraded = taken.when === done.migratedTo.when ? '' : `，并已升级到迁移 ${done.migratedTo.tag}`;
    console.log(
      `已从 ${file} 恢复${done.replaced ? '（替换了原有数据）' : ''}：${done.tables} 张表，${count(done.rows)} 行；` +
        `备份于 ${done.header.createdAt}，迁移 ${taken.tag}${upgraded}。`,
    );
    console.log(await keyAdvice(connection));
  } finally {
    await connection.close();
  }
}

try {
  await (command === 'backup' ? backup() : restore());
} catch (error) {
  if (error instanceof BackupRefusal) {
    console.error(`✖ ${error.message}`);
    process.exit(2);
  }
  const what = command === 'backup' ? '备份失败' : '恢复失败，数据库没有改动';
  console.error(error instanceof StoreError ? `✖ ${error.message}` : `✖ ${what}：${(error as Error).message}`);
  process.exit(1);
}
