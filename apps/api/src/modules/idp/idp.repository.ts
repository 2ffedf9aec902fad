import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idpServiceTickets, ssoServices, type IdpServiceTicketRow } from './idp.table';

/** CAS 3.0 §3.1.1 asks for at most five minutes; ten seconds is what a redirect and a validation need. */
export const SERVICE_TICKET_SECONDS = 10;

/** The registered business systems of a unit: the prefixes a CAS service URL must begin with. */
export async function listServicePrefixes(db: Db, fid: number): Promise<string[]> {
  const rows = await db
    .select({ serviceUrl: ssoServices.serviceUrl })
    .from(ssoServices)
    .where(eq(ssoServices.fid, fid));
  return rows.map((row) => row.serviceUrl);
}

/** A new service ticket (CAS 3.0 §3.7: `ST-`, then [A-Za-z0-9-]; 160 random bits) for a portal session. */
export async function issueServiceTicket(
  db: Db,
  input: { fid: number; sessionId: string; uid: number; service: string },
  now = new Date(),
): Promise<string> {
  const ticket = `ST-${randomBytes(20).toString('hex')}`;
  const [earlier] = await db
    .select({ n: sql<number>`1` })
    .from(idpServiceTickets)
    .where(eq(idpServiceTickets.sessionId, input.sessionId))
    .limit(1);
  await db.insert(idpServiceTickets).values({
    ticket,
    ...input,
    fromNewLogin: !earlier,
    expiresAt: new Date(now.getTime() + SERVICE_TICKET_SECONDS * 1000),
  });
  return ticket;
}

/**
 * Spends a ticket (CAS 3.0 §2.5): the first validation marks it used whatever its outcome, so a replay or a second
 * guess always fails. Answers the row when it was unused, of this unit and still fresh; the caller checks the
 * service and the session.
 */
export async function spendServiceTicket(
  db: Db,
  fid: number,
  ticket: string,
  now = new Date(),
): Promise<IdpServiceTicketRow | undefined> {
  const [row] = await db
    .update(idpServiceTickets)
    .set({ usedAt: now })
    .where(and(eq(idpServiceTickets.ticket, ticket), isNull(idpServiceTickets.usedAt)))
    .returning();
  if (!row || row.fid !== fid || row.expiresAt <= now) return undefined;
  return row;
}

/** The tickets a session's business systems were signed in with: whom single logout tells (Appendix C). */
export async function spentTicketsOf(db: Db, sessionId: string): Promise<{ ticket: string; service: string }[]> {
  return db
    .select({ ticket: idpServiceTickets.ticket, service: idpServiceTickets.service })
    .from(idpServiceTickets)
    .where(and(eq(idpServiceTickets.sessionId, sessionId), isNotNull(idpServiceTickets.usedAt)));
}

/** Forgets a session's tickets once single logout has told their systems. */
export async function forgetTicketsOf(db: Db, sessionId: string) {
  await db.delete(idpServiceTickets).where(eq(idpServiceTickets.sessionId, sessionId));
}
