import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sessions } from '../auth';
import { unitRef } from '../units';

/**
 * The business systems a unit with built-in sign-in (loginType 0) lets sign people in through the portal — what a
 * CAS server calls its service registry and an OpenID provider its clients (ADR 053). A CAS `service` is accepted
 * only when it begins with one of its unit's `serviceUrl` prefixes (scheme, host, port and path, compared as
 * written); an OpenID Connect client only with its own id and secret, to one of its exact redirect URIs. Never
 * "any URL". The secret is the client's shared secret (client_secret_basic); no contract answers it.
 */
export const ssoServices = pgTable(
  'sso_services',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    /** The address every service URL of this system begins with, e.g. `https://ehall.example.edu.cn/app/`. */
    serviceUrl: text('service_url').notNull(),
    /** Its OpenID Connect client id; null for a CAS-only system. */
    clientId: text('client_id'),
    clientSecret: text('client_secret'),
    redirectUris: text('redirect_uris').array().notNull().default([]),
    /** Where OpenID Connect back-channel logout tells it that the person signed out of the portal. */
    backchannelLogoutUri: text('backchannel_logout_uri'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sso_services_fid_url_idx').on(table.fid, table.serviceUrl),
    uniqueIndex('sso_services_client_id_idx').on(table.clientId),
  ],
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

/**
 * What the portal's OpenID provider keeps between requests (oidc-provider's adapter models: sessions, interactions,
 * authorization codes, grants, tokens), in the database so every instance shares them. A row lives until its
 * `expiresAt`; housekeeping deletes it after.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    /** The unit whose provider wrote it: a portal logout finds its person's provider sessions by it. */
    fid: integer('fid'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_fid_model_idx').on(table.fid, table.model),
    index('oidc_payloads_expires_idx').on(table.expiresAt),
  ],
);

export type SsoServiceRow = typeof ssoServices.$inferSelect;
export type IdpServiceTicketRow = typeof idpServiceTickets.$inferSelect;
