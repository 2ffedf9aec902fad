import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '@yizhan/server-kit';
import { threeListConfigs, threeListFields, threeListItems, threeListTypes } from './three-list.table';

export type ThreeListFieldRow = typeof threeListFields.$inferSelect;

/** A unit's three-list config row, if it has one. */
export const findConfig = (db: Db, fid: number) =>
  db.select().from(threeListConfigs).where(eq(threeListConfigs.fid, fid));

/** A unit's list types in order, with how many rows each holds (three_list_types_fid_sort_idx). */
export const listTypes = (db: Db, fid: number) =>
  db
    .select({
      typeId: threeListTypes.id,
      name: threeListTypes.name,
      description: threeListTypes.description,
      // A count per type reads the items' (fid, type_id, …) index.
      total: sql<number>`(select count(*)::int from ${threeListItems} where ${and(
        eq(threeListItems.fid, fid),
        eq(threeListItems.typeId, threeListTypes.id),
      )})`,
    })
    .from(threeListTypes)
    .where(eq(threeListTypes.fid, fid))
    .orderBy(asc(threeListTypes.sort), asc(threeListTypes.id));

/** A unit's fields of every type, or of one, in order (three_list_fields_fid_type_sort_idx). */
export const listFields = (db: Pick<Db, 'select'>, fid: number, typeId: number | undefined) =>
  db
    .select()
    .from(threeListFields)
    .where(and(eq(threeListFields.fid, fid), typeId === undefined ? undefined : eq(threeListFields.typeId, typeId)))
    .orderBy(asc(threeListFields.typeId), asc(threeListFields.sort), asc(threeListFields.id));

/**
 * One page of a list type's rows in their order, and the total. A keyword is looked for in every cell the way the
 * service hall looks for one (migration 0008): its two-character pieces narrow the rows through the GIN index,
 * then ILIKE confirms (LIKE wildcards taken literally, R1).
 */
export async function pageItems(
  db: Db,
  fid: number,
  typeId: number,
  keyword: string | undefined,
  page: number,
  size: number,
) {
  const where = and(
    eq(threeListItems.fid, fid),
    eq(threeListItems.typeId, typeId),
    keyword ? sql`${threeListItems.searchTerms} @> search_bigrams(${keyword})` : undefined,
    keyword ? ilike(threeListItems.searchText, containsPattern(keyword)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: threeListItems.id,
        typeId: threeListItems.typeId,
        cells: threeListItems.cells,
        sort: threeListItems.sort,
      })
      .from(threeListItems)
      .where(where)
      .orderBy(asc(threeListItems.sort), asc(threeListItems.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(threeListItems).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The text a keyword is looked for in: every cell, in field order, one per line. */
export const searchTextOf = (cells: Record<string, string>) => Object.values(cells).join('\n');
