import { and, eq, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, personDataItems, personDataTypes } from '../../schema';
import type { Prng } from './prng';

const BATCH = 1000;
const REPORTED_AT = new Date('2026-11-20T08:30:00+08:00');

type ItemMaker = (random: Prng) => { key: string; type: string; name: string; value: string; unit: string };

const money = (random: Prng, max: number) => (random.below(max * 100) / 100).toFixed(2);

/** The four tiles of a generated person, by the unit's data type codes (the demo seed's types). */
const CAMPUS_ITEMS: ItemMaker[] = [
  (r) => ({ key: 'card-balance', type: 'card', name: '一卡通余额', value: money(r, 500), unit: '元' }),
  (r) => ({ key: 'library-loans', type: 'library', name: '在借图书', value: String(r.below(12)), unit: '本' }),
  (r) => ({ key: 'network-balance', type: 'network', name: '网费余额', value: money(r, 60), unit: '元' }),
  (r) => ({
    key: 'academic-credits',
    type: 'academic',
    name: '已修学分',
    value: (r.below(3000) / 20).toFixed(1),
    unit: '学分',
  }),
];
const CITIZEN_ITEMS: ItemMaker[] = [
  (r) => ({ key: 'social-months', type: 'social', name: '养老保险缴费', value: String(r.below(360)), unit: '个月' }),
  (r) => ({ key: 'fund-balance', type: 'fund', name: '公积金余额', value: money(r, 200_000), unit: '元' }),
  (r) => ({ key: 'medical-account', type: 'medical', name: '医保个人账户', value: money(r, 8000), unit: '元' }),
  (r) => ({ key: 'license-count', type: 'license', name: '电子证照', value: String(r.below(9)), unit: '张' }),
];

/**
 * Gives every account of a unit that has no person data yet four data tiles (一卡通余额, 在借图书 … or 社保, 公积金 …),
 * in batches; the unit's data types must be seeded. Deterministic for a given generator; idempotent (people with
 * data are skipped). Returns how many people got data.
 */
export async function seedLargePerson(db: Db, fid: number, random: Prng): Promise<number> {
  const types = await db.select().from(personDataTypes).where(eq(personDataTypes.fid, fid));
  const typeId = new Map(types.map((type) => [type.code, type.id]));
  const makers = typeId.has('card') ? CAMPUS_ITEMS : CITIZEN_ITEMS;
  if (!makers.every((make) => typeId.has(make(random).type))) return 0;
  const people = await db
    .select({ uid: users.uid })
    .from(users)
    .where(
      and(eq(users.fid, fid), notExists(db.select().from(personDataItems).where(eq(personDataItems.uid, users.uid)))),
    )
    .orderBy(users.uid);
  for (let start = 0; start < people.length; start += BATCH) {
    const rows = people.slice(start, start + BATCH).flatMap(({ uid }) =>
      makers.map((make, index) => {
        const item = make(random);
        return {
          fid,
          uid,
          typeId: typeId.get(item.type)!,
          itemKey: item.key,
          name: item.name,
          value: item.value,
          unit: item.unit,
          sort: index + 1,
          selected: true,
          tileSort: index + 1,
          sourceType: '数据中心',
          updatedAt: REPORTED_AT,
        };
      }),
    );
    await db.insert(personDataItems).values(rows).onConflictDoNothing();
  }
  return people.length;
}
