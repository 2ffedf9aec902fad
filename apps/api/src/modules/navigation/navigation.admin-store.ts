import { and, asc, eq, max } from 'drizzle-orm';
import { CODE, type AdminMenu, type MenuKind, type MenuSave, type MenuTerminal } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { versionOf } from '../../lib/versions';
import { apps } from '../service-hall';
import { menus, type MenuRow } from './navigation.table';

/** A transaction of the console's writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const BUSINESS_SYSTEM = 2;
const NO_SUCH_SYSTEM = '所选业务系统不存在，请重新选择';
export const NO_SUCH_MENU = '该菜单项不存在，可能已被删除';

/** What an entry opens, from its columns: the business system first, then built-in (route), frame or new tab. */
const kindOf = (row: MenuRow): MenuKind =>
  row.systemId !== null ? 'system' : row.isDefault === 1 ? 'route' : row.isFrame === 1 ? 'iframe' : 'outside';

/** A stored entry as the console edits it, with its version (a digest of what it shows: ADR 069). */
export function toAdminMenu(row: MenuRow, systemName: string | null): AdminMenu {
  const menu = {
    pageNavigationId: row.pageNavigationId,
    terminal: row.terminal,
    name: row.name,
    kind: kindOf(row),
    link: row.systemId !== null ? '' : row.link,
    systemId: row.systemId,
    systemName: systemName ?? '',
    icon: row.icon,
    guests: row.isVisitor === 1,
    needsLogin: row.isLogin === 1,
    userTypes: row.roles as AdminMenu['userTypes'],
    hidden: row.hidden,
  };
  return { ...menu, version: versionOf(menu) };
}

/** Every entry of a terminal, hidden ones too, in display order; locked for update inside a save. */
export async function readMenus(db: Db | Tx, fid: number, terminal: MenuTerminal, lock = false): Promise<AdminMenu[]> {
  const query = db
    .select({ menu: menus, systemName: apps.name })
    .from(menus)
    .leftJoin(apps, eq(apps.id, menus.systemId))
    .where(and(eq(menus.fid, fid), eq(menus.terminal, terminal)))
    .orderBy(asc(menus.sort), asc(menus.pageNavigationId));
  const rows = await (lock ? query.for('update', { of: menus }) : query);
  return rows.map(({ menu, systemName }) => toAdminMenu(menu, systemName));
}

/** The version of a terminal's order: a reorder started from another order is refused. */
export const orderVersion = (list: readonly AdminMenu[]) => versionOf(list.map((menu) => menu.pageNavigationId));

/** One entry of the unit, locked for the save that reads it. */
export async function lockMenu(tx: Tx, fid: number, id: number): Promise<AdminMenu> {
  const [row] = await tx
    .select({ menu: menus, systemName: apps.name })
    .from(menus)
    .leftJoin(apps, eq(apps.id, menus.systemId))
    .where(and(eq(menus.fid, fid), eq(menus.pageNavigationId, id)))
    .for('update', { of: menus });
  if (!row) throw new BusinessError(CODE.notFound, NO_SUCH_MENU, 404);
  return toAdminMenu(row.menu, row.systemName);
}

/** The unit's business systems an entry may open (the console's choice). */
export const systemChoices = (db: Db, fid: number) =>
  db
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.attributeType, BUSINESS_SYSTEM)))
    .orderBy(asc(apps.sort), asc(apps.id))
    .limit(500);

/** The columns an entry is stored in: its kind becomes built-in / frame / system, its audience the visitor flags. */
async function columnsOf(tx: Tx, fid: number, menu: MenuSave) {
  let link = menu.link;
  let isFrame = menu.kind === 'iframe' ? 1 : 0;
  if (menu.kind === 'system') {
    const [system] = await tx
      .select({ pcUrl: apps.pcUrl, mobileUrl: apps.mobileUrl, frameAllowed: apps.frameAllowed })
      .from(apps)
      .where(and(eq(apps.fid, fid), eq(apps.id, menu.systemId!), eq(apps.attributeType, BUSINESS_SYSTEM)));
    if (!system) throw new BusinessError(CODE.badRequest, NO_SUCH_SYSTEM, 400);
    // The address as it is now: the sites read the system's own (listMenus), this keeps the row meaningful alone.
    link = (menu.terminal === 'mobile' && system.mobileUrl) || system.pcUrl;
    isFrame = system.frameAllowed ? 1 : 0;
  }
  return {
    name: menu.name,
    link,
    icon: menu.icon,
    isDefault: menu.kind === 'route' ? 1 : 0,
    isFrame,
    isLogin: menu.needsLogin ? 1 : 0,
    isVisitor: menu.guests ? 1 : 0,
    roles: [...menu.userTypes],
    hidden: menu.hidden,
    systemId: menu.kind === 'system' ? menu.systemId : null,
  };
}

/** Adds an entry at the end of its terminal's menu. */
export async function insertMenu(tx: Tx, fid: number, menu: MenuSave): Promise<number> {
  const [last] = await tx
    .select({ sort: max(menus.sort) })
    .from(menus)
    .where(and(eq(menus.fid, fid), eq(menus.terminal, menu.terminal)));
  const [created] = await tx
    .insert(menus)
    .values({ fid, terminal: menu.terminal, sort: (last?.sort ?? 0) + 10, ...(await columnsOf(tx, fid, menu)) })
    .returning({ id: menus.pageNavigationId });
  return created!.id;
}

/** Rewrites an entry; its terminal stays the one it was created for. */
export async function updateMenu(tx: Tx, fid: number, id: number, menu: MenuSave) {
  await tx
    .update(menus)
    .set(await columnsOf(tx, fid, menu))
    .where(and(eq(menus.fid, fid), eq(menus.pageNavigationId, id)));
}

/** Removes an entry. */
export const deleteMenu = (tx: Tx, fid: number, id: number) =>
  tx.delete(menus).where(and(eq(menus.fid, fid), eq(menus.pageNavigationId, id)));

/**
 * The terminal's order with a group of its entries (a console tab: the TabBar, the grid) put in the order given, in
 * the places the group held; every entry is numbered anew so that the order is plain in the table.
 */
export async function reorderMenus(tx: Tx, fid: number, current: AdminMenu[], ids: number[]) {
  const known = new Set(current.map((menu) => menu.pageNavigationId));
  if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new BusinessError(CODE.badRequest, '顺序中的菜单项有误，请刷新后重试', 400);
  }
  const group = new Set(ids);
  const queue = [...ids];
  const order = current.map((menu) => (group.has(menu.pageNavigationId) ? queue.shift()! : menu.pageNavigationId));
  for (const [index, id] of order.entries()) {
    await tx
      .update(menus)
      .set({ sort: (index + 1) * 10 })
      .where(and(eq(menus.fid, fid), eq(menus.pageNavigationId, id)));
  }
}
