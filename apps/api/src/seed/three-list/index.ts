import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menus, threeListConfigs, threeListFields, threeListItems, threeListTypes } from '../../schema';
import { searchTextOf } from '../../modules/three-list';
import { campusThreeList } from './campus';
import { govThreeList } from './gov';
import type { ThreeListSeed } from './types';
import { ownNames } from '../own-names';

/**
 * The demo units with three lists; the others have none (their config answers no types). The district has the
 * city's under its own name: the console's browser tests import lists there, never into another spec's unit.
 */
export const threeListSeeds: Record<number, ThreeListSeed> = {
  100001: campusThreeList,
  200001: govThreeList,
  200002: ownNames(govThreeList, {
    示范市政务服务中心: '示范新区政务服务中心',
    示范市政务服务网: '示范新区政务服务网',
  }),
};

/** The built-in menu entries of the three-list pages (desktop header, mobile home grid). */
export const THREE_LIST_LINKS = { pc: '/three-list', mobile: '/mobile/three-list' } as const;
const MENU_NAME = '三张清单';
const MENU_ICON = 'profile';

/**
 * Puts a built-in entry right after the one linking to `after` (at the end when there is none), moving the later
 * ones down; an entry already there is left alone. It takes the anchor's roles, so it is offered to the same users.
 */
async function placeMenu(tx: Db, fid: number, terminal: 'pc' | 'mobile', link: string, after: string, user: boolean) {
  const ofTerminal = and(eq(menus.fid, fid), eq(menus.terminal, terminal));
  const [existing] = await tx
    .select({ id: menus.pageNavigationId })
    .from(menus)
    .where(and(ofTerminal, eq(menus.link, link)));
  if (existing) return;
  const [anchor] = await tx
    .select()
    .from(menus)
    .where(and(ofTerminal, eq(menus.link, after)));
  const [last] = await tx
    .select({ sort: sql<number>`coalesce(max(${menus.sort}), 0)::int` })
    .from(menus)
    .where(ofTerminal);
  const sort = anchor ? anchor.sort + 1 : (last?.sort ?? 0) + 1;
  if (anchor) {
    await tx
      .update(menus)
      .set({ sort: sql`${menus.sort} + 1` })
      .where(and(ofTerminal, gt(menus.sort, anchor.sort)));
  }
  await tx.insert(menus).values({
    fid,
    terminal,
    name: MENU_NAME,
    link,
    icon: MENU_ICON,
    isDefault: 1,
    isLogin: user ? 1 : 0,
    isVisitor: user ? 0 : 1,
    isFrame: 0,
    roles: anchor?.roles ?? [],
    sort,
  });
}

/** Seeds a unit's three-list config, types, fields and rows, and its menu entries on both sites. */
export async function seedThreeList(tx: Db, fid: number, seed: ThreeListSeed) {
  await tx.insert(threeListConfigs).values({ fid, ...seed.config });
  for (const [index, list] of seed.lists.entries()) {
    const [type] = await tx
      .insert(threeListTypes)
      .values({ fid, name: list.name, description: list.description, sort: index + 1 })
      .returning({ id: threeListTypes.id });
    const typeId = type!.id;
    await tx.insert(threeListFields).values(
      list.fields.map(([fieldKey, name, width, headline = false], sort) => ({
        fid,
        typeId,
        fieldKey,
        name,
        width,
        headline,
        sort: sort + 1,
      })),
    );
    // Cells in field order, so the search text reads like the row.
    const keys = list.fields.map(([key]) => key);
    await tx.insert(threeListItems).values(
      list.rows.map((row, sort) => {
        const cells = Object.fromEntries(keys.map((key) => [key, row[key] ?? '']));
        return { fid, typeId, cells, searchText: searchTextOf(cells), sort: sort + 1 };
      }),
    );
  }
  const user = seed.menu.access === 'user';
  await placeMenu(tx, fid, 'pc', THREE_LIST_LINKS.pc, seed.menu.pc, user);
  await placeMenu(tx, fid, 'mobile', THREE_LIST_LINKS.mobile, seed.menu.mobile, user);
}

/** A unit seeded before the three lists existed gets them (and their menu entries) once. */
export async function seedThreeListIfEmpty(db: Db, fid: number) {
  const seed = threeListSeeds[fid];
  if (!seed) return;
  const [any] = await db
    .select({ fid: threeListConfigs.fid })
    .from(threeListConfigs)
    .where(eq(threeListConfigs.fid, fid));
  if (any) return;
  await db.transaction(async (tx) => seedThreeList(tx as unknown as Db, fid, seed));
}
