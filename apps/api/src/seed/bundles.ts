import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps, bundles, bundleServices, type MaterialLink } from '../schema';
import { homeImage } from './home/types';
import { iconPath } from './service-hall/catalogue';

/** A demo bundle (一件事): its services by name, in order, and materials the console would link as one. */
interface BundleSeed {
  title: string;
  summary: string;
  icon: string;
  services: string[];
  links?: MaterialLink[];
}

/** A campus's bundles: what a freshman and a graduate walk through. Each has materials two services share. */
const CAMPUS: BundleSeed[] = [
  {
    title: '新生入学一件事',
    summary: '入学资格复查、户口迁入、校园网开户、医保参保和生活用品领取，一次准备材料，按步骤办完。',
    icon: iconPath('xuesheng'),
    services: ['新生入学资格复查', '学生集体户口迁入', '校园网开户', '大学生医保参保', '新生床上用品领取'],
  },
  {
    title: '毕业离校一件事',
    summary: '清书、退宿、户口迁出、去向登记和离校手续一网办理，共用材料只交一次。',
    icon: iconPath('jiuye'),
    services: ['图书馆离校清书证明', '学生公寓退宿申请', '学生集体户口迁出', '毕业去向登记', '毕业生离校手续办理'],
    // A copy of the campus card is what the card itself already proves.
    links: [{ material: '校园卡复印件', sameAs: '校园卡或居民身份证' }],
  },
];

/** A government unit's bundles, the themes its home page shows as 一件事 cards. */
const GOV: BundleSeed[] = [
  {
    title: '开办餐饮店一件事',
    summary: '个体工商户登记、小餐饮经营许可、公共场所卫生许可和发票领用一表申请，并联审批。',
    icon: homeImage('car-restaurant'),
    services: ['个体工商户登记', '小餐饮经营许可', '公共场所卫生许可', '发票领用'],
  },
  {
    title: '新生儿出生一件事',
    summary: '出生医学证明、出生登记、医保参保、社保卡申领和生育津贴一次申请，不用再跑多个部门。',
    icon: homeImage('car-birth'),
    services: ['出生医学证明办理', '出生登记', '城乡居民医保参保登记', '社会保障卡申领', '生育津贴申领'],
  },
  {
    title: '企业开办一件事',
    summary: '名称申报、设立登记、公章刻制、新办纳税人套餐和单位参保一网通办，最快 1 个工作日办结。',
    icon: homeImage('car-business'),
    services: ['企业名称自主申报', '企业设立登记', '公章刻制备案', '新办纳税人套餐式服务', '单位参保登记'],
  },
  {
    title: '婚育一件事',
    summary: '结婚登记、生育登记和孕产妇保健手册建档联动办理。',
    icon: homeImage('car-marriage'),
    services: ['内地居民结婚登记', '生育登记', '孕产妇保健手册建档'],
    // 「生育登记相关证明」 is the marriage certificate the first step issues.
    links: [{ material: '生育登记相关证明', sameAs: '相关证明材料' }],
  },
];

const SEEDS: Readonly<Record<number, BundleSeed[]>> = { 100001: CAMPUS, 200001: GOV, 200002: GOV };

/** Seeds a unit's demo bundles from its services (after the service hall); a service it lacks is left out. */
export async function seedBundles(tx: Db, fid: number) {
  const seeds = SEEDS[fid];
  if (!seeds) return;
  const names = [...new Set(seeds.flatMap((seed) => seed.services))];
  const rows = await tx
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.attributeType, 1), inArray(apps.name, names)));
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  for (const [index, seed] of seeds.entries()) {
    const appIds = seed.services.flatMap((name) => (idOf.has(name) ? [idOf.get(name)!] : []));
    const [bundle] = await tx
      .insert(bundles)
      .values({
        fid,
        title: seed.title,
        summary: seed.summary,
        icon: seed.icon,
        materialLinks: seed.links ?? [],
        sort: index + 1,
      })
      .returning({ id: bundles.id });
    if (appIds.length === 0) continue;
    await tx
      .insert(bundleServices)
      .values(appIds.map((appId, position) => ({ bundleId: bundle!.id, appId, sort: position + 1 })));
  }
}

/** A unit seeded before bundles existed gets its demo bundles once. */
export async function seedBundlesIfEmpty(db: Db, fid: number) {
  const [any] = await db.select({ id: bundles.id }).from(bundles).where(eq(bundles.fid, fid)).limit(1);
  if (any) return;
  await db.transaction(async (tx) => seedBundles(tx as unknown as Db, fid));
}
