import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps } from '../service-hall';
import { menus, quickNavigations, type MenuRow } from './navigation.table';

/**
 * The menu entries of one unit and terminal that the sites show, in display order: hidden entries are left out, and
 * an entry that opens a business system takes the system's current address and iframe rule (ADR 074).
 */
export async function listMenus(db: Db, fid: number, terminal: 'pc' | 'mobile'): Promise<MenuRow[]> {
  const rows = await db
    .select({ menu: menus, pcUrl: apps.pcUrl, mobileUrl: apps.mobileUrl, frameAllowed: apps.frameAllowed })
    .from(menus)
    .leftJoin(apps, eq(apps.id, menus.systemId))
    .where(and(eq(menus.fid, fid), eq(menus.terminal, terminal), eq(menus.hidden, false)))
    .orderBy(asc(menus.sort), asc(menus.pageNavigationId));
  return rows.map(({ menu, pcUrl, mobileUrl, frameAllowed }) => {
    if (menu.systemId === null || pcUrl === null) return menu;
    const link = (terminal === 'mobile' && mobileUrl) || pcUrl;
    return { ...menu, link, isDefault: 0, isFrame: frameAllowed ? 1 : 0 };
  });
}

/** The quick-navigation shortcuts of one unit, in display order. */
export const listQuickNavigations = (db: Db, fid: number) =>
  db
    .select()
    .from(quickNavigations)
    .where(eq(quickNavigations.fid, fid))
    .orderBy(asc(quickNavigations.sort), asc(quickNavigations.id));

/**
 * Publishes the console's quick navigation (ADR 081): these shortcuts, in this order, replace the unit's. The table
 * announces the change to every instance (ADR 018).
 */
export async function replaceQuickNavigations(
  tx: Pick<Db, 'delete' | 'insert'>,
  fid: number,
  rows: { name: string; link: string; icon: string }[],
) {
  await tx.delete(quickNavigations).where(eq(quickNavigations.fid, fid));
  if (rows.length > 0) {
    await tx.insert(quickNavigations).values(rows.map((row, index) => ({ fid, ...row, sort: index + 1 })));
  }
}
