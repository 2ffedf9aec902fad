import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menus } from './navigation.table';

/** The menu entries of one unit and terminal, in display order. */
export const listMenus = (db: Db, fid: number, terminal: 'pc' | 'mobile') =>
  db
    .select()
    .from(menus)
    .where(and(eq(menus.fid, fid), eq(menus.terminal, terminal)))
    .orderBy(asc(menus.sort), asc(menus.pageNavigationId));
