import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { unitRef } from '../units';

/**
 * How a unit shows its three lists (三张清单, queryThreeListConfig); a unit without a row has none to show.
 * `visitorVisible` is the unit's setting that lets guests browse them; when false the lists need a signed-in user.
 */
export const threeListConfigs = pgTable('three_list_configs', {
  fid: unitRef().primaryKey(),
  title: text('title').notNull().default('三张清单'),
  description: text('description').notNull().default(''),
  visitorVisible: boolean('visitor_visible').notNull().default(true),
  pageSize: smallint('page_size').notNull().default(10),
});

/** The list types of a unit (责任清单, 权力清单, 公共服务清单 …) in their order. */
export const threeListTypes = pgTable(
  'three_list_types',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('three_list_types_fid_sort_idx').on(table.fid, table.sort, table.id)],
);

/**
 * The columns of a list type (queryResponsibilityListField): `fieldKey` names the item's cell, `width` is a hint in
 * characters for the desktop table (0: as wide as it needs), `headline` marks the cell a phone shows as the title.
 */
export const threeListFields = pgTable(
  'three_list_fields',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    typeId: integer('type_id')
      .notNull()
      .references(() => threeListTypes.id, { onDelete: 'cascade' }),
    fieldKey: text('field_key').notNull(),
    name: text('name').notNull(),
    width: smallint('width').notNull().default(0),
    headline: boolean('headline').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('three_list_fields_fid_type_sort_idx').on(table.fid, table.typeId, table.sort, table.id),
    uniqueIndex('three_list_fields_type_key_idx').on(table.typeId, table.fieldKey),
  ],
);

/**
 * One row of a list: its cells by field key. `searchText` is every cell's text, written with the cells; its
 * two-character pieces (`searchTerms`, the service hall's search_bigrams of migration 0008) narrow a keyword
 * search through a GIN index before ILIKE confirms it.
 */
export const threeListItems = pgTable(
  'three_list_items',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    typeId: integer('type_id')
      .notNull()
      .references(() => threeListTypes.id, { onDelete: 'cascade' }),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    searchText: text('search_text').notNull().default(''),
    searchTerms: text('search_terms')
      .array()
      .generatedAlwaysAs(sql`search_bigrams(search_text)`),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    // A list's page and its count read this index; the keyword narrows through the GIN one.
    index('three_list_items_fid_type_sort_idx').on(table.fid, table.typeId, table.sort, table.id),
    index('three_list_items_search_terms_idx').using('gin', table.searchTerms),
    index('three_list_items_type_idx').on(table.typeId),
  ],
);
