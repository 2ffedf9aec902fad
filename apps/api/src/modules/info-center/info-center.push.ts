import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { integrationApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { resolveAccounts, servePush, type Withdrawer } from '../integration';
import { deliverMessage } from './info-center.deliver';
import { inboxItems } from './info-center.table';

/**
 * Message pushes (ADR 039): a message to one person becomes an `inbox_items` row of kind 'message' (ADR 030), so it
 * shows in the information center, the bell and getPersonMessage. Its system is the key's (`source_type`), its id
 * the system's own (`source_id`): pushing it again updates the text and keeps whether it was read.
 */
export function messagePushes(app: FastifyInstance, db: Db) {
  servePush(app, db, integrationApi.message, async ({ body, key }) => {
    const people = await resolveAccounts(db, key.fid, [{ field: 'user', accounts: [body.user] }]);
    const person = people.get(body.user.toLowerCase())!;
    const created = await deliverMessage(db, {
      fid: key.fid,
      uid: person.uid,
      title: body.title,
      content: body.content,
      sourceUrl: body.sourceUrl,
      sourceType: key.name,
      createrName: body.createrName || key.name,
      logo: body.logo,
      sourceId: body.externalId,
      sentAt: body.sendTime ?? new Date(),
    });
    return { externalId: body.externalId, created, rows: 1 };
  });
}

/** Withdrawing a message sent in error: its inbox row goes. */
export const withdrawMessage: Withdrawer = async (db, key, externalId) =>
  (
    await db
      .delete(inboxItems)
      .where(
        and(
          eq(inboxItems.fid, key.fid),
          eq(inboxItems.kind, 'message'),
          eq(inboxItems.sourceType, key.name),
          eq(inboxItems.sourceId, externalId),
        ),
      )
      .returning({ id: inboxItems.id })
  ).length;
