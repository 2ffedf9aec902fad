import {
  formatMinute,
  formatSecond,
  INFO_NEWS_DAYS,
  type InfoItem,
  type InfoUnread,
  type NoticeConfig,
  type NoticeType,
  type PersonMessage,
  type UserNotice,
} from '@yizhan/contracts';
import { onSite } from '../units';
import type { InfoRow, NoticeTypeRow } from './info-center.repository';
import type { inboxItems, noticeConfigs } from './info-center.table';

export const NOTICE_NOT_FOUND = '通知不存在';
export const TYPE_NOT_FOUND = '通知类型不存在';

type InboxRow = typeof inboxItems.$inferSelect;

/** A unit without a config row gets these. */
const DEFAULT_CONFIG = { title: '消息通知', show: 1 as const, pageSize: 10 };

/** The unit's notice config with the viewer's reminder choice per type (guests: every type). */
export function toConfig(
  row: typeof noticeConfigs.$inferSelect | undefined,
  types: NoticeTypeRow[],
  muted: ReadonlySet<number>,
): NoticeConfig {
  const base = row
    ? { title: row.title, show: row.show ? (1 as const) : (0 as const), pageSize: row.pageSize }
    : DEFAULT_CONFIG;
  return { ...base, types: types.map((type) => toNoticeType(type, muted)) };
}

export const toNoticeType = (row: NoticeTypeRow, muted: ReadonlySet<number>): NoticeType => ({
  typeId: row.id,
  name: row.name,
  icon: row.icon,
  receive: muted.has(row.id) ? 0 : 1,
});

/** Since when a subscribed article counts in the information center. */
export const newsSince = (now: Date) => new Date(now.getTime() - INFO_NEWS_DAYS * 24 * 60 * 60 * 1000);

/** Unread inbox rows by kind: all notices, the notices the bell reminds of, and messages. */
export function sumUnread(rows: { kind: string; typeId: number | null; unread: number }[], muted: ReadonlySet<number>) {
  let notice = 0;
  let reminded = 0;
  let message = 0;
  for (const row of rows) {
    if (row.kind === 'message') message += row.unread;
    else {
      notice += row.unread;
      if (row.typeId === null || !muted.has(row.typeId)) reminded += row.unread;
    }
  }
  return { notice, reminded, message };
}

/** The information center's counts: per kind and in all. */
export const toUnread = (inbox: { notice: number; message: number }, news: number): InfoUnread => ({
  all: inbox.notice + inbox.message + news,
  notice: inbox.notice,
  message: inbox.message,
  news,
});

export const toInfoItem = (row: InfoRow): InfoItem => ({
  kind: row.kind === 'news' ? 'news' : row.kind === 'message' ? 'message' : 'notice',
  id: Number(row.id),
  title: row.title,
  summary: row.summary,
  time: formatMinute(new Date(row.at)),
  read: row.read ? 1 : 0,
  url: row.url,
  sourceUrl: row.source_url,
  source: row.source,
  typeName: row.type_name ?? '',
});

export const toUserNotice = ({ item, typeName }: { item: InboxRow; typeName: string | null }): UserNotice => ({
  noticeId: item.id,
  typeId: item.typeId,
  typeName: typeName ?? '',
  title: item.title,
  content: item.content,
  sendTime: formatSecond(item.sentAt),
  read: item.readAt ? 1 : 0,
  sourceType: item.sourceType,
  createrName: item.createrName,
  hasUrl: item.url ? 1 : 0,
});

/** A message in the live hall's shape, its addresses absolute on the unit's `origin` (onSite). */
export const toPersonMessage = (origin: string, { item }: { item: InboxRow }): PersonMessage => ({
  idCode: String(item.id),
  title: item.title,
  content: item.content,
  sendTime: formatSecond(item.sentAt),
  read: item.readAt ? 1 : 0,
  url: onSite(origin, item.url),
  sourceUrl: onSite(origin, item.sourceUrl),
  sourceType: item.sourceType,
  createrName: item.createrName,
  logo: item.logo,
});
