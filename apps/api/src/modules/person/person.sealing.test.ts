import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isSealed, newSealKey, open } from '../../lib/sealed-text';
import { TEST_PERSONAL_DATA_KEY, useTestApp } from '../../test/test-app';
import { checkPersonalDataKey, KEY_FILE, loadPersonalDataKey, sealProfiles } from './person.sealing';
import { personProfiles } from './person.table';

const t = useTestApp();

describe('D3, ADR 048: personal data sealed at rest', () => {
  it('stores phone, ID number and e-mail sealed: the database holds none of them in plain text', async () => {
    const rows = await t.database.db.select().from(personProfiles);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const value of [row.phone, row.idNumber, row.email].filter(Boolean)) {
        expect(isSealed(value), value).toBe(true);
        expect(value).not.toMatch(/\d{6}|@/);
      }
    }
    // And the key opens them: the seed's numbers, as the masked answers show them (person.test.ts).
    expect(rows.some((row) => /^1\d{10}$/.test(open(TEST_PERSONAL_DATA_KEY, row.phone)))).toBe(true);
  });

  it('seals a value written in plain text (before sealing began, or by hand) at the next start, once', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(personProfiles).limit(1);
    await db.update(personProfiles).set({ phone: '13900001111' }).where(eq(personProfiles.uid, row!.uid));
    expect(await sealProfiles(db, TEST_PERSONAL_DATA_KEY)).toBe(1);
    expect(await sealProfiles(db, TEST_PERSONAL_DATA_KEY)).toBe(0);
    const [after] = await db.select().from(personProfiles).where(eq(personProfiles.uid, row!.uid));
    expect(isSealed(after!.phone)).toBe(true);
    expect(open(TEST_PERSONAL_DATA_KEY, after!.phone)).toBe('13900001111');
    expect(after!.idNumber).toBe(row!.idNumber);
  });

  it('refuses to start with a key other than the one that sealed this database, saying what to do', async () => {
    await expect(checkPersonalDataKey(t.database.db, TEST_PERSONAL_DATA_KEY)).resolves.toBeUndefined();
    await expect(checkPersonalDataKey(t.database.db, newSealKey())).rejects.toThrow(
      /个人信息密钥与这个数据库中已加密的数据不符.*PERSONAL_DATA_KEY/,
    );
  });

  it('takes the key from PERSONAL_DATA_KEY, else from a key file it makes once, readable by its owner only', () => {
    const given = newSealKey();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'yizhan-key-'));
    expect(loadPersonalDataKey({ PERSONAL_DATA_KEY: given.toString('base64'), YIZHAN_DATA_DIR: dataDir })).toEqual(
      given,
    );
    const made = loadPersonalDataKey({ YIZHAN_DATA_DIR: dataDir });
    const file = path.join(dataDir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(made);
    expect(loadPersonalDataKey({ YIZHAN_DATA_DIR: dataDir })).toEqual(made);
    expect(() => loadPersonalDataKey({ PERSONAL_DATA_KEY: 'c2hvcnQ=', YIZHAN_DATA_DIR: dataDir })).toThrow(
      /个人信息密钥无效（PERSONAL_DATA_KEY）/,
    );
  });
});
