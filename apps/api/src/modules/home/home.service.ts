import {
  type ContentItem,
  type HomePageStatus,
  type HomeStatistic,
  shanghaiDay,
  VISIT_CHANNEL,
} from '@yizhan/contracts';
import type { homeModules } from '../site-config';
import type { contentItems } from './home.table';

export const SPECIAL_NOT_FOUND = '专题不存在';
export const RECOMMENDATION_NOT_FOUND = '推荐位不存在';
/** Items per content category when the client gives no size. */
export const CONTENT_SIZE_DEFAULT = 6;
/** Apps of recommendByType when the client gives no size. */
export const RECOMMEND_SIZE_DEFAULT = 8;
/** Keywords of the hot-search list. */
export const HOT_KEYWORD_LIMIT = 10;

type HomeModuleRow = typeof homeModules.$inferSelect;
type ContentItemRow = typeof contentItems.$inferSelect;

/**
 * The page status of a template (getHomePageStatus): its enabled top-level modules in order, each with its
 * enabled sub-modules in order. A disabled module hides its sub-modules too.
 */
export function toPageStatus(rows: HomeModuleRow[]): HomePageStatus[] {
  const enabled = rows.filter((row) => row.enabled);
  return enabled
    .filter((row) => !row.parentSign)
    .map((root) => ({
      sign: root.sign,
      children: enabled.filter((row) => row.parentSign === root.sign).map((child) => ({ sign: child.sign })),
    }));
}

/** A content item row to its wire record; the date is the Asia/Shanghai day it was published. */
export const toContentItem = (row: ContentItemRow): ContentItem => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  image: row.image,
  publishedAt: shanghaiDay(row.publishedAt),
  link: row.link,
});

type VisitFigures = Pick<
  HomeStatistic,
  'visitCount' | 'todayVisitCount' | 'desktopVisitCount' | 'mobileBrowserVisitCount' | 'inAppVisitCount'
>;

/** The visit figures of getHomeStatistic from a unit's per-channel sums (a channel with no row counts 0). */
export function toVisitFigures(rows: { terminalType: number; total: number; today: number }[]): VisitFigures {
  const total = (channel: string) => rows.find((row) => String(row.terminalType) === channel)?.total ?? 0;
  return {
    visitCount: rows.reduce((sum, row) => sum + row.total, 0),
    todayVisitCount: rows.reduce((sum, row) => sum + row.today, 0),
    desktopVisitCount: total(VISIT_CHANNEL.desktop),
    mobileBrowserVisitCount: total(VISIT_CHANNEL.mobileBrowser),
    inAppVisitCount: total(VISIT_CHANNEL.mobileMessenger),
  };
}
