import { describe, expect, it } from 'vitest';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { authApi } from '@yizhan/contracts';
import { useTestApp } from '../../../test/test-app';
import { appGuides, apps } from '../../../modules/service-hall/service-hall.table';
import { DEMO_PASSWORD } from '../accounts';
import { campusCatalogue } from '../service-hall';
import { seedLarge } from './index';
import { prng } from './prng';
import { largeCatalogue, LARGE_SORT_BASE } from './services';
import { campusUsers } from './users';
import { COLLEGES } from './vocabulary';

const t = useTestApp();
// Small counts: the generator and its idempotence are the same at 300 as at the benchmark's 6,000.
const small = { servicesPerUnit: 300, usersPerUnit: 200 };

describe('seed:large generator', () => {
  it('is deterministic: the same seed gives the same services and accounts', () => {
    const names = (seed: number) =>
      largeCatalogue(campusCatalogue, COLLEGES, 50, prng(seed)).serviceTypes.flatMap((type) => type.items);
    expect(names(7)).toEqual(names(7));
    expect(names(7)).not.toEqual(names(8));
    expect(campusUsers(20, prng(3))).toEqual(campusUsers(20, prng(3)));
  });

  it('adds services with guides and accounts to two units, and nothing on a second run', async () => {
    const db = t.database.db;
    const first = await seedLarge(db, small);
    expect(first).toEqual([
      { fid: 100001, services: 300, users: 200 },
      { fid: 200001, services: 300, users: 200 },
    ]);
    expect(await seedLarge(db, small)).toEqual([
      { fid: 100001, services: 0, users: 0 },
      { fid: 200001, services: 0, users: 0 },
    ]);

    const generated = and(eq(apps.fid, 100001), gte(apps.sort, LARGE_SORT_BASE));
    const [services] = await db.select({ n: count() }).from(apps).where(generated);
    const [guides] = await db
      .select({ n: count() })
      .from(appGuides)
      .innerJoin(apps, eq(apps.id, appGuides.appId))
      .where(generated);
    const [distinct] = await db
      .select({ n: sql<number>`count(distinct ${apps.name})::int` })
      .from(apps)
      .where(generated);
    expect(services?.n).toBe(300);
    expect(guides?.n).toBe(300);
    expect(distinct?.n).toBe(300);
  });

  it('gives generated accounts the demo password', async () => {
    const [account] = campusUsers(1, prng(20260108 + 100001 + 1));
    const response = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      headers: { host: 'localhost' },
      payload: { username: account!.username, password: DEMO_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
