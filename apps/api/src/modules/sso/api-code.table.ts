import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { unitRef, units } from '../units';

/**
 * A loginType 2 unit's trusted application (spec §1 API login, security.md A8, ADR 041): where the portal verifies
 * an API code server-to-server, and the credentials it presents there. Its login page is `units.login_path`, as a
 * CAS unit's is. No contract ever returns a row of it.
 */
export const apiLoginSettings = pgTable('api_login_settings', {
  fid: integer('fid')
    .primaryKey()
    .references(() => units.fid, { onDelete: 'cascade' }),
  /** The trusted app's verification endpoint (`https://app.example/api-code/verify`). */
  verifyUrl: text('verify_url').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
});

export type ApiLoginSettingsRow = typeof apiLoginSettings.$inferSelect;

/**
 * Every API code presented here, as a SHA-256 (D2): the primary key refuses a code a second time even when the
 * trusted app would verify it again (single use, A8). Older than the freshness window, a row can go.
 */
export const apiLoginCodes = pgTable(
  'api_login_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    fid: unitRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_login_codes_created_at_idx').on(table.createdAt)],
);
