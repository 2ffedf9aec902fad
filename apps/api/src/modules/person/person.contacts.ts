import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seal, type SealKey } from '../../lib/sealed-text';
import { personProfiles } from './person.table';

/** A new account's phone and e-mail as the console takes them ('' when not given). */
export interface AccountContact {
  uid: number;
  fid: number;
  phone: string;
  email: string;
}

/** Rows per INSERT: far below PostgreSQL's parameter limit (4 per row). */
const BATCH = 1000;

/**
 * Keeps the phone and e-mail an administrator gave for accounts (ADR 079) in their profiles, sealed as every profile's
 * are (ADR 048). Run it in the transaction that made the accounts; a later push from the system of record replaces
 * them.
 */
export async function saveContacts(db: Db, key: SealKey, contacts: readonly AccountContact[]) {
  const given = contacts
    .filter((contact) => contact.phone || contact.email)
    .map((contact) => ({
      uid: contact.uid,
      fid: contact.fid,
      phone: contact.phone ? seal(key, contact.phone) : '',
      email: contact.email ? seal(key, contact.email) : '',
    }));
  for (let start = 0; start < given.length; start += BATCH) {
    await db
      .insert(personProfiles)
      .values(given.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: personProfiles.uid,
        set: { phone: sql`excluded.phone`, email: sql`excluded.email` },
      });
  }
}
