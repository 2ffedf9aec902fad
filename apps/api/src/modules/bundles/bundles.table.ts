import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { apps } from '../service-hall';
import { unitRef } from '../units';

/**
 * Two materials a console declared the same (一件事: 「户口簿」 and 「居民户口簿」): `material` is asked as
 * `sameAs`. Names as the guides spell them; the merge compares them normalised.
 */
export interface MaterialLink {
  material: string;
  sameAs: string;
}

/**
 * A unit's bundles (一件事, issue 38 §3): several services walked through in order with one merged material list and
 * one progress view. The same for every viewer of a user type: cached, and announced on change (ADR 018, ADR 089).
 */
export const bundles = pgTable(
  'bundles',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** An icon name, a site path of a picture or an http(s) picture address (as a business system's icon). */
    icon: text('icon').notNull().default(''),
    materialLinks: jsonb('material_links').$type<MaterialLink[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bundles_fid_sort_idx').on(table.fid, table.sort, table.id)],
);

/** The services of a bundle, in the order they are handled. A service removed from the hall leaves its bundles. */
export const bundleServices = pgTable(
  'bundle_services',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bundleId, table.appId] }),
    index('bundle_services_bundle_sort_idx').on(table.bundleId, table.sort),
    index('bundle_services_app_idx').on(table.appId),
  ],
);

export type BundleRow = typeof bundles.$inferSelect;
