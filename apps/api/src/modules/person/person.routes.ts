import type { FastifyInstance } from 'fastify';
import { CODE, formatSecond, personApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { requireUser } from '../../plugins/auth';
import { appEntryPath } from '../service-hall';
import {
  countItemsByType,
  countOpenApprovals,
  countUnread,
  findOaEntry,
  findProfile,
  listAssets,
  listDataItems,
  listDataTypes,
  oaMessages,
  replaceTiles,
  type Owner,
} from './person.repository';
import {
  OA_APP_NAME,
  OA_APPROVAL_SOURCE,
  OA_SOURCE_TYPES,
  OA_SYSTEM_NAME,
  tilesOf,
  toAsset,
  toDataItem,
  toDataType,
  toPersonInfo,
  toWorkEntries,
  yuan,
} from './person.service';
import { avatarRoutes } from './person.avatar.routes';
import { countByTab } from '../task-center';
import { countByType } from '../approval';
import { countByStatus } from '../applications';
import type { SealKey } from '../../lib/sealed-text';
import { openProfile } from './person.sealing';

const tags = ['个人中心'];
/** How many OA messages getOaInfo lists. */
const OA_LATEST = 5;

export const DATA_TYPE_NOT_FOUND = '数据类型不存在';
export const ITEM_NOT_FOUND = '数据项不存在';

/**
 * The personal center's calls (spec §7 Person and tasks; ADR 040). Every answer is the signed-in person's own:
 * scoped by unit and user, never cached, `no-store` (the auth plugin), and a guest's call is a 401.
 */
export async function personRoutes(
  app: FastifyInstance,
  { db, personalDataKey }: { db: Db; personalDataKey: SealKey },
) {
  const ownerOf = (request: ApiRequest): Owner => ({ fid: request.unit.fid, uid: requireUser(request).uid });

  serve(
    app,
    personApi.info,
    async ({ request }) => {
      const { user } = requireUser(request);
      const profile = await findProfile(db, ownerOf(request));
      return toPersonInfo(user, profile && openProfile(personalDataKey, profile));
    },
    { tags },
  );

  serve(
    app,
    personApi.work,
    async ({ request, query }) => {
      const owner = ownerOf(request);
      // The task center's and the approvals' own counts (getTaskCenterType, getMergerApprovalData): the numbers here
      // are the numbers there (issue 35 item 6).
      const [tabs, relations, approvals, unread, applications] = await Promise.all([
        countByTab(db, owner.fid, owner.uid, new Date()),
        countByType(db, owner.fid, owner.uid),
        countOpenApprovals({ db, owner }),
        countUnread(db, owner),
        countByStatus(db, owner.fid, owner.uid),
      ]);
      const entries = toWorkEntries(query.template, {
        // 我的办件: every application, as its list's 全部 counts them.
        applications: applications.reduce((sum, row) => sum + row.count, 0),
        'task-todo': tabs.find((row) => row.tab === 1)?.count ?? 0,
        'approval-pending': relations.find((row) => row.aprvType === 1)?.count ?? 0,
        'approval-ongoing': approvals.ongoing,
        'message-unread': unread.message,
        'notice-unread': unread.notice,
      });
      return { template: query.template, entries };
    },
    { tags },
  );

  serve(
    app,
    personApi.typeData,
    async ({ request }) => {
      const owner = ownerOf(request);
      const [types, counts] = await Promise.all([listDataTypes(db, owner.fid), countItemsByType(db, owner)]);
      const byType = new Map(counts.map((row) => [row.typeId, row.count]));
      return types.map((type) => toDataType(type, byType.get(type.id) ?? 0));
    },
    { tags },
  );

  serve(
    app,
    personApi.data,
    async ({ request, query }) => {
      const owner = ownerOf(request);
      const typeId = query.typeId === undefined ? undefined : Number(query.typeId);
      // Another unit's type is as unknown here as one that does not exist.
      if (typeId !== undefined && !(await listDataTypes(db, owner.fid)).some((type) => type.id === typeId)) {
        throw new BusinessError(CODE.notFound, DATA_TYPE_NOT_FOUND, 404);
      }
      return (await listDataItems(db, owner, typeId)).map(toDataItem);
    },
    { tags },
  );

  serve(
    app,
    personApi.dataSelect,
    async ({ request }) => tilesOf(await listDataItems(db, ownerOf(request))).map(toDataItem),
    { tags },
  );

  serve(
    app,
    personApi.saveDataSelect,
    async ({ request, body }) => {
      const owner = ownerOf(request);
      const mine = new Set((await listDataItems(db, owner)).map((row) => row.itemKey));
      if (body.itemKeys.some((key) => !mine.has(key))) throw new BusinessError(CODE.badRequest, ITEM_NOT_FOUND, 400);
      await replaceTiles(db, owner, body.itemKeys);
      return tilesOf(await listDataItems(db, owner)).map(toDataItem);
    },
    { tags },
  );

  serve(
    app,
    personApi.assets,
    async ({ request }) => {
      const rows = await listAssets(db, ownerOf(request));
      const total = rows.reduce((sum, row) => sum + row.valueCents, 0);
      return { total: rows.length, totalValue: yuan(total), list: rows.map(toAsset) };
    },
    { tags },
  );

  serve(
    app,
    personApi.oa,
    async ({ request }) => {
      const owner = ownerOf(request);
      const user = requireUser(request).user;
      const [approvals, messages, entry] = await Promise.all([
        countOpenApprovals({ db, owner, source: OA_APPROVAL_SOURCE }),
        oaMessages(db, owner, OA_SOURCE_TYPES, OA_LATEST),
        findOaEntry(db, owner, user.userType, OA_APP_NAME),
      ]);
      return {
        systemName: OA_SYSTEM_NAME,
        // The OA is a business system: its card leads straight in.
        url: entry ? appEntryPath(entry) : '',
        pendingCount: approvals.pending,
        ongoingCount: approvals.ongoing,
        unreadCount: messages.unread,
        latest: messages.rows.map((row) => ({
          id: row.id,
          title: row.title,
          sendTime: formatSecond(row.sentAt),
          read: row.readAt ? (1 as const) : (0 as const),
        })),
      };
    },
    { tags },
  );

  await app.register(avatarRoutes, { db });
}
