import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions } from '../auth/auth.table';
import { unitRef } from '../../db/references';

/**
 * The business systems a unit with built-in sign-in (loginType 0) lets sign people in through the portal — what a
 * CAS server calls its service registry (ADR 053). A CAS `service` is accepted only when it begins with one of its
 * unit's `serviceUrl` prefixes (scheme, host, port and path, compared as written): never "any URL".
 */
export const ssoServices = pgTable(
  'sso_services',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    /** The address every service URL of this system begins with, e.g. `https://ehall.example.edu.cn/app/`. */
    serviceUrl: text('service_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sso_services_fid_url_idx').on(table.fid, table.serviceUrl)],
);

/**
 * Service tickets the portal issued as a CAS server, with the portal session they came from. A ticket is good for
 * one validation within ten seconds (`usedAt` is set by the validation that spends it, right or wrong). The row
 * stays with its session afterwards: single logout names the spent ticket (SessionIndex) to the service it was
 * issued for when the session ends — a spent ticket opens nothing, so keeping it is no credential kept (D2).
 */
export const idpServiceTickets = pgTable(
  'idp_service_tickets',
  {
    ticket: text('ticket').primaryKey(),
    fid: unitRef(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    uid: integer('uid').notNull(),
    service: text('service').notNull(),
    /** The first ticket of a portal sign-in (CAS `isFromNewLogin`). */
    fromNewLogin: boolean('from_new_login').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idp_service_tickets_session_idx').on(table.sessionId)],
);

export type SsoServiceRow = typeof ssoServices.$inferSelect;
export type IdpServiceTicketRow = typeof idpServiceTickets.$inferSelect;
