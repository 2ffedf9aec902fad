import { z } from 'zod';
import { auditQuerySchema } from './admin-audit';
import type { ClientEnvironment } from './client-environment';
import { defineEndpoint } from './envelope';

/** The client environments in words, in the order the statistics show them (ADR 076). */
export const CLIENT_ENVIRONMENT_NAMES: Readonly<Record<ClientEnvironment, string>> = {
  wecom: '企业微信',
  wechat: '微信',
  'learning-app': '学习通',
  alipay: '支付宝',
  dingtalk: '钉钉',
  weibo: '微博',
  qq: 'QQ',
  welink: 'WeLink',
  android: '安卓手机浏览器',
  ios: '苹果手机浏览器',
  browser: '电脑浏览器及其他',
};
export const CLIENT_ENVIRONMENTS = Object.keys(CLIENT_ENVIRONMENT_NAMES) as ClientEnvironment[];

/** The ranges the statistics offer: the last 7, 30 or 90 days, today included. */
export const STATS_RANGES = [7, 30, 90] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

const rangeField = z
  .enum(['7', '30', '90'], { error: '统计范围只能是最近 7 天、30 天或 90 天' })
  .transform((days) => Number(days) as StatsRange);

/** The series a CSV file holds, and its name in words (the file's name too). */
export const STATS_SERIES_NAMES = {
  daily: '每日概况',
  terminals: '各终端访问',
  services: '服务点击排行',
  searches: '热门搜索',
  zero: '无结果搜索',
  news: '资讯阅读排行',
} as const;
export type StatsSeries = keyof typeof STATS_SERIES_NAMES;

const count = z.number().int();
const named = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, count });

export const statisticsSchema = z.object({
  /** The first and last day of the range (Asia/Shanghai, YYYY-MM-DD), both included. */
  from: z.string(),
  to: z.string(),
  /** One row a day, oldest first, zeros where nothing was recorded. */
  daily: z.array(
    z.object({
      day: z.string(),
      visits: count,
      clicks: count,
      searches: count,
      zeroResults: count,
      newsViews: count,
      activeUsers: count,
    }),
  ),
  /** Visits by client environment: the range's total, and one figure per day of `daily`. */
  terminals: z.array(z.object({ environment: z.string(), name: z.string(), total: count, perDay: z.array(count) })),
  /** The most clicked services and business systems of the range. */
  services: z.array(named({ appId: z.number().int(), name: z.string() })),
  /** The most searched keywords, with how many of their searches found nothing. */
  searches: z.array(named({ keyword: z.string(), zeroResults: count })),
  /** The keywords searched most often without a result. */
  zeroResults: z.array(named({ keyword: z.string() })),
  /** The most read news articles. */
  news: z.array(named({ articleId: z.number().int(), title: z.string() })),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** What a CSV download answers when it is called in-process; over HTTP the answer is the file itself. */
const fileData = z.object({ rows: count });

/** The most audit entries one export holds (newest first): a bounded file, not a stream (ADR 076). */
export const AUDIT_EXPORT_MAX = 10_000;

export const adminStatsApi = {
  statistics: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/stats',
    summary: '管理后台：统计（各终端访问、服务点击、搜索、资讯阅读、活跃用户；最近 7、30 或 90 天）',
    query: z.object({ days: rangeField.optional() }),
    data: statisticsSchema,
    policy: { caller: 'admin', permission: 'stats' },
  }),
  statisticsCsv: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/stats/csv',
    summary: '管理后台：下载一项统计的 CSV 文件（UTF-8，Excel 可直接打开）',
    query: z.object({
      days: rangeField.optional(),
      series: z.enum(Object.keys(STATS_SERIES_NAMES) as [StatsSeries, ...StatsSeries[]], {
        error: '请选择要下载的统计',
      }),
    }),
    data: fileData,
    policy: { caller: 'admin', permission: 'stats' },
  }),
  auditCsv: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/audit/csv',
    summary: `管理后台：按当前条件导出审计日志 CSV（最新的至多 ${AUDIT_EXPORT_MAX} 条）`,
    query: auditQuerySchema.omit({ page: true, pageSize: true }),
    data: fileData,
    policy: { caller: 'admin', permission: 'audit' },
  }),
};
