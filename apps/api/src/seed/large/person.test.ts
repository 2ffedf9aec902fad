import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { personDataItems } from '../../modules/person/person.table';
import { users } from '../../modules/users/users.table';
import { hashPassword } from '../../modules/users/passwords';
import { DEMO_PASSWORD } from '../accounts';
import { prng } from './prng';
import { seedLargePerson } from './person';
import { campusUsers, citizenUsers, seedLargeUsers } from './users';

const t = useTestApp();

describe('seed:large person data', () => {
  it('gives every generated person four tiles of the unit’s types, once', async () => {
    const db = t.database.db;
    const hash = () => hashPassword(DEMO_PASSWORD);
    await seedLargeUsers(db, 100001, campusUsers(40, prng(1)), hash);
    await seedLargeUsers(db, 200001, citizenUsers(30, prng(2)), hash);
    // The demo accounts already have theirs; the others (40 generated, nomenu, and the five console accounts of
    // 100001 or the two of 200001) get four each.
    expect(await seedLargePerson(db, 100001, prng(3))).toBe(46);
    expect(await seedLargePerson(db, 200001, prng(4))).toBe(32);
    expect(await seedLargePerson(db, 100001, prng(3))).toBe(0);

    const generated = await db.select({ uid: users.uid }).from(users).where(eq(users.fid, 200001));
    const [row] = await db
      .select({ items: count() })
      .from(personDataItems)
      .where(
        and(
          eq(personDataItems.fid, 200001),
          inArray(
            personDataItems.uid,
            generated.map((user) => user.uid),
          ),
        ),
      );
    // The resident of the demo seed has five, the 30 generated and the two console accounts four each.
    expect(row?.items).toBe(5 + 30 * 4 + 2 * 4);
    const names = await db
      .selectDistinct({ name: personDataItems.name })
      .from(personDataItems)
      .where(eq(personDataItems.fid, 200001));
    expect(names.map((item) => item.name).sort()).toContain('公积金余额');
  });
});
