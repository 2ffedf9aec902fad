import type { Db } from '../../db/client';
import { hashPassword } from '../../modules/users';
import { DEMO_PASSWORD } from '../accounts';
import { campusCatalogue, govCatalogue } from '../service-hall';
import { prng } from './prng';
import { seedLargeNews } from './news';
import { seedLargeTasks } from './tasks';
import { seedLargeApplications } from './applications';
import { seedLargeRatings } from './ratings';
import { seedLargeTimetables } from './timetables';
import { seedLargeScheduleItems } from './schedule-items';
import { seedLargePerson } from './person';
import { largeCatalogue, seedLargeServices } from './services';
import { campusUsers, citizenUsers, seedLargeUsers } from './users';
import { COLLEGES, DISTRICTS } from './vocabulary';
import { rebuildSearchIndex } from '@yizhan/search';
import { wirePortalSearch } from '../../search-sources';

export interface LargeOptions {
  /** Generated services per unit (two units). */
  servicesPerUnit: number;
  /** Generated accounts per unit (two units). */
  usersPerUnit: number;
  /** Generated news articles per unit (two units). */
  newsPerUnit: number;
  /** Told how far the search index rebuild has come (records of a kind so far). */
  onProgress?: (kind: string, done: number) => void;
}

/** 6,000 services, 6,000 accounts and 50,000 news articles in each of two units: 100,000 articles in all. */
export const LARGE_DEFAULTS: LargeOptions = { servicesPerUnit: 6000, usersPerUnit: 6000, newsPerUnit: 50_000 };

const SEED = 20260108;
const streets = DISTRICTS.flatMap(([district, names]) => names.map((street) => `${district}${street}`));

/** The two units the large set fills: the demo university and the demo government service centre. */
const targets = [
  { fid: 100001, kind: 'campus' as const, catalogue: campusCatalogue, places: COLLEGES, accounts: campusUsers },
  { fid: 200001, kind: 'gov' as const, catalogue: govCatalogue, places: streets, accounts: citizenUsers },
];

/**
 * Adds the large benchmark data set to the demo units (which must be seeded already): services with full guides,
 * accounts that sign in with the demo password and news articles in the unit's categories. Deterministic (seeded PRNG) and idempotent: what is already
 * there is skipped, so a second run adds nothing. Returns what was added per unit.
 */
export async function seedLarge(db: Db, options: LargeOptions = LARGE_DEFAULTS) {
  // Hashing is deliberately slow: one Argon2id hash of the demo password serves every generated account.
  let passwordHash: Promise<string> | undefined;
  const added: {
    fid: number;
    services: number;
    users: number;
    news: number;
    tasks: number;
    messages: number;
    timetables: number;
    scheduleItems: number;
    people: number;
    applications: number;
    ratings: number;
  }[] = [];
  for (const target of targets) {
    // One generator per unit and purpose, so changing one count does not reshuffle the other data.
    const catalogue = largeCatalogue(target.catalogue, target.places, options.servicesPerUnit, prng(SEED + target.fid));
    const services = await seedLargeServices(db, target.fid, catalogue);
    const accounts = target.accounts(options.usersPerUnit, prng(SEED + target.fid + 1));
    const users = await seedLargeUsers(db, target.fid, accounts, () => (passwordHash ??= hashPassword(DEMO_PASSWORD)));
    const news = await seedLargeNews(db, target.fid, options.newsPerUnit, prng(SEED + target.fid + 2));
    // Every account of the unit gets its tasks and messages (the task list's benchmark reads them).
    const work = await seedLargeTasks(db, target.fid, prng(SEED + target.fid + 3));
    // Every generated account gets a term's timetable (the week's timetable benchmark reads them).
    const timetables = await seedLargeTimetables(db, target.fid, prng(SEED + target.fid + 4));
    // … and about one own schedule item a week over that term (the week's items benchmark reads them).
    const scheduleItems = await seedLargeScheduleItems(db, target.fid, prng(SEED + target.fid + 6));
    // Every account without person data gets four tiles (一卡通余额 … or 社保, 公积金 …, ADR 040).
    const people = await seedLargePerson(db, target.fid, prng(SEED + target.fid + 5));
    // … and 3 to 8 applications with their timelines (the application list's benchmark reads them).
    const applications = await seedLargeApplications(db, target.fid, target.kind, prng(SEED + target.fid + 7));
    // … and ratings of about seven in ten of the ended ones (the rating statistics' and 差评 list's benchmarks).
    const ratings = await seedLargeRatings(db, target.fid, prng(SEED + target.fid + 8));
    added.push({
      fid: target.fid,
      services,
      users,
      news,
      ...work,
      timetables,
      scheduleItems,
      people,
      applications,
      ratings,
    });
  }
  // Bulk inserts queue every new record for the search index: one rebuild analyses them in large batches (and
  // drops the queue), instead of the first searches draining it record by record.
  if (added.some((unit) => unit.services + unit.news > 0)) {
    // Run without a server too (the CLI): the search learns the portal's sources here.
    wirePortalSearch();
    await rebuildSearchIndex(db, { onProgress: options.onProgress });
  }
  return added;
}
