import { and, asc, eq, inArray } from 'drizzle-orm';
import type { HomeBannerDraft, HomeLayout, HomeLayoutModule } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { banners, homeModules } from './site-config.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/** The unit's live banners as draft entries (the draft's keys are the live ids, until publishing renumbers them). */
export async function liveBannerDrafts(db: Reader, fid: number): Promise<HomeBannerDraft[]> {
  const rows = await db.select().from(banners).where(eq(banners.fid, fid)).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((row) => ({
    key: `b${row.id}`,
    title: row.title,
    image: row.image,
    mobileImage: row.mobileImage,
    link: row.link,
    enabled: true,
  }));
}

/** The stored templates a layout of the console writes: pctpl2 serves units on template 2 and 3 alike (spec §3). */
const storedTemplates = (template: number) => (template === 2 ? [2, 3] : [template]);

/** The unit's module layouts of these templates, every module with its switch; an unstored one copies `fallback`'s. */
export async function liveHomeLayouts(
  db: Reader,
  fid: number,
  templates: readonly number[],
  fallback: number,
): Promise<HomeLayout[]> {
  const rows = await db
    .select()
    .from(homeModules)
    .where(eq(homeModules.fid, fid))
    .orderBy(asc(homeModules.sort), asc(homeModules.id));
  const layoutOf = (template: number): HomeLayoutModule[] => {
    const own = rows.filter((row) => row.template === template);
    return own
      .filter((row) => !row.parentSign)
      .map((root) => ({
        sign: root.sign,
        name: root.name,
        enabled: root.enabled,
        children: own
          .filter((row) => row.parentSign === root.sign)
          .map((child) => ({ sign: child.sign, name: child.name, enabled: child.enabled })),
      }));
  };
  return templates.map((template) => {
    const own = layoutOf(template);
    return { template, modules: own.length > 0 ? own : layoutOf(fallback) } as HomeLayout;
  });
}

/**
 * Publishes banners and layouts (ADR 081): the enabled banners in the draft's order replace the live ones, and each
 * layout replaces its templates' modules. The tables announce the change to every instance (ADR 018).
 */
export async function writeBannersAndLayouts(
  tx: Tx,
  fid: number,
  content: { banners: HomeBannerDraft[]; layouts: HomeLayout[] },
) {
  await tx.delete(banners).where(eq(banners.fid, fid));
  const live = content.banners.filter((banner) => banner.enabled);
  if (live.length > 0) {
    await tx.insert(banners).values(
      live.map((banner, index) => ({
        fid,
        title: banner.title,
        image: banner.image,
        mobileImage: banner.mobileImage,
        link: banner.link,
        sort: index + 1,
      })),
    );
  }
  for (const layout of content.layouts) {
    const templates = storedTemplates(layout.template);
    await tx.delete(homeModules).where(and(eq(homeModules.fid, fid), inArray(homeModules.template, templates)));
    const rows = templates.flatMap((template) =>
      layout.modules.flatMap((module, index) => [
        { fid, template, sign: module.sign, name: module.name, sort: index + 1, enabled: module.enabled },
        ...module.children.map((child, childIndex) => ({
          fid,
          template,
          sign: child.sign,
          name: child.name,
          parentSign: module.sign,
          sort: childIndex + 1,
          enabled: child.enabled,
        })),
      ]),
    );
    if (rows.length > 0) await tx.insert(homeModules).values(rows);
  }
}
