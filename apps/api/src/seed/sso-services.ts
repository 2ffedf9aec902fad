import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ssoServices } from '../schema';
import { demoSystemBase } from './demo-idp';
import type { UnitSeed } from './unit-seed';

/**
 * A unit with built-in sign-in registers its demo business system with the portal's CAS server (ADR 053), so
 * 立即办理 reaches it signed in as the portal's user. Units signing in elsewhere (CAS, API code) register nothing:
 * their systems trust the same identity provider as their portal. Once per unit; an administrator's list is kept.
 */
export async function seedSsoServicesIfEmpty(db: Db, seed: UnitSeed) {
  const fid = seed.unit.fid;
  const base = demoSystemBase(fid);
  if ((seed.unit.loginType ?? 0) !== 0 || !base) return;
  const [any] = await db.select({ id: ssoServices.id }).from(ssoServices).where(eq(ssoServices.fid, fid)).limit(1);
  if (any) return;
  await db.insert(ssoServices).values({ fid, name: `${seed.unit.name}演示业务系统`, serviceUrl: `${base}/` });
}
