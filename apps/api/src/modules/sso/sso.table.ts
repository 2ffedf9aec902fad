import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '../auth';
import { unitRef } from '../units';

/**
 * The CAS service ticket each CAS sign-in was made with, and the session it opened: single logout names the ticket
 * (SessionIndex), so the session it names can be ended (ADR 034). Only a SHA-256 of the ticket is kept (D2), and the
 * primary key refuses a ticket presented a second time even if a CAS server forgot to. Rows go with their session.
 */
export const casTickets = pgTable(
  'cas_tickets',
  {
    /** base64url SHA-256 of the service ticket. */
    ticketHash: text('ticket_hash').primaryKey(),
    fid: unitRef(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cas_tickets_session_id_idx').on(table.sessionId)],
);

/**
 * Outstanding OpenID Connect authorization requests (A6): the `state` (kept as a hash), the browser it is bound to
 * (a hash of the random value in its HttpOnly `yz_oauth` cookie), the PKCE verifier and `nonce`, and where to go
 * afterwards. Deleted by the sign-in that uses it, right or wrong; expires in ten minutes.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    fid: unitRef(),
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirect: text('redirect').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_states_expires_at_idx').on(table.expiresAt)],
);

/**
 * The ID token each OpenID Connect sign-in received, kept with the session it opened: logout hands it to the
 * provider's end_session_endpoint as `id_token_hint` (RP-initiated logout), so the provider ends the very sign-in
 * the portal's session came from. Rows go with their session.
 */
export const oidcSessions = pgTable('oidc_sessions', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  fid: unitRef(),
  idToken: text('id_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
