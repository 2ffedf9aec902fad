import type { MenuItem } from '@yizhan/contracts';
import { samePagePath } from '../../../shared/approval/lib/approval-paths';

/** The phone's pages by the name their menu entries have in the demo units (seed/menus.ts), longest prefix first. */
const PAGE_NAMES: [RegExp, string][] = [
  [/^\/mobile\/home(?:[/?#]|$)/, '首页'],
  [/^\/mobile\/news(?:[/?#]|$)/, '资讯'],
  [/^\/mobile\/(work|service-guide|topic-detail)(?:[/?#]|$)/, '办事'],
  [/^\/mobile\/personal-center(?:[/?#]|$)/, '我的'],
  [/^\/mobile\/notice(?:[/?#]|$)/, '通知公告'],
  [/^\/mobile\/search(?:[/?#]|$)/, '搜索'],
  [/^\/mobile\/task-center(?:[/?#]|$)/, '任务中心'],
  [/^\/mobile\/(my-schedule|schedule-detail)(?:[/?#]|$)/, '我的日程'],
  [/^\/mobile\/three-list(?:[/?#]|$)/, '三张清单'],
];

/**
 * The page a signed-in phone user was refused, from the no-permission page's `redirect` (a path of this site only,
 * A4), and its name for the dialog: the unit's own menu name when some menu of the visitor carries the link, else the
 * demo's name of the page, else 该 (「您暂无权限访问该页面」).
 */
export function refusedPage(raw: string | null, menus: readonly MenuItem[]): { path: string | null; name: string } {
  const path = samePagePath(raw, '') || null;
  if (!path || !path.startsWith('/mobile/')) return { path: null, name: '该' };
  const pathname = path.split(/[?#]/, 1)[0];
  const entry = menus.find((menu) => menu.link === pathname);
  return { path, name: entry?.name || PAGE_NAMES.find(([pattern]) => pattern.test(path))?.[1] || '该' };
}
