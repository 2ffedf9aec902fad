import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { integrationApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { resolveAccounts, servePush, type Withdrawer } from '../integration';
import { approvals } from './approval.table';

/**
 * Approval pushes (ADR 039): a form and everyone it concerns, each with their relation (aprvType), written as the
 * rows of ADR 031 keyed by the system and its own id. A push replaces the form's people: when a form moves on from
 * one approver to the next, the system pushes the new relations and the old ones go.
 */
export function approvalPushes(app: FastifyInstance, db: Db) {
  servePush(app, db, integrationApi.approval, async ({ body, key }) => {
    const now = new Date();
    const people = await resolveAccounts(db, key.fid, [
      { field: 'participants', accounts: body.participants.map((person) => person.user) },
    ]);
    const relations = new Map<string, { uid: number; aprvType: number }>();
    for (const { user, aprvType } of body.participants) {
      const { uid } = people.get(user.toLowerCase())!;
      relations.set(`${uid}:${aprvType}`, { uid, aprvType });
    }
    return db.transaction(async (tx) => {
      const same = and(
        eq(approvals.fid, key.fid),
        eq(approvals.sourceSystem, key.name),
        eq(approvals.externalId, body.externalId),
      );
      const existing = await tx
        .select({
          id: approvals.id,
          uid: approvals.uid,
          aprvType: approvals.aprvType,
          insertedAt: approvals.insertedAt,
        })
        .from(approvals)
        .where(same);
      const gone = existing.filter((row) => !relations.has(`${row.uid}:${row.aprvType}`)).map((row) => row.id);
      if (gone.length > 0) await tx.delete(approvals).where(inArray(approvals.id, gone));
      const values = [...relations.values()].map(({ uid, aprvType }) => ({
        fid: key.fid,
        uid,
        aprvType,
        status: body.status,
        formId: body.formId,
        formUserId: body.formUserId,
        title: body.title,
        formName: body.formName,
        sponsor: body.sponsor,
        uname: body.uname,
        pageLinkUrl: body.pageLinkUrl,
        source: body.source || key.name,
        sourceSystem: key.name,
        externalId: body.externalId,
        insertedAt: body.insertTime ?? existing[0]?.insertedAt ?? now,
        updatedAt: body.updateTime ?? now,
      }));
      await tx
        .insert(approvals)
        .values(values)
        .onConflictDoUpdate({
          target: [approvals.fid, approvals.sourceSystem, approvals.externalId, approvals.uid, approvals.aprvType],
          set: {
            status: sql`excluded.status`,
            formId: sql`excluded.form_id`,
            formUserId: sql`excluded.form_user_id`,
            title: sql`excluded.title`,
            formName: sql`excluded.form_name`,
            sponsor: sql`excluded.sponsor`,
            uname: sql`excluded.uname`,
            pageLinkUrl: sql`excluded.page_link_url`,
            source: sql`excluded.source`,
            insertedAt: sql`excluded.inserted_at`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      return { externalId: body.externalId, created: existing.length === 0, rows: values.length };
    });
  });
}

/** Withdrawing an approval: every person's relation to it (待我审批, 抄送我的 …) goes. */
export const withdrawApproval: Withdrawer = async (db, key, externalId) =>
  (
    await db
      .delete(approvals)
      .where(
        and(eq(approvals.fid, key.fid), eq(approvals.sourceSystem, key.name), eq(approvals.externalId, externalId)),
      )
      .returning({ id: approvals.id })
  ).length;
