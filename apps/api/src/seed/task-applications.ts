import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { approvals } from '../schema';
import { RELATION, tabOf } from '../modules/task-center';
import { demoSystemPage } from './demo-idp';

/**
 * An application's approval status (APPROVAL_STATUS) as the task status of its sponsor's row (TASK_STATUS): 审批中 is
 * 处理中, 已通过 已完成, 已驳回 已退回, 已撤回 已撤销.
 */
const TASK_STATUS_OF_APPROVAL: Record<number, 2 | 3 | 4 | 5> = { 1: 2, 2: 3, 3: 4, 4: 5 };

const STATUS_WORDS: Record<number, string> = { 1: '审批中', 2: '已通过', 3: '已驳回', 4: '已撤回' };

/**
 * The task center's 我发起的 of a demo account: the applications the account started (its approvals 我发起的), one
 * task each. One story on both lists (issue 35 item 6, ADR 057): what a person started shows with the same titles,
 * states and count under 任务中心 · 我发起的 and under 审批 · 我发起的, where the seed used to invent two sets.
 */
export async function applicationTasks(tx: Db, fid: number, account: { uid: number; username: string }) {
  const started = await tx
    .select()
    .from(approvals)
    .where(and(eq(approvals.fid, fid), eq(approvals.uid, account.uid), eq(approvals.aprvType, 4)));
  return started.map((row) => {
    const status = TASK_STATUS_OF_APPROVAL[row.status] ?? 2;
    const externalId = `demo-${account.username}-apply-${row.id}`;
    return {
      fid,
      uid: account.uid,
      relation: RELATION.initiator,
      tab: tabOf(RELATION.initiator, status),
      status,
      sourceSystem: row.source,
      externalId,
      source: row.source,
      title: row.title,
      content: `${row.formName}：${STATUS_WORDS[row.status] ?? '审批中'}，当前处理人 ${row.uname}。`,
      sponsor: row.sponsor,
      pcUrl: row.pageLinkUrl,
      mobileUrl: demoSystemPage(fid, 'm', `form-${row.formUserId}`, row.source) ?? '',
      dueAt: null,
      insertedAt: row.insertedAt,
      updatedAt: row.updatedAt,
      completedAt: status === 3 ? row.updatedAt : null,
    };
  });
}
