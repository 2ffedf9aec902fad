import { isExternalLink, isUsableLink } from '../links';

/** Desktop pages and the mobile page that does the same job (spec §2). */
const mobileCounterparts: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^\/(home)?$/, () => '/mobile/home'],
  [/^\/(service-hall|business-system)$/, () => '/mobile/work'],
  [/^\/service-hall\/details\/([^/]+)$/, (match) => `/mobile/service-guide/${match[1]}`],
  [/^\/service-hall\/details\/([^/]+)\/scenario$/, (match) => `/mobile/service-guide/${match[1]}/scenario`],
  [/^\/(home|service-hall)\/special-services\/details\/([^/]+)$/, (match) => `/mobile/topic-detail/${match[2]}`],
  [/^\/news$/, () => '/mobile/news'],
  [/^\/news\/more\/(\d+)$/, (match) => `/mobile/news?categoryId=${match[1]}`],
  [/^\/news\/detail\/([^/]+)$/, (match) => `/mobile/news/detail/${match[1]}`],
  [/^\/search$/, () => '/mobile/search'],
  [/^\/info-center$/, () => '/mobile/notice'],
  // 我的 on the phone holds the personal center's collected and recently used services too.
  [/^\/personal-center(\/(collect|recently-used))?$/, () => '/mobile/personal-center'],
  [/^\/task-center$/, () => '/mobile/task-center'],
  [/^\/personal-center\/applications$/, () => '/mobile/applications'],
  [/^\/progress$/, () => '/mobile/progress'],
  [/^\/schedule-center$/, () => '/mobile/my-schedule/schedule'],
];

/** The school calendar (校历) of the schedule center: on the phone a page of its own, not the week timetable. */
const CALENDAR_VIEW = /^\/schedule-center\?(?:.*&)?view=calendar(?:&|#|$)/;

/**
 * Where a configured link leads on the phone (issue 10 item 8): a web address as it is; a mobile route as it is; a
 * desktop route to its mobile counterpart, keeping the query. Null when the phone has no such page (yet): the tile
 * then says so, instead of the width rule bouncing the visitor back to /mobile/home without a word.
 */
export function mobileLinkOf(link: string): string | null {
  const trimmed = link.trim();
  if (!isUsableLink(trimmed)) return null;
  if (isExternalLink(trimmed)) return trimmed;
  if (CALENDAR_VIEW.test(trimmed)) return '/mobile/schedule-detail?view=calendar';
  // A business system's entry (spec §2): the same page on both sites, asked for the phone's address of the system.
  if (trimmed.startsWith('/to-handle-service?')) return trimmed.replace('terminalType=1', 'terminalType=2');
  const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(trimmed) ?? [];
  const target = pathname.startsWith('/mobile')
    ? pathname
    : mobileCounterparts.reduce<string | null>((found, [pattern, to]) => {
        if (found) return found;
        const match = pathname.match(pattern);
        return match ? to(match) : null;
      }, null);
  if (!target) return null;
  return target + rest;
}
