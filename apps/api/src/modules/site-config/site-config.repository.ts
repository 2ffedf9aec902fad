import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  banners,
  bottomLinks,
  contentCategories,
  globalConfigs,
  homeModules,
  intelligence,
  media,
  themes,
} from './site-config.table';

/** Site-wide look and content settings of one unit. Every query is scoped to the unit's fid. */
export const siteConfigRepository = (db: Db) => ({
  globalConfig: (fid: number) => db.select().from(globalConfigs).where(eq(globalConfigs.fid, fid)).limit(1),
  themes: (fid: number) => db.select().from(themes).where(eq(themes.fid, fid)).orderBy(asc(themes.type)),
  bottomLinks: (fid: number) =>
    db.select().from(bottomLinks).where(eq(bottomLinks.fid, fid)).orderBy(asc(bottomLinks.sort), asc(bottomLinks.id)),
  media: (fid: number, style: number) =>
    db
      .select()
      .from(media)
      .where(and(eq(media.fid, fid), eq(media.style, style)))
      .orderBy(asc(media.sort), asc(media.id)),
  banners: (fid: number) =>
    db.select().from(banners).where(eq(banners.fid, fid)).orderBy(asc(banners.sort), asc(banners.id)),
  intelligence: async (fid: number) =>
    (await db.select().from(intelligence).where(eq(intelligence.fid, fid)).limit(1))[0] ?? null,
  /** A template's module rows; a template the unit never laid out (the phone's, until set) uses `fallback`'s. */
  homeModules: async (fid: number, template: number, fallback: number) => {
    const rowsOf = (which: number) =>
      db
        .select()
        .from(homeModules)
        .where(and(eq(homeModules.fid, fid), eq(homeModules.template, which)))
        .orderBy(asc(homeModules.sort), asc(homeModules.id));
    const rows = await rowsOf(template);
    return rows.length > 0 || template === fallback ? rows : rowsOf(fallback);
  },
  contentCategories: (fid: number) =>
    db
      .select()
      .from(contentCategories)
      .where(eq(contentCategories.fid, fid))
      .orderBy(asc(contentCategories.sort), asc(contentCategories.id)),
});
