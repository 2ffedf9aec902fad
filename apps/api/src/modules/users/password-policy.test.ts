import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword, checkPassword } from './passwords';
import { passwordProblem } from './password-policy';
import { changePassword } from '../auth/password-change';
import { users } from './users.table';
import { units } from '../units/units.table';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('password policy (A1)', () => {
  it('accepts 8 to 128 characters and refuses the rest', () => {
    expect(passwordProblem('1234567', { needsThreeClasses: false })).toBe('密码至少 8 位');
    expect(passwordProblem('12345678', { needsThreeClasses: false })).toBeNull();
    expect(passwordProblem('密'.repeat(128), { needsThreeClasses: false })).toBeNull();
    expect(passwordProblem('a'.repeat(129), { needsThreeClasses: false })).toBe('密码不能超过 128 位');
  });

  it('under 等保 mode needs three of the four character classes', () => {
    const strict = { needsThreeClasses: true };
    expect(passwordProblem('abcdefgh12', strict)).toMatch(/至少三类/);
    expect(passwordProblem('abcdefgh12!', strict)).toBeNull();
    expect(passwordProblem('Abcdefgh12', strict)).toBeNull();
  });

  it('hashes with Argon2id and never truncates: a difference at character 100 matters', async () => {
    const long = 'x'.repeat(99) + 'A' + 'y'.repeat(28);
    const hash = await hashPassword(long);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await checkPassword(hash, long)).toBe(true);
    expect(await checkPassword(hash, 'x'.repeat(99) + 'B' + 'y'.repeat(28))).toBe(false);
  });

  it('changePassword applies the unit policy before storing anything', async () => {
    const { db } = t.database;
    const [student] = await db.select().from(users).where(eq(users.username, '2023001')).limit(1);
    await db.update(units).set({ passwordNeedsThreeClasses: true }).where(eq(units.fid, student!.fid));
    await expect(changePassword(db, student!.uid, 'onlylowercase')).rejects.toThrow(/至少三类/);
    const [unchanged] = await db.select().from(users).where(eq(users.uid, student!.uid));
    expect(unchanged!.passwordHash).toBe(student!.passwordHash);
    await changePassword(db, student!.uid, 'Stronger#2026');
    const [changed] = await db.select().from(users).where(eq(users.uid, student!.uid));
    expect(await checkPassword(changed!.passwordHash, 'Stronger#2026')).toBe(true);
  });
});
