import { randomBytes } from 'node:crypto';
import type { DemoUser } from '../users';

/** CAS 3.0 §3.1.1 recommends no more than 5 minutes; ten seconds is what a redirect needs. */
export const SERVICE_TICKET_SECONDS = 10;
/** A sign-in here (the ticket-granting ticket) lasts a working day. */
export const TGT_SECONDS = 8 * 3600;
/** How long a login form may stay open before its one-time `execution` value expires. */
export const EXECUTION_SECONDS = 600;

/** Random text in the ticket alphabet of CAS 3.0 §3.7 ([A-Za-z0-9-]); 160 bits. */
const random = () => randomBytes(20).toString('hex');

interface ServiceTicket {
  service: string;
  tgt: string;
  user: DemoUser;
  expiresAt: number;
  /** The first service ticket of a sign-in (`isFromNewLogin`). */
  fromNewLogin: boolean;
}

interface Tgt {
  user: DemoUser;
  expiresAt: number;
  /** Every ticket issued in this sign-in and its service: the single-logout list (SessionIndex → service). */
  issued: { ticket: string; service: string }[];
}

export type ValidationFailure = 'INVALID_TICKET' | 'INVALID_SERVICE';

/**
 * Tickets kept in memory: the dev IdP is one process, and restarting it signs everybody out, as it should.
 * `now` is injectable so tests can let a ticket expire without waiting.
 */
export function ticketStore(now: () => number = Date.now) {
  const serviceTickets = new Map<string, ServiceTicket>();
  const tgts = new Map<string, Tgt>();
  const executions = new Map<string, number>();
  let serial = 0;

  const liveTgt = (id: string | undefined) => {
    const tgt = id ? tgts.get(id) : undefined;
    if (!tgt || tgt.expiresAt <= now()) return undefined;
    return tgt;
  };

  return {
    /** A one-time value for a login form (guards against forged logins posted from elsewhere). */
    newExecution(): string {
      const value = random();
      executions.set(value, now() + EXECUTION_SECONDS * 1000);
      return value;
    },
    useExecution(value: string): boolean {
      const expiresAt = executions.get(value);
      executions.delete(value);
      return expiresAt !== undefined && expiresAt > now();
    },

    signIn(user: DemoUser): string {
      const id = `TGT-${++serial}-${random()}`;
      tgts.set(id, { user, expiresAt: now() + TGT_SECONDS * 1000, issued: [] });
      return id;
    },
    /** The person signed in by this ticket-granting ticket, while it lives. */
    userOf(tgtId: string | undefined): DemoUser | undefined {
      return liveTgt(tgtId)?.user;
    },
    /** Ends a sign-in; answers the tickets it issued with their services, for single logout. */
    signOut(tgtId: string | undefined): { user: DemoUser; issued: { ticket: string; service: string }[] } | undefined {
      const tgt = tgtId ? tgts.get(tgtId) : undefined;
      if (tgtId) tgts.delete(tgtId);
      return tgt && { user: tgt.user, issued: tgt.issued };
    },

    /** A service ticket for `service`, bound to it, good for one validation within ten seconds. */
    issue(tgtId: string, service: string): string | undefined {
      const tgt = liveTgt(tgtId);
      if (!tgt) return undefined;
      const ticket = `ST-${++serial}-${random()}`;
      serviceTickets.set(ticket, {
        service,
        tgt: tgtId,
        user: tgt.user,
        expiresAt: now() + SERVICE_TICKET_SECONDS * 1000,
        fromNewLogin: tgt.issued.length === 0,
      });
      tgt.issued.push({ ticket, service });
      return ticket;
    },

    /**
     * Validates a service ticket (CAS 3.0 §2.5): the ticket is gone after this call whatever the outcome, so a
     * replay always fails; an expired ticket or one issued for another service fails.
     */
    validate(
      ticket: string,
      service: string,
    ): { ok: true; user: DemoUser; fromNewLogin: boolean } | { ok: false; code: ValidationFailure } {
      const found = serviceTickets.get(ticket);
      serviceTickets.delete(ticket);
      if (!found || found.expiresAt <= now()) return { ok: false, code: 'INVALID_TICKET' };
      if (found.service !== service) return { ok: false, code: 'INVALID_SERVICE' };
      return { ok: true, user: found.user, fromNewLogin: found.fromNewLogin };
    },
  };
}

export type TicketStore = ReturnType<typeof ticketStore>;
