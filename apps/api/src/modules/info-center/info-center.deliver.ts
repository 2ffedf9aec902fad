import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inboxItems } from './info-center.table';

/** A message for one person's information center, from a system outside (a push) or a module of the portal. */
export interface Delivery {
  fid: number;
  uid: number;
  title: string;
  content: string;
  /** Where the message leads; a portal path or a system's address. */
  sourceUrl: string;
  /** Who sends it: a pushing system's key name, or a portal module such as '好差评' or '预约'. */
  sourceType: string;
  /** The sender's own id for it: delivering the same id again updates the message instead of adding one. */
  sourceId: string;
  createrName?: string;
  logo?: string;
  sentAt?: Date;
}

/**
 * Puts a message in a person's information center (ADR 030: an `inbox_items` row of kind 'message', shown in the
 * center, the bell and getPersonMessage). Delivering the same sender and id again updates the text and keeps whether
 * it was read, unless it is now addressed to someone else. Returns whether a new message was added.
 */
export async function deliverMessage(db: Db, message: Delivery): Promise<boolean> {
  const [row] = await db
    .insert(inboxItems)
    .values({
      ...message,
      kind: 'message',
      createrName: message.createrName || message.sourceType,
      logo: message.logo ?? '',
      sentAt: message.sentAt ?? new Date(),
    })
    .onConflictDoUpdate({
      target: [inboxItems.fid, inboxItems.sourceType, inboxItems.sourceId],
      set: {
        readAt: sql`case when ${inboxItems.uid} = excluded.uid then ${inboxItems.readAt} end`,
        uid: sql`excluded.uid`,
        title: sql`excluded.title`,
        content: sql`excluded.content`,
        sourceUrl: sql`excluded.source_url`,
        createrName: sql`excluded.creater_name`,
        logo: sql`excluded.logo`,
        sentAt: sql`excluded.sent_at`,
      },
    })
    // xmax is 0 for a row this statement inserted, not for one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return !!row?.inserted;
}
