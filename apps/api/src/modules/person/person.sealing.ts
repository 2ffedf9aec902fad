import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, ne, notLike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { StoreError } from '../../db/embedded/store-error';
import { fingerprintOf, isSealed, newSealKey, open, seal, SCHEME, type SealKey } from '../../lib/sealed-text';
import { personalDataKeys, personProfiles } from './person.table';
import { sealApplicantPhones } from '../applications';

// Personal data sealed at rest (ADR 048; GB/T 22239 §8.1.4.8, PIPL): a profile's phone, ID number and e-mail are
// stored sealed and opened only to be masked on their way out (security.md D3).

/** The profile fields that are sealed. */
const SEALED = ['phone', 'idNumber', 'email'] as const;

type ProfileRow = typeof personProfiles.$inferSelect;

/** The key file in the data folder, used when PERSONAL_DATA_KEY is not set. */
export const KEY_FILE = 'personal-data.key';

/**
 * The key of the personal data: PERSONAL_DATA_KEY (32 bytes, base64), else the key file in the data folder,
 * made on first start (readable by this user only). Every process on one database needs the same key.
 */
export function loadPersonalDataKey(env: { PERSONAL_DATA_KEY?: string; YIZHAN_DATA_DIR: string }): SealKey {
  if (env.PERSONAL_DATA_KEY) return keyOf(env.PERSONAL_DATA_KEY, 'PERSONAL_DATA_KEY');
  const file = path.join(path.resolve(env.YIZHAN_DATA_DIR), KEY_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  // 'wx': only a file that is not there yet is written; one already there (an earlier start, or a process starting
  // beside this one that wrote first) is read.
  try {
    const key = newSealKey();
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return keyOf(readFileSync(file, 'utf8').trim(), file);
}

function keyOf(base64: string, where: string): SealKey {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new StoreError(`个人信息密钥无效（${where}）：应为 32 字节的 base64 文本`);
  return key;
}

/**
 * Records the key's fingerprint in a database that has none, or checks it: a process with another key refuses to
 * start, in Chinese, instead of sealing values the other processes cannot open.
 */
export async function checkPersonalDataKey(db: Db, key: SealKey): Promise<void> {
  const fingerprint = fingerprintOf(key);
  await db.insert(personalDataKeys).values({ id: 1, fingerprint }).onConflictDoNothing();
  const [kept] = await db.select().from(personalDataKeys).where(eq(personalDataKeys.id, 1));
  if (kept?.fingerprint !== fingerprint)
    throw new StoreError(
      '个人信息密钥与这个数据库中已加密的数据不符：请为连接同一数据库的所有进程设置同一个 PERSONAL_DATA_KEY，' +
        `或使用最初生成的密钥文件 ${KEY_FILE}`,
    );
}

/** Seals the profile fields still stored as plain text (a seed, or data written before sealing began). */
export async function sealProfiles(db: Db, key: SealKey): Promise<number> {
  const plainIn = (column: (typeof personProfiles)[(typeof SEALED)[number]]) =>
    and(ne(column, ''), notLike(column, `${SCHEME}%`));
  const rows = await db
    .select()
    .from(personProfiles)
    .where(or(...SEALED.map((field) => plainIn(personProfiles[field]))));
  let sealed = 0;
  for (const row of rows) {
    // The statement found a plain field in each row; another of its fields may be sealed already.
    const plain = SEALED.filter((field) => row[field] !== '' && !isSealed(row[field]));
    const values = Object.fromEntries(plain.map((field) => [field, seal(key, row[field])]));
    await db.update(personProfiles).set(values).where(eq(personProfiles.uid, row.uid));
    sealed += 1;
  }
  return sealed;
}

/** A profile with its sealed fields opened (to be masked: person.service.ts). */
export function openProfile(key: SealKey, row: ProfileRow): ProfileRow {
  return { ...row, ...Object.fromEntries(SEALED.map((field) => [field, open(key, row[field])])) };
}

/** Takes `key` as the database's (checkPersonalDataKey) and seals what is still plain text with it. */
export async function adoptPersonalDataKey(db: Db, key: SealKey): Promise<void> {
  await checkPersonalDataKey(db, key);
  await sealProfiles(db, key);
  await sealApplicantPhones(db, key);
}

/**
 * What a server does before it serves (ADR 048): loads the key and adopts it. Its failures are StoreErrors: a
 * Chinese message that says what to do.
 */
export async function preparePersonalData(
  db: Db,
  env: { PERSONAL_DATA_KEY?: string; YIZHAN_DATA_DIR: string },
): Promise<SealKey> {
  const key = loadPersonalDataKey(env);
  await adoptPersonalDataKey(db, key);
  return key;
}
