import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { homeModules } from '../schema';
import { campusHomeModules, govHomeModules, HOME_TEMPLATES, type HomeLayoutSeed } from './home-modules';

const rowsOf = (fid: number, template: number, layout: HomeLayoutSeed) =>
  layout.flatMap((module, index) => [
    { fid, template, sign: module.sign, name: module.name, sort: index + 1 },
    ...(module.children ?? []).map(([sign, name], childIndex) => ({
      fid,
      template,
      sign,
      name,
      parentSign: module.sign,
      sort: childIndex + 1,
    })),
  ]);

/** A unit's home layout, the same on every template. */
export async function seedHomeLayout(tx: Db, fid: number, layout: HomeLayoutSeed) {
  for (const template of HOME_TEMPLATES) await tx.insert(homeModules).values(rowsOf(fid, template, layout));
}

const signsOf = (layout: HomeLayoutSeed) =>
  layout
    .flatMap((module) => [module.sign, ...(module.children ?? []).map(([sign]) => `${module.sign}/${sign}`)])
    .sort()
    .join(',');

/**
 * Earlier seeds gave every unit the government layout on templates 2 and 3, so a university on template 3 (东岳理工学院)
 * showed 个人办事 / 法人办事. A template whose stored modules are still exactly the other kind's seeded layout is given
 * the unit's own; a layout an administrator changed is left alone.
 */
export async function upgradeHomeLayout(db: Db, fid: number, layout: HomeLayoutSeed) {
  const other = signsOf(layout === campusHomeModules ? govHomeModules : campusHomeModules);
  const rows = await db
    .select({ template: homeModules.template, sign: homeModules.sign, parentSign: homeModules.parentSign })
    .from(homeModules)
    .where(eq(homeModules.fid, fid));
  for (const template of HOME_TEMPLATES) {
    const stored = rows
      .filter((row) => row.template === template)
      .map((row) => (row.parentSign ? `${row.parentSign}/${row.sign}` : row.sign))
      .sort()
      .join(',');
    if (stored !== other) continue;
    await db.transaction(async (tx) => {
      await tx.delete(homeModules).where(and(eq(homeModules.fid, fid), eq(homeModules.template, template)));
      await tx.insert(homeModules).values(rowsOf(fid, template, layout));
    });
  }
}
