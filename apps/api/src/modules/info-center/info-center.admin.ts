import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { adminNoticeApi, CODE, noticeUserTypeSchema, USER_TYPE_NAMES, type NoticeSend } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { serveAdmin } from '../access';
import { recordAdminWrite } from '../audit';
import { resolveAccounts } from '../integration';
import { listDepartments } from '../service-hall';
import { enabledMembersOf, users } from '../users';
import { listTypes } from './info-center.repository';
import { inboxItems } from './info-center.table';

/** Rows written per statement when a notice goes to a whole unit (tens of thousands of accounts). */
const BATCH = 1000;

/**
 * The uids a notice goes to: enabled accounts of the unit, of one kind, of one of its departments, or named (an
 * unknown account or another unit's department refused).
 */
async function recipientsOf(db: Db, fid: number, body: NoticeSend): Promise<number[]> {
  if (body.audience === 'department') {
    const known = (await listDepartments(db, fid)).some((department) => department.id === body.departmentId);
    if (!known) throw new BusinessError(CODE.badRequest, '所选部门不属于本单位', 400);
    return enabledMembersOf(db, fid, body.departmentId!);
  }
  if (body.audience === 'accounts') {
    const found = await resolveAccounts(db, fid, [{ field: 'user', accounts: body.accounts ?? [] }]);
    return [...new Set([...found.values()].map((person) => person.uid))];
  }
  const rows = await db
    .select({ uid: users.uid })
    .from(users)
    .where(
      and(
        eq(users.fid, fid),
        eq(users.disabled, false),
        body.audience === 'userType' ? eq(users.userType, body.userType!) : undefined,
      ),
    );
  return rows.map((row) => row.uid);
}

/**
 * 通知公告 of the console (issue 37 item 7): a notice to everyone, a kind of account, a department or named accounts
 * becomes an inbox row of kind 'notice' for each (ADR 030), so it arrives in the information center and its unread
 * count at once, on both sites. Sending is publishing: it needs the permission to publish.
 */
export function noticeAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serveAdmin(app, adminNoticeApi.options, async ({ scope }) => ({
    types: (await listTypes(db, scope.unit.fid)).map((type) => ({ id: type.id, name: type.name })),
    userTypes: noticeUserTypeSchema.options.map((value) => ({ value, label: USER_TYPE_NAMES[value] ?? value })),
    departments: await listDepartments(db, scope.unit.fid),
  }));

  serveAdmin(app, adminNoticeApi.send, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const types = await listTypes(db, fid);
    if (!types.some((type) => type.id === body.typeId)) {
      throw new BusinessError(CODE.badRequest, '通知类型不存在', 400);
    }
    const uids = await recipientsOf(db, fid, body);
    if (uids.length === 0) throw new BusinessError(CODE.badRequest, '发送范围内没有用户', 400);
    const sentAt = new Date();
    const row = { fid, kind: 'notice', typeId: body.typeId, title: body.title, content: body.content };
    await db.transaction(async (tx) => {
      for (let start = 0; start < uids.length; start += BATCH) {
        const batch = uids.slice(start, start + BATCH);
        await tx.insert(inboxItems).values(batch.map((uid) => ({ ...row, uid, createrName: scope.name, sentAt })));
      }
    });
    await recordAdminWrite(db, request, {
      fid,
      uid: scope.uid,
      username: scope.username,
      action: 'notice.send',
      target: `通知公告「${body.title}」`,
      before: null,
      after: {
        title: body.title,
        typeId: body.typeId,
        audience: body.audience,
        ...(body.userType ? { userType: body.userType } : {}),
        ...(body.departmentId ? { departmentId: body.departmentId } : {}),
        ...(body.accounts ? { accounts: body.accounts.slice(0, 50) } : {}),
        recipients: uids.length,
      },
    });
    return { recipients: uids.length };
  });
}
