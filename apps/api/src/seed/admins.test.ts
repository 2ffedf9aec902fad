import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminGrants, users } from '../schema';
import { useTestApp } from '../test/test-app';
import { seed } from './index';

const t = useTestApp();

describe('the console demo accounts of the seed', () => {
  it('are granted once: a role an administrator removed is not granted again by the next start', async () => {
    const db = t.database.db;
    const [editor] = await db.select({ uid: users.uid }).from(users).where(eq(users.username, 'editor100001'));
    expect(await db.select().from(adminGrants).where(eq(adminGrants.uid, editor!.uid))).toHaveLength(1);
    await db.delete(adminGrants).where(eq(adminGrants.uid, editor!.uid));
    await seed(db, { today: '2026-11-23' });
    expect(await db.select().from(adminGrants).where(eq(adminGrants.uid, editor!.uid))).toHaveLength(0);
  });
});
