import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { unitRef } from '../units';
import { apps } from './service-hall.table';

/** PostgreSQL `bytea` as a Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Files a guide's materials offer (空白表格, 样表; ADR 082), checked by their bytes and kept in the database like
 * pictures, so every instance serves them and a backup holds them. `id` is the random name in the address; the
 * file's own name (made safe) is what a download is saved as.
 */
export const guideFiles = pgTable(
  'guide_files',
  {
    id: text('id').primaryKey(),
    fid: unitRef(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    uid: integer('uid'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guide_files_app_idx').on(table.appId)],
);
