import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { unitRef } from '../units';
import { users } from '../users';

/** Where a QR-code sign-in stands: asked by a desktop, opened on a phone, answered, and finally used by the desktop. */
export const QR_LOGIN_STATES = ['waiting', 'scanned', 'confirmed', 'refused', 'claimed'] as const;

/**
 * QR-code sign-ins (spec §7 qrcode/login, security.md A7, ADR 041), in the database so every instance sees the
 * phone's answer. Only a SHA-256 of the code in the picture is kept, and of the random value in the asking browser's
 * HttpOnly `yz_qr` cookie: the session goes to that browser alone. Rows expire in two minutes and are swept as new
 * codes are made.
 */
export const qrLogins = pgTable(
  'qr_logins',
  {
    /** base64url SHA-256 of the code the QR carries. */
    codeHash: text('code_hash').primaryKey(),
    fid: unitRef(),
    /** base64url SHA-256 of the asking browser's `yz_qr` cookie. */
    browserHash: text('browser_hash').notNull(),
    status: text('status', { enum: QR_LOGIN_STATES }).notNull().default('waiting'),
    /** Where and from what the request came: shown on the phone before anyone confirms (A7). */
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** Who confirmed it on the phone. */
    uid: integer('uid').references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The desktop's last status poll: polls closer together than the minimum interval are refused (R6). */
    polledAt: timestamp('polled_at', { withTimezone: true }),
  },
  (table) => [index('qr_logins_expires_at_idx').on(table.expiresAt)],
);

export type QrLoginRow = typeof qrLogins.$inferSelect;
