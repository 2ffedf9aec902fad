import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menus, quickNavigations } from './navigation.table';

/** The menu entries of one unit and terminal, in display order. */
export const listMenus = (db: Db, fid: number, terminal: 'pc' | 'mobile') =>
  db
    .select()
    .from(menus)
    .where(and(eq(menus.fid, fid), eq(menus.terminal, terminal)))
    .orderBy(asc(menus.sort), asc(menus.pageNavigationId));

/** The quick-navigation shortcuts of one unit, in display order. */
export const listQuickNavigations = (db: Db, fid: number) =>
  db
    .select()
    .from(quickNavigations)
    .where(eq(quickNavigations.fid, fid))
    .orderBy(asc(quickNavigations.sort), asc(quickNavigations.id));
