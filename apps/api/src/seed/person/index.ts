import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, apps, personAssets, personDataItems, personDataTypes, personProfiles } from '../../schema';
import { appEntryPath } from '../../modules/service-hall';
import { hasDataTypes } from '../../modules/person';
import { CAMPUS_DATA_TYPES, GOV_DATA_TYPES, PEOPLE } from './people';

/** When the demo's figures were last reported: a fixed moment, so the pages and tests read the same every time. */
const REPORTED_AT = new Date('2026-11-20T08:30:00+08:00');

/**
 * Seeds a unit's person data types and its demo accounts' profiles, data items and assets (the campus accounts on
 * every campus unit, the resident on the city's). Item links are the unit's own service pages, found by name.
 */
export async function seedPerson(tx: Db, fid: number) {
  const accounts = await tx
    .select({ uid: users.uid, username: users.username })
    .from(users)
    .where(and(eq(users.fid, fid), inArray(users.username, Object.keys(PEOPLE))));
  if (accounts.length === 0) return;
  const typeSeeds = accounts.some((account) => account.username === 'citizen') ? GOV_DATA_TYPES : CAMPUS_DATA_TYPES;
  const types = await tx
    .insert(personDataTypes)
    .values(typeSeeds.map((type, index) => ({ fid, ...type, sort: index + 1 })))
    .returning({ id: personDataTypes.id, code: personDataTypes.code });
  const typeId = new Map(types.map((type) => [type.code, type.id]));
  const appRows = await tx
    .select({ id: apps.id, name: apps.name, attributeType: apps.attributeType })
    .from(apps)
    .where(eq(apps.fid, fid));
  // Where a figure leads: its service's guide, or straight into its business system.
  const linkOf = new Map(appRows.map((row) => [row.name, appEntryPath(row)]));

  for (const { uid, username } of accounts) {
    const person = PEOPLE[username]!;
    const { enrolledOn, ...profile } = person.profile;
    await tx.insert(personProfiles).values({ uid, fid, ...profile, enrolledOn: enrolledOn || null });
    await tx.insert(personDataItems).values(
      person.items.map((item, index) => {
        return {
          fid,
          uid,
          typeId: typeId.get(item.type)!,
          itemKey: item.key,
          name: item.name,
          value: item.value,
          unit: item.unit ?? '',
          link: (item.service && linkOf.get(item.service)) || '',
          sort: index + 1,
          selected: item.tile !== undefined,
          tileSort: item.tile ?? 0,
          sourceType: item.source,
          updatedAt: REPORTED_AT,
        };
      }),
    );
    if (person.assets.length > 0) {
      await tx.insert(personAssets).values(
        person.assets.map(({ no, status, ...asset }) => ({
          fid,
          uid,
          assetNo: no,
          status: status ?? '在用',
          ...asset,
        })),
      );
    }
  }
}

/** Gives a unit seeded before the personal center its person data, once. */
export async function seedPersonIfEmpty(db: Db, fid: number) {
  if (await hasDataTypes(db, fid)) return;
  await db.transaction(async (tx) => seedPerson(tx as unknown as Db, fid));
}
