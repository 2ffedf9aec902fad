import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { flag, idDigits, idNumber, pageBodyFields, pageQueryFields } from './primitives';

/** What the information center gathers: notices (通知), business systems' messages (消息) and subscribed news. */
export const INFO_KINDS = ['notice', 'message', 'news'] as const;
export type InfoKind = (typeof INFO_KINDS)[number];

/** The Chinese name of each kind, as the pages' filters say it. */
export const INFO_KIND_NAMES: Record<InfoKind, string> = { notice: '通知', message: '消息', news: '订阅资讯' };

/** Subscribed news counts in the information center for this many days after it is published. */
export const INFO_NEWS_DAYS = 30;

/** 0 unread, 1 read, as a query string carries it. */
const readParam = z.enum(['0', '1'], { error: '只能是 0（未读）或 1（已读）' });

/** A notice type (通知类型); `receive` 0 when the user asked the bell not to count it. */
export const noticeTypeSchema = z.object({
  typeId: z.number().int(),
  name: z.string(),
  icon: z.string(),
  receive: flag,
});
export type NoticeType = z.infer<typeof noticeTypeSchema>;

/** The notice config (getNoticeConfig): how the unit shows notices, and the viewer's reminder choice per type. */
export const noticeConfigSchema = z.object({
  title: z.string(),
  /** 1: the header bell and the phone's badges are shown. */
  show: flag,
  pageSize: z.number().int(),
  types: z.array(noticeTypeSchema),
});
export type NoticeConfig = z.infer<typeof noticeConfigSchema>;

/** One entry of the information center: a notice, a message or a subscribed article. */
export const infoItemSchema = z.object({
  kind: z.enum(INFO_KINDS),
  /** The notice's or message's id (noticeId / idCode), or the article's id. */
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** `YYYY-MM-DD HH:mm`, Asia/Shanghai. */
  time: z.string(),
  read: flag,
  /** Where it leads: a portal path, '' when its text is all there is. */
  url: z.string(),
  /**
   * The message in its source system (a business system's page, through the leave-the-portal notice), '' when none.
   * A path on this site or an absolute http(s) URL: the pages accept either (issue 35 items 4 and 7).
   */
  sourceUrl: z.string(),
  /** Who sent it: 教务处, 一卡通 …, or the article's source. */
  source: z.string(),
  /** The notice type, the message's system, or the news category. */
  typeName: z.string(),
});
export type InfoItem = z.infer<typeof infoItemSchema>;

/** What the header bell and the phone's badges show (getNoticeShow). */
export const noticeShowSchema = z.object({
  show: flag,
  /** Unread notices of the types the user is reminded of, plus unread messages. */
  unreadCount: z.number().int(),
  /** The newest unread of them, at most five. */
  latest: z.array(infoItemSchema),
});
export type NoticeShow = z.infer<typeof noticeShowSchema>;

/** A notice type with the user's counts (getUserNoticeType). */
export const userNoticeTypeSchema = noticeTypeSchema.extend({ total: z.number().int(), unreadCount: z.number().int() });
export type UserNoticeType = z.infer<typeof userNoticeTypeSchema>;

/** One notice of the user (getUserNoticeInfo); open it with getUserNoticeUrl, which marks it read. */
export const userNoticeSchema = z.object({
  noticeId: z.number().int(),
  typeId: z.number().int().nullable(),
  typeName: z.string(),
  title: z.string(),
  content: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  sendTime: z.string(),
  read: flag,
  sourceType: z.string(),
  createrName: z.string(),
  /** 1: opening it leads to a page (getUserNoticeUrl answers where). */
  hasUrl: flag,
});
export type UserNotice = z.infer<typeof userNoticeSchema>;

/**
 * A message as the live hall answers it (getPersonMessage), field for field, so its clients work unchanged:
 * `idCode` the message's id as text, `read` 0/1, `sendTime` `YYYY-MM-DD HH:mm:ss` (UTC+8).
 */
export const personMessageSchema = z.object({
  idCode: z.string(),
  title: z.string(),
  content: z.string(),
  sendTime: z.string(),
  read: flag,
  url: z.string(),
  sourceUrl: z.string(),
  sourceType: z.string(),
  createrName: z.string(),
  logo: z.string(),
});
export type PersonMessage = z.infer<typeof personMessageSchema>;

/** Unread counts per kind and in all. */
export const infoUnreadSchema = z.object({
  all: z.number().int(),
  notice: z.number().int(),
  message: z.number().int(),
  news: z.number().int(),
});
export type InfoUnread = z.infer<typeof infoUnreadSchema>;

export const infoListQuerySchema = z.object({
  kind: z.enum(['all', ...INFO_KINDS]).default('all'),
  read: readParam.optional(),
  /** Only this notice or message of the user (a search result leads to it); subscribed news is left out. */
  id: idDigits().optional(),
  ...pageQueryFields,
});
export type InfoListQuery = z.input<typeof infoListQuerySchema>;

export const noticeApi = {
  config: defineEndpoint({
    method: 'GET',
    path: '/homepage/notice/getNoticeConfig',
    summary: '通知配置（单位的显示方式与当前用户按类型的提醒选择）',
    data: noticeConfigSchema,
  }),
  saveConfig: defineEndpoint({
    method: 'POST',
    path: '/homepage/notice/getNoticeConfig',
    policy: { caller: 'user' },
    summary: '保存通知提醒设置（需登录；typeIds 为要提醒的通知类型，其余类型不计入未读提醒）',
    body: z.object({
      typeIds: z
        .array(idNumber)
        .max(50, '最多 50 项')
        .refine((ids) => new Set(ids).size === ids.length, '不能重复'),
    }),
    data: noticeConfigSchema,
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/homepage/notice/getNoticeShow',
    summary: '通知提醒：未读数与最新未读（游客不显示）',
    data: noticeShowSchema,
  }),
  types: defineEndpoint({
    method: 'GET',
    path: '/homepage/notice/getUserNoticeType',
    policy: { caller: 'user' },
    summary: '当前用户的通知类型及各类型的条数、未读数（需登录）',
    data: z.array(userNoticeTypeSchema),
  }),
  url: defineEndpoint({
    method: 'GET',
    path: '/homepage/notice/getUserNoticeUrl',
    policy: { caller: 'user', rateLimit: 'write' },
    summary: '打开一条通知或消息：标为已读并返回其链接（需登录；按写操作限流）',
    query: z.object({ noticeId: idDigits() }),
    data: z.object({ url: z.string(), read: flag, unreadCount: z.number().int() }),
  }),
  info: defineEndpoint({
    method: 'POST',
    path: '/homepage/notice/getUserNoticeInfo',
    policy: { caller: 'user', rateLimit: 'none' },
    summary: '当前用户的通知（分页；可按类型、已读状态）',
    body: z.object({
      typeId: idNumber.optional(),
      read: z.union([z.literal(0), z.literal(1)], { error: '只能是 0（未读）或 1（已读）' }).optional(),
      ...pageBodyFields,
    }),
    data: z.object({ list: z.array(userNoticeSchema), total: z.number().int(), unReadCount: z.number().int() }),
  }),
};

export const personMessageApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/homepage/person/getPersonMessage',
    policy: { caller: 'user' },
    summary: '个人消息（需登录；read=0 未读、1 已读，不传为全部；最新在前）',
    query: z.object({ read: readParam.optional(), ...pageQueryFields }),
    data: z.object({ messageList: z.array(personMessageSchema), unReadCount: z.number().int() }),
  }),
};

export const infoCenterApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/homepage/info-center/list',
    policy: { caller: 'user' },
    summary: '信息中心：通知、消息与订阅资讯（需登录；按类别、已读状态分页）',
    query: infoListQuerySchema,
    data: z.object({ list: z.array(infoItemSchema), total: z.number().int(), unread: infoUnreadSchema }),
  }),
  readAll: defineEndpoint({
    method: 'POST',
    path: '/homepage/info-center/read-all',
    policy: { caller: 'user' },
    summary: '全部标为已读（需登录；可只标一类）',
    body: z.object({ kind: z.enum(['all', ...INFO_KINDS]).default('all') }),
    data: z.object({ unread: infoUnreadSchema }),
  }),
};
