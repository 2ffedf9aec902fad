import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { demoIdpOrigin, demoSystemBase, demoSystemPage, PLACEHOLDER_LINK } from './demo-idp';
import {
  apps,
  homeTools,
  quickNavigations,
  units,
  type PassportCookieSettings,
  type UnitRow,
  type WechatSettings,
} from '../schema';
import { buildApps } from './service-hall/build';
import type { Catalogue } from './service-hall/catalogue';
import { campusCatalogue } from './service-hall/campus-catalogue';
import { govCatalogue } from './service-hall/gov-catalogue';
import type { UnitSeed } from './unit-seed';
import { campusQuickNavigations } from './accounts';
import { campusHome, govHome, type HomeContentSeed } from './home';

export { demoIdpOrigin };

// The demo units' WeChat, passports and business systems: all the dev IdP (`npm run dev:idp`, ADR 042), so every
// sign-in and every 立即办理 of the demo works offline. DEMO_IDP_URL moves them.

/** 星海职业技术学院's WeChat official account at the dev IdP (its /wechat speaks WeChat's web authorisation). */
export const demoWechat = (): WechatSettings => ({
  appId: 'wx5f3c1e2d4b6a8c90',
  secret: 'yizhan-wechat-dev-secret',
  authorizeOrigin: `${demoIdpOrigin()}/wechat`,
  apiOrigin: `${demoIdpOrigin()}/wechat`,
  scope: 'snsapi_userinfo',
});

/** A unit's passport at the dev IdP: reached as passport.<fid>.localhost, it sets its cookie on <fid>.localhost. */
export const demoPassport = (fid: number): { passportLoginUrl: string; passportCookie: PassportCookieSettings } => ({
  passportLoginUrl: `${demoIdpOrigin(`passport.${fid}`)}/passport/login`,
  passportCookie: { cookieName: 'YZ_PASSPORT', validateUrl: `${demoIdpOrigin()}/passport/validate` },
});

/** The placeholder passport of stores seeded before the dev IdP had one. */
const OLD_PASSPORT_LOGIN = 'https://passport.demo-university.edu.cn/login';

/** A system's short code from its placeholder address (`https://jwxt.demo-university.edu.cn/` → jwxt). */
const systemCode = (url: string) => new URL(url).hostname.split('.')[0]!;

/**
 * Unit `fid`'s demo business system (demo-idp.ts): its base address and its pages. A demo unit seeded through these
 * functions has one.
 */
function demoSystem(fid: number) {
  const base = demoSystemBase(fid);
  if (!base) throw new Error(`单位 ${fid} 没有演示业务系统（demo-idp.ts DEMO_SYSTEMS）`);
  // The unit has a system, so it has its pages.
  const page = (terminal: 'pc' | 'm', code: string, name: string) => demoSystemPage(fid, terminal, code, name)!;
  return { base, page };
}

/**
 * A catalogue whose services and business systems lead to unit `fid`'s demo business system
 * (/business/<key>/pc|m/<code>?name=…).
 */
export function demoBusinessCatalogue(catalogue: Catalogue, fid: number): Catalogue {
  const { base, page } = demoSystem(fid);
  return {
    ...catalogue,
    pcBase: `${base}/pc/`,
    mobileBase: `${base}/m/`,
    nameInLinks: true,
    systems: catalogue.systems.map((system) => ({
      ...system,
      pcUrl: page('pc', systemCode(system.pcUrl), system.name),
      ...(system.mobileUrl ? { mobileUrl: page('m', systemCode(system.pcUrl), system.name) } : {}),
    })),
  };
}

/**
 * A placeholder address of a home tool or quick-navigation entry as a page of the demo business system under the
 * unit's key (`https://jwxt.demo-university.edu.cn/cjcx` → …/business/<key>/pc/jwxt-cjcx?name=成绩查询); other
 * addresses (portal paths, real sites) stay.
 */
export function demoBusinessLink(link: string, name: string, fid: number): string {
  if (!PLACEHOLDER_LINK.test(link)) return link;
  const url = new URL(link);
  const code = [url.hostname.split('.')[0]!, ...url.pathname.split('/').filter(Boolean)].join('-');
  return demoSystem(fid).page('pc', code, name);
}

/** Home content whose tools lead to the demo business system. */
export const demoHome = (home: HomeContentSeed, fid: number): HomeContentSeed => ({
  ...home,
  tools: home.tools.map((tool) => ({ ...tool, link: demoBusinessLink(tool.link, tool.name, fid) })),
});

/** Quick-navigation entries whose outside addresses lead to the demo business system. */
export const demoQuickNavigations = <T extends { name: string; link: string }>(items: T[], fid: number) =>
  items.map((item) => ({ ...item, link: demoBusinessLink(item.link, item.name, fid) }));

/** What the demo units' home tools and quick navigation were seeded with before ADR 042, by fid. */
const PLACEHOLDER_LINKS: Record<number, { name: string; link: string }[]> = {
  100001: [...campusHome.tools, ...campusQuickNavigations],
  200001: govHome.tools,
  331906: [...campusHome.tools, ...campusQuickNavigations],
  39374: [...campusHome.tools, ...campusQuickNavigations],
};

/** The catalogues the demo units were seeded with before ADR 042 (placeholder domains), by fid. */
const PLACEHOLDER_CATALOGUES: Record<number, Catalogue> = {
  100001: campusCatalogue,
  200001: govCatalogue,
  331906: campusCatalogue,
  39374: campusCatalogue,
};

/**
 * 示范新区 was first seeded with the government unit's business links, whose systems take a CAS ticket it cannot
 * give: they move to its own (`/business/gov/…` → `/business/district/…`), the home tools and the services alike.
 */
const MOVED_BUSINESS_KEYS: Record<number, { from: string; to: string }> = { 200002: { from: 'gov', to: 'district' } };

async function moveBusinessKey(db: Db, fid: number): Promise<void> {
  const move = MOVED_BUSINESS_KEYS[fid];
  if (!move) return;
  const from = `${demoIdpOrigin()}/business/${move.from}/`;
  const to = `${demoIdpOrigin()}/business/${move.to}/`;
  const moved = (column: AnyPgColumn) => sql`replace(${column}, ${from}, ${to})`;
  const pattern = `${from}%`;
  await db
    .update(apps)
    .set({ pcUrl: moved(apps.pcUrl) })
    .where(and(eq(apps.fid, fid), like(apps.pcUrl, pattern)));
  await db
    .update(apps)
    .set({ mobileUrl: moved(apps.mobileUrl) })
    .where(and(eq(apps.fid, fid), like(apps.mobileUrl, pattern)));
  await db
    .update(homeTools)
    .set({ link: moved(homeTools.link) })
    .where(and(eq(homeTools.fid, fid), like(homeTools.link, pattern)));
}

/**
 * A store seeded before the demo business system and the dev IdP's WeChat and passport existed: each service or
 * business system still at its placeholder address gets the address the seed now gives it (so 立即办理 leads
 * somewhere), and the unit's passport and WeChat settings are filled in where they were the placeholder or empty.
 * Anything an administrator changed is left alone; running it again changes nothing.
 */
export async function upgradeDemoSignIn(db: Db, seed: UnitSeed): Promise<void> {
  const fid = seed.unit.fid;
  await moveBusinessKey(db, fid);
  const before = PLACEHOLDER_CATALOGUES[fid];
  if (!before) return;
  const [unit] = await db.select().from(units).where(eq(units.fid, fid));
  if (!unit) return;
  const settings: Partial<Pick<UnitRow, 'passportLoginUrl' | 'passportCookie' | 'wechat'>> = {};
  const wanted = seed.unit;
  if (wanted.passportLoginUrl && unit.passportLoginUrl === OLD_PASSPORT_LOGIN) {
    settings.passportLoginUrl = wanted.passportLoginUrl;
  }
  if (wanted.passportCookie && !unit.passportCookie) settings.passportCookie = wanted.passportCookie;
  if (wanted.wechat && !unit.wechat) settings.wechat = wanted.wechat;
  if (Object.keys(settings).length > 0) await db.update(units).set(settings).where(eq(units.fid, fid));

  // Home tools and quick navigation still at a placeholder address: where the seed now points them.
  const links = new Map(
    [...seed.homeContent.tools, ...seed.quickNavigations].map((item) => [item.name, item.link] as const),
  );
  for (const old of PLACEHOLDER_LINKS[fid] ?? []) {
    const next = links.get(old.name);
    if (!next || next === old.link || !PLACEHOLDER_LINK.test(old.link)) continue;
    await db
      .update(homeTools)
      .set({ link: next })
      .where(and(eq(homeTools.fid, fid), eq(homeTools.link, old.link)));
    await db
      .update(quickNavigations)
      .set({ link: next })
      .where(and(eq(quickNavigations.fid, fid), eq(quickNavigations.link, old.link)));
  }

  const placeholder = or(like(apps.pcUrl, 'https://%.demo-%'), like(apps.mobileUrl, 'https://%.demo-%'));
  const stale = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.fid, fid), placeholder))
    .limit(1);
  if (stale.length === 0) return;
  const after = buildApps(seed.serviceCatalogue);
  const moves = new Map<string, string>();
  buildApps(before).forEach((built, index) => {
    const now = after[index]!.app;
    for (const [old, next] of [
      [built.app.pcUrl, now.pcUrl],
      [built.app.mobileUrl, now.mobileUrl],
    ]) {
      if (old && next && old !== next && /^https:\/\//.test(old)) moves.set(old, next);
    }
  });
  if (moves.size === 0) return;
  // One statement per column: every placeholder address of the unit to its new one.
  const pairs = sql.join(
    [...moves].map(([old, next]) => sql`(${old}, ${next})`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE apps SET pc_url = m.next FROM (VALUES ${pairs}) AS m(old, next) WHERE apps.fid = ${fid} AND apps.pc_url = m.old`,
  );
  await db.execute(
    sql`UPDATE apps SET mobile_url = m.next FROM (VALUES ${pairs}) AS m(old, next) WHERE apps.fid = ${fid} AND apps.mobile_url = m.old`,
  );
}

/** Home tools the portal now does itself, with the placeholder address each was first seeded with. */
const PORTAL_TOOLS = [
  { name: '办件进度查询', placeholder: 'https://zwfw.demo-city.gov.cn/progress', link: '/progress' },
  { name: '预约取号', placeholder: 'https://zwfw.demo-city.gov.cn/booking', link: '/appointments' },
];

/**
 * 办件进度查询 and 预约取号 first led to a demo domain that does not exist, then to a stand-in page of the demo
 * business system; a store still at either gets the portal's own page. A link an administrator changed is left alone.
 */
export async function upgradePortalTools(db: Db, fid: number): Promise<void> {
  for (const tool of PORTAL_TOOLS) {
    const old = [tool.placeholder, demoBusinessLink(tool.placeholder, tool.name, fid)];
    await db
      .update(homeTools)
      .set({ link: tool.link })
      .where(and(eq(homeTools.fid, fid), inArray(homeTools.link, old)));
  }
}
