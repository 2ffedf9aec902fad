import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { unitRef } from '../units';

/**
 * A business system's key for pushing one unit's data (`/integration/v1/…`, ADR 039). Only the SHA-256 of the key
 * is kept: the key itself is shown once by the command-line tool that creates it. A revoked key stays for the
 * record and never authenticates again.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    /** The system that holds the key (教务系统, OA …), as the administrator named it. */
    name: text('name').notNull(),
    /** Hex SHA-256 of the key. A 256-bit random key needs no slow hash: there is nothing to guess. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, so an administrator can tell keys apart in a listing. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('integration_keys_hash_idx').on(table.keyHash),
    index('integration_keys_fid_idx').on(table.fid),
  ],
);

/**
 * A unit's app secret for `createToken` (the live hall's trusted-app sign-in): 16 characters, the AES-128 key, so it
 * is kept as it is. `version` goes into every token it vouched for; rotating the secret raises it and voids them.
 */
export const integrationAppSecrets = pgTable('integration_app_secrets', {
  fid: unitRef().primaryKey(),
  secret: text('secret').notNull(),
  version: integer('version').notNull().default(1),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When createToken last accepted a request signed with it (marked at most once a minute), for the console. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** Nonces `createToken` has accepted, kept until their request time could no longer pass (single use). */
export const integrationNonces = pgTable(
  'integration_nonces',
  {
    fid: unitRef(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fid, table.nonce] }),
    index('integration_nonces_expires_idx').on(table.expiresAt),
  ],
);

export type IntegrationKeyRow = typeof integrationKeys.$inferSelect;
