import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { USERNAME_MAX_LENGTH, userTypeSchema } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { sessions } from '../auth';
import type { UnitRow } from '../units';
import { findUserByName } from '../users';
import { users, type UserRow } from '../users';
import { casTickets } from './sso.table';

/** Only a hash of a ticket is ever stored (D2). */
export const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** Whether a CAS sign-in was already made with this ticket (a replay: refused before the CAS server is asked). */
export async function ticketSeen(db: Db, ticket: string): Promise<boolean> {
  const rows = await db
    .select({ hash: casTickets.ticketHash })
    .from(casTickets)
    .where(eq(casTickets.ticketHash, ticketHash(ticket)))
    .limit(1);
  return rows.length > 0;
}

/** Remembers which session a ticket opened, for single logout. False when the ticket was recorded already. */
export async function rememberTicket(db: Db, fid: number, ticket: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .insert(casTickets)
    .values({ ticketHash: ticketHash(ticket), fid, sessionId })
    .onConflictDoNothing()
    .returning({ hash: casTickets.ticketHash });
  return rows.length > 0;
}

/** The live session a ticket of this unit opened, with its user: what a single-logout request ends. */
export async function liveSessionOfTicket(db: Db, fid: number, ticket: string) {
  const rows = await db
    .select({ sessionId: sessions.id, uid: sessions.uid })
    .from(casTickets)
    .innerJoin(sessions, eq(sessions.id, casTickets.sessionId))
    .where(and(eq(casTickets.ticketHash, ticketHash(ticket)), eq(casTickets.fid, fid), isNull(sessions.revokedAt)))
    .limit(1);
  return rows[0];
}

/** Attribute names identity providers use for a person's name, in order of preference. */
const NAME_ATTRIBUTES = ['name', 'displayName', 'cn', 'realName'];

/** Released text without control characters (no forged log lines or odd names), trimmed to `max`. */
const clean = (value: string | undefined, max: number) =>
  (value ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, max);

/** The account name a single sign-on releases, if it can be a portal account name. */
export const ssoAccountName = (user: string) => {
  const name = clean(user, USERNAME_MAX_LENGTH + 1);
  return name && name.length <= USERNAME_MAX_LENGTH ? name : null;
};

/**
 * The portal user an identity provider vouched for (ADR 034): the unit's account of the same name — the identity
 * provider is the authority on the unit's accounts, so its name is the mapping — kept up to date with the released
 * name; or, on first sign-in, a new account with the released name and user type (the unit's default when none or
 * an unknown one is released). Such an account has no password: the built-in form never accepts it.
 */
export async function findOrCreateSsoUser(
  db: Db,
  unit: UnitRow,
  username: string,
  attributes: Record<string, string>,
): Promise<UserRow> {
  const released = NAME_ATTRIBUTES.map((key) => clean(attributes[key], 64)).find(Boolean) ?? '';
  const existing = await findUserByName(db, unit.fid, username);
  if (existing) {
    if (!released || released === existing.name) return existing;
    const [updated] = await db.update(users).set({ name: released }).where(eq(users.uid, existing.uid)).returning();
    return updated ?? existing;
  }
  const type = userTypeSchema.exclude(['GUEST']).safeParse(attributes.userType);
  const fallback = userTypeSchema.exclude(['GUEST']).safeParse(unit.defaultUserType);
  const [created] = await db
    .insert(users)
    .values({
      fid: unit.fid,
      username,
      name: released || username,
      userType: type.success ? type.data : fallback.success ? fallback.data : 'STUDENT',
      passwordHash: '',
    })
    .onConflictDoNothing()
    .returning();
  // Two first sign-ins at once: the other one created it.
  return created ?? (await findUserByName(db, unit.fid, username))!;
}
