import { and, eq, inArray } from 'drizzle-orm';
import { ATTRIBUTE_TYPE } from '@yizhan/contracts';
import type { Db } from '../db/client';
import { appGuides, apps, serviceScenarios } from '../schema';
import { SCENARIO_SEEDS } from './scenario-guides';

/** The demo 情形引导 of a unit: every service of SCENARIO_SEEDS that its catalogue has, with a guide. */
export async function seedScenarios(db: Db, fid: number) {
  const found = await db
    .select({ appId: apps.id, name: apps.name })
    .from(apps)
    .innerJoin(appGuides, eq(appGuides.appId, apps.id))
    .where(
      and(
        eq(apps.fid, fid),
        eq(apps.attributeType, ATTRIBUTE_TYPE.service),
        inArray(apps.name, Object.keys(SCENARIO_SEEDS)),
      ),
    );
  if (found.length === 0) return;
  await db
    .insert(serviceScenarios)
    .values(found.map(({ appId, name }) => ({ fid, appId, questions: SCENARIO_SEEDS[name]! })))
    .onConflictDoNothing();
}

/** A unit seeded before 情形引导 existed gets the demo ones once. */
export async function seedScenariosIfEmpty(db: Db, fid: number) {
  const [any] = await db
    .select({ appId: serviceScenarios.appId })
    .from(serviceScenarios)
    .where(eq(serviceScenarios.fid, fid))
    .limit(1);
  if (!any) await seedScenarios(db, fid);
}
