import type { FastifyInstance } from 'fastify';
import { CODE, integrationApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { resolveAccounts, servePush } from '../integration';
import { setTaskStatus, writeTask } from './task-center.repository';
import { RELATION, TASK_NOT_FOUND } from './task-center.service';

/** The task pushes of the integration API (ADR 039): create or update a task, change its status, complete it. */
export function taskPushes(app: FastifyInstance, db: Db) {
  servePush(app, db, integrationApi.task, async ({ body, key }) => {
    const now = new Date();
    const people = await resolveAccounts(db, key.fid, [
      { field: 'assignees', accounts: body.assignees },
      { field: 'initiator', accounts: body.initiator ? [body.initiator] : [] },
      { field: 'cc', accounts: body.cc },
    ]);
    const uidOf = (account: string) => people.get(account.toLowerCase())!;
    const initiator = body.initiator ? uidOf(body.initiator) : undefined;
    // One row per person and relation: a handler also named in cc is told once, as the handler.
    const rows = new Map<string, { uid: number; relation: number }>();
    const add = (uid: number, relation: number) => rows.set(`${uid}:${relation}`, { uid, relation });
    for (const account of body.assignees) add(uidOf(account).uid, RELATION.assignee);
    if (initiator) add(initiator.uid, RELATION.initiator);
    const assigned = new Set(body.assignees.map((account) => uidOf(account).uid));
    for (const account of body.cc) if (!assigned.has(uidOf(account).uid)) add(uidOf(account).uid, RELATION.cc);
    const result = await writeTask(
      db,
      { fid: key.fid, sourceSystem: key.name, externalId: body.externalId },
      {
        status: body.status,
        source: body.source || key.name,
        title: body.title,
        content: body.content,
        sponsor: body.sponsor ?? initiator?.name ?? '',
        pcUrl: body.pcUrl,
        mobileUrl: body.mobileUrl,
        dueAt: body.dueTime ?? null,
        completedAt: body.status === 3 ? now : null,
        insertedAt: body.createTime,
      },
      [...rows.values()],
      now,
    );
    return { externalId: body.externalId, ...result };
  });

  const changeStatus = async (fid: number, system: string, externalId: string, status: number) => {
    const rows = await setTaskStatus(db, { fid, sourceSystem: system, externalId }, status, new Date());
    if (rows === 0) throw new BusinessError(CODE.notFound, TASK_NOT_FOUND, 404);
    return { externalId, created: false, rows };
  };
  servePush(app, db, integrationApi.taskStatus, ({ body, key }) =>
    changeStatus(key.fid, key.name, body.externalId, body.status),
  );
  servePush(app, db, integrationApi.taskComplete, ({ body, key }) =>
    changeStatus(key.fid, key.name, body.externalId, 3),
  );
}
