import type { FastifyInstance } from 'fastify';
import { CODE, infoCenterApi, noticeApi, personMessageApi, type InfoUnread } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { isOwnPageCall } from '../../lib/own-page-call';
import { requireUser } from '../../plugins/auth';
import { siteOrigin } from '../units';
import {
  countNoticesByType,
  countUnreadInbox,
  countUnreadNews,
  findConfig,
  listMutes,
  listTypes,
  openInboxItem,
  pageInbox,
  pageInfo,
  readAllInbox,
  readAllNews,
  replaceMutes,
  type InboxKind,
  type Owner,
} from './info-center.repository';
import {
  newsSince,
  NOTICE_NOT_FOUND,
  sumUnread,
  toConfig,
  toInfoItem,
  toNoticeType,
  toPersonMessage,
  toUnread,
  toUserNotice,
  TYPE_NOT_FOUND,
} from './info-center.service';

const tags = ['消息通知'];
/** How many unread entries the bell lists. */
const LATEST_SIZE = 5;

/**
 * Notices (spec §7 Notices), the person messages of the live hall (getPersonMessage) and the information center
 * (ADR 030). Everything but the unit's config and types is one user's own: scoped by unit and user, never cached.
 */
export async function infoCenterRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const reads = cachedReads(cache, 'notice', {
    config: async (fid: number) => (await findConfig(db, fid))[0],
    types: (fid: number) => listTypes(db, fid),
  });
  const ownerOf = (request: ApiRequest): Owner => ({ fid: request.unit.fid, uid: requireUser(request).uid });
  const mutedOf = async (uid: number) => new Set(await listMutes(db, uid));
  /** What the bell counts: notices of the types the user is reminded of, and messages. */
  const bellCount = async (owner: Owner) => {
    const { reminded, message } = sumUnread(await countUnreadInbox(db, owner), await mutedOf(owner.uid));
    return reminded + message;
  };
  const unreadOf = async (owner: Owner): Promise<InfoUnread> => {
    const [inbox, news] = await Promise.all([
      countUnreadInbox(db, owner),
      countUnreadNews(db, owner, newsSince(new Date())),
    ]);
    return toUnread(sumUnread(inbox, new Set()), news);
  };

  serve(
    app,
    noticeApi.config,
    async ({ request }) => {
      const [row, types] = await Promise.all([reads.config(request.unit.fid), reads.types(request.unit.fid)]);
      const uid = request.session?.kind === 'user' ? request.session.uid : null;
      return toConfig(row, types, uid === null ? new Set() : await mutedOf(uid));
    },
    { tags },
  );
  serve(
    app,
    noticeApi.saveConfig,
    async ({ request, body }) => {
      const owner = ownerOf(request);
      const [row, types] = await Promise.all([reads.config(owner.fid), reads.types(owner.fid)]);
      const known = new Set(types.map((type) => type.id));
      // Another unit's type is as unknown here as one that does not exist.
      if (body.typeIds.some((id) => !known.has(id))) throw new BusinessError(CODE.badRequest, TYPE_NOT_FOUND, 400);
      const receive = new Set(body.typeIds);
      const muted = types.map((type) => type.id).filter((id) => !receive.has(id));
      await replaceMutes(db, owner.uid, owner.fid, muted);
      return toConfig(row, types, new Set(muted));
    },
    { tags },
  );
  serve(
    app,
    noticeApi.show,
    async ({ request }) => {
      const config = await reads.config(request.unit.fid);
      // Guests have no inbox: nothing to show. A unit may turn the reminders off.
      if (request.session?.kind !== 'user' || config?.show === false)
        return { show: 0 as const, unreadCount: 0, latest: [] };
      const owner = ownerOf(request);
      const muted = await mutedOf(owner.uid);
      const [counts, newest] = await Promise.all([
        countUnreadInbox(db, owner),
        pageInfo(db, owner, { inbox: ['notice', 'message'], news: false, newsSince: new Date() }, 0, 1, 20),
      ]);
      const { reminded, message } = sumUnread(counts, muted);
      const latest = newest.rows
        .filter((row) => row.kind === 'message' || row.type_id === null || !muted.has(row.type_id))
        .slice(0, LATEST_SIZE)
        .map(toInfoItem);
      return { show: 1 as const, unreadCount: reminded + message, latest };
    },
    { tags },
  );
  serve(
    app,
    noticeApi.types,
    async ({ request }) => {
      const owner = ownerOf(request);
      const [types, counts, muted] = await Promise.all([
        reads.types(owner.fid),
        countNoticesByType(db, owner),
        mutedOf(owner.uid),
      ]);
      const byType = new Map(counts.map((row) => [row.typeId, row]));
      return types.map((type) => ({
        ...toNoticeType(type, muted),
        total: byType.get(type.id)?.total ?? 0,
        unreadCount: byType.get(type.id)?.unread ?? 0,
      }));
    },
    { tags },
  );
  // Opening a notice or a message: a GET (the spec's) that marks it read, counted as a write (plugins/rate-limit.ts).
  // Only the site's own pages mark it (R5, issue 35): a link or <img> on another site answers the link and reads
  // nothing, as the visit counter does.
  serve(
    app,
    noticeApi.url,
    async ({ request, query }) => {
      const owner = ownerOf(request);
      const markRead = isOwnPageCall(request.headers);
      const opened = await openInboxItem(db, owner, Number(query.noticeId), { markRead });
      // Another user's or unit's notice is as unknown as a missing one.
      if (!opened) throw new BusinessError(CODE.notFound, NOTICE_NOT_FOUND, 404);
      return { url: opened.url, read: opened.read ? (1 as const) : (0 as const), unreadCount: await bellCount(owner) };
    },
    { tags },
  );
  serve(
    app,
    noticeApi.info,
    async ({ request, body }) => {
      const owner = ownerOf(request);
      if (body.typeId !== undefined && !(await reads.types(owner.fid)).some((type) => type.id === body.typeId)) {
        throw new BusinessError(CODE.badRequest, TYPE_NOT_FOUND, 400);
      }
      const [page, counts] = await Promise.all([
        pageInbox(db, owner, 'notice', { typeId: body.typeId, read: body.read }, body.page, body.pageSize),
        countUnreadInbox(db, owner),
      ]);
      return {
        list: page.rows.map(toUserNotice),
        total: page.total,
        unReadCount: sumUnread(counts, new Set()).notice,
      };
    },
    { tags },
  );

  serve(
    app,
    personMessageApi.list,
    async ({ request, query }) => {
      const owner = ownerOf(request);
      const read = query.read === undefined ? undefined : query.read === '1' ? 1 : 0;
      const [page, counts] = await Promise.all([
        pageInbox(db, owner, 'message', { read }, query.page, query.pageSize),
        countUnreadInbox(db, owner),
      ]);
      const origin = siteOrigin(request);
      const messageList = page.rows.map((row) => toPersonMessage(origin, row));
      return { messageList, unReadCount: sumUnread(counts, new Set()).message };
    },
    { tags },
  );

  serve(
    app,
    infoCenterApi.list,
    async ({ request, query }) => {
      const owner = ownerOf(request);
      const kind = query.kind;
      const inbox: InboxKind[] = kind === 'all' ? ['notice', 'message'] : kind === 'news' ? [] : [kind];
      const read = query.read === undefined ? undefined : query.read === '1' ? 1 : 0;
      const only = query.id === undefined ? undefined : Number(query.id);
      const parts = {
        inbox,
        news: only === undefined && (kind === 'all' || kind === 'news'),
        newsSince: newsSince(new Date()),
        only,
      };
      const [page, unread] = await Promise.all([
        pageInfo(db, owner, parts, read, query.page, query.pageSize),
        unreadOf(owner),
      ]);
      return { list: page.rows.map(toInfoItem), total: page.total, unread };
    },
    { tags },
  );
  serve(
    app,
    infoCenterApi.readAll,
    async ({ request, body }) => {
      const owner = ownerOf(request);
      const kind = body.kind;
      const inbox: InboxKind[] = kind === 'all' ? ['notice', 'message'] : kind === 'news' ? [] : [kind];
      if (inbox.length > 0) await readAllInbox(db, owner, inbox);
      if (kind === 'all' || kind === 'news') await readAllNews(db, owner, newsSince(new Date()));
      return { unread: await unreadOf(owner) };
    },
    { tags },
  );
}
