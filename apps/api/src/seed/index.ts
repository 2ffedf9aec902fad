import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  unitDomains,
  units,
  banners,
  bottomLinks,
  contentCategories,
  globalConfigs,
  intelligence,
  media,
  themes,
  menus,
  quickNavigations,
  users,
  apiLoginSettings,
} from '../schema';
import { hashPassword } from '../modules/users';
import { DEMO_PASSWORD } from './accounts';
import type { UnitSeed } from './unit-seed';
import { unitSeeds } from './unit-variants';
import { seedHomeLayout, upgradeHomeLayout } from './home-layout';
import { seedServiceHall, seedServiceHallIfEmpty } from './service-hall';
import { seedHomeContent, seedHomeContentIfEmpty } from './home';
import { newsSeeds, seedNews, seedNewsIfEmpty } from './news';
import { seedThreeList, seedThreeListIfEmpty, threeListSeeds } from './three-list';
import { seedApprovals, seedApprovalsIfEmpty } from './approvals';
import { seedInfoCenter, seedInfoCenterIfEmpty } from './info-center';
import { upgradeDemoSignIn, upgradePortalTools } from './demo-sign-in';
import { seedSsoServicesIfEmpty } from './sso-services';
import { seedPerson, seedPersonIfEmpty } from './person';
import { seedTaskCenter, seedTaskCenterIfEmpty } from './task-center';
import { seedApplications, seedApplicationsIfEmpty } from './applications';
import { seedBundles, seedBundlesIfEmpty } from './bundles';
import { seedRatings, seedRatingsIfEmpty } from './ratings';
import { seedAppointments, seedAppointmentsIfEmpty } from './appointments';
import { seedSchedule, seedScheduleIfEmpty } from './schedule';
import { seedScenarios, seedScenariosIfEmpty } from './scenarios';
import { shanghaiDay } from '@yizhan/contracts';
import { seedSearchSynonyms, seedSearchSynonymsIfEmpty } from './search-synonyms';
import { seedAdmins } from './admins';
import { seedAccountDepartments } from './account-departments';
import { syncOfficialCalendar } from '../modules/calendar';

const sorted = <T>(items: T[]) => items.map((item, index) => ({ ...item, sort: index + 1 }));

async function seedUnit(tx: Db, seed: UnitSeed, passwordHash: string, options: SeedOptions) {
  const fid = seed.unit.fid;
  // The demo units ask no second step of their console roles, so the demo works with the README's passwords alone
  // (a unit created in the console requires it, ADR 080).
  await tx.insert(units).values({ requireAdminSecondStep: false, ...seed.unit });
  await tx.insert(unitDomains).values(seed.domains.map((domain) => ({ domain, fid })));
  await tx.insert(globalConfigs).values({ fid, ...seed.globalConfig });
  await tx.insert(themes).values([
    { fid, type: 1, color: seed.color },
    { fid, type: 2, labelName: seed.labelName, labelLogo: seed.unit.logo ?? '' },
  ]);
  await tx.insert(bottomLinks).values(sorted(seed.links).map((link) => ({ fid, ...link })));
  const style = seed.unit.bottomMediaStyle ?? 1;
  await tx.insert(media).values(sorted(seed.media).map((item) => ({ fid, style, ...item })));
  await tx.insert(banners).values(sorted(seed.banners).map((banner) => ({ fid, ...banner })));
  if (seed.intelligence) await tx.insert(intelligence).values({ fid, ...seed.intelligence });
  if (seed.apiLogin) await tx.insert(apiLoginSettings).values({ fid, ...seed.apiLogin });
  if (options.recentTables) await seedSsoServicesIfEmpty(tx, seed);
  await tx.insert(contentCategories).values(sorted(seed.contentCategories).map((category) => ({ fid, ...category })));
  await seedHomeLayout(tx, fid, seed.homeModules);
  const roles = seed.menuRoles;
  await tx
    .insert(menus)
    .values([
      ...sorted(seed.pcMenus).map((menu) => ({ fid, terminal: 'pc' as const, roles, ...menu })),
      ...sorted(seed.mobileMenus).map((menu) => ({ fid, terminal: 'mobile' as const, roles, ...menu })),
    ]);
  await tx.insert(users).values(seed.accounts.map((account) => ({ fid, passwordHash, ...account })));
  await tx.insert(quickNavigations).values(sorted(seed.quickNavigations).map((item) => ({ fid, ...item })));
  await seedServiceHall(tx, fid, seed.serviceCatalogue);
  await seedAccountDepartments(tx, fid);
  if (options.recentTables) await seedSearchSynonyms(tx, fid, seed.searchSynonyms);
  await seedHomeContent(tx, fid, seed.homeContent);
  if (newsSeeds[fid]) await seedNews(tx, fid, newsSeeds[fid], seed.homeContent.content);
  if (threeListSeeds[fid]) await seedThreeList(tx, fid, threeListSeeds[fid]);
  await seedApprovals(tx, fid);
  // After the catalogue and the news: notices link to their pages.
  await seedInfoCenter(tx, fid);
  await seedPerson(tx, fid);
  await seedTaskCenter(tx, fid);
  if (options.recentTables) await seedApplications(tx, fid);
  if (options.recentTables) await seedBundles(tx, fid);
  if (options.recentTables) await seedRatings(tx, fid);
  if (options.recentTables) await seedAppointments(tx, fid, options.today);
  if (options.recentTables) await seedScenarios(tx, fid);
  await seedSchedule(tx, fid, options.today);
}

/** What a seed writes besides the demo units themselves. */
interface SeedOptions {
  /** The day the school year is built around (Asia/Shanghai). */
  today: string;
  /**
   * The tables of migrations 0037 on — search synonyms (ADR 052), registered business systems (ADR 053), console roles (ADR 069); false for a
   * store as it was before 0037 (the migration tests').
   */
  recentTables: boolean;
}

/**
 * Seeds the demo units that are not there yet; running it again changes nothing. Returns the fids added. The school
 * year is built around `today` (Asia/Shanghai); tests pin it so that their dates hold whenever they run.
 */
export async function seed(db: Db, given: Partial<SeedOptions> = {}): Promise<number[]> {
  const options: SeedOptions = { today: shanghaiDay(new Date()), recentTables: true, ...given };
  const { today } = options;
  const added: number[] = [];
  // Not demo data: the published holidays every store needs for its deadlines and bookings (ADR 086).
  if (options.recentTables) await syncOfficialCalendar(db);
  // One Argon2id hash for every demo account: they share the README's password, and hashing is deliberately slow.
  let passwordHash: Promise<string> | undefined;
  for (const unitSeed of unitSeeds) {
    const exists = await db.select({ fid: units.fid }).from(units).where(eq(units.fid, unitSeed.unit.fid));
    if (exists.length > 0) {
      // A unit seeded before the service hall, the home content, news, the three lists or approvals existed gets them once.
      await seedServiceHallIfEmpty(db, unitSeed.unit.fid, unitSeed.serviceCatalogue);
      if (options.recentTables) await seedSearchSynonymsIfEmpty(db, unitSeed.unit.fid, unitSeed.searchSynonyms);
      await seedHomeContentIfEmpty(db, unitSeed.unit.fid, unitSeed.homeContent);
      await seedNewsIfEmpty(db, unitSeed.unit.fid, unitSeed.homeContent.content);
      await seedThreeListIfEmpty(db, unitSeed.unit.fid);
      await seedApprovalsIfEmpty(db, unitSeed.unit.fid);
      await seedInfoCenterIfEmpty(db, unitSeed.unit.fid);
      await upgradeDemoSignIn(db, unitSeed);
      if (options.recentTables) await seedSsoServicesIfEmpty(db, unitSeed);
      await upgradeHomeLayout(db, unitSeed.unit.fid, unitSeed.homeModules);
      await seedPersonIfEmpty(db, unitSeed.unit.fid);
      await seedTaskCenterIfEmpty(db, unitSeed.unit.fid);
      if (options.recentTables) await seedApplicationsIfEmpty(db, unitSeed.unit.fid);
      if (options.recentTables) await seedBundlesIfEmpty(db, unitSeed.unit.fid);
      if (options.recentTables) await seedRatingsIfEmpty(db, unitSeed.unit.fid);
      if (options.recentTables) await seedAppointmentsIfEmpty(db, unitSeed.unit.fid, today);
      await upgradePortalTools(db, unitSeed.unit.fid);
      if (options.recentTables) await seedScenariosIfEmpty(db, unitSeed.unit.fid);
      await seedScheduleIfEmpty(db, unitSeed.unit.fid, today);
      continue;
    }
    const hash = await (passwordHash ??= hashPassword(DEMO_PASSWORD));
    await db.transaction(async (tx) => seedUnit(tx as unknown as Db, unitSeed, hash, options));
    added.push(unitSeed.unit.fid);
  }
  // The console's accounts (migration 0040), in new and existing stores alike.
  if (options.recentTables) {
    const fids = unitSeeds.map((unitSeed) => unitSeed.unit.fid);
    await seedAdmins(db, fids, () => (passwordHash ??= hashPassword(DEMO_PASSWORD)));
  }
  return added;
}
