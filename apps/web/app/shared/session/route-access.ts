/**
 * Which menu entry guards each route (spec §5, §6): page access follows the unit's menu, so every route id names
 * the built-in entry that owns it. Route ids are those of app/routes.ts; a route missing here is refused as unknown.
 */

/** How the desktop guard decides a route. */
export type DesktopRouteAccess =
  /** Not guarded: sign-in, plumbing and the mobile no-permission page. */
  | { kind: 'skip' }
  /**
   * Open when the open menu has a built-in entry (isDefault 1) for one of `links`, tried in order: the page's own
   * link first, then the entry that owns it (个人中心 owns the task center, as 我的 does on the phone).
   */
  | { kind: 'menu'; links: readonly string[] }
  /** /search: open when the open menu has any entry at all. */
  | { kind: 'search' }
  /** /iframe and /outside-chain: open when a custom entry matches the pageNavigationId query. */
  | { kind: 'custom'; isFrame: 0 | 1 };

/** How the mobile guard decides a route. */
export type MobileRouteAccess =
  /** Not guarded: sign-in pages, the no-permission page, and /mobile, which redirects to the first entry itself. */
  | { kind: 'skip' }
  /**
   * Open when the mobile menu offers a built-in entry for one of `links`, tried in order: the page's own link first
   * (a unit may put 通知公告 or 我的日程 in its menu), then the entry that owns the page (资讯, 我的…). The first
   * link offered decides, including whether a guest must sign in.
   */
  | { kind: 'menu'; links: readonly string[] }
  /** Search: like 'menu', but when no entry of `links` is offered any mobile entry will do (search sits on them). */
  | { kind: 'search'; links: readonly string[] };

/**
 * Sign-in and plumbing routes (spec §2 "Login and plumbing routes", /error) and the mobile no-permission page:
 * both guards let them through, or nobody could sign in or see why they were refused.
 */
export const unguardedRouteIds: ReadonlySet<string> = new Set([
  'login',
  'mobile-login',
  'auth-login',
  'cas-login',
  'api-login',
  'passport-cookie-login',
  'wechat-login',
  // The phone's QR sign-in confirmation: it sends a guest to /mobile-login itself, whatever the unit's menu offers.
  'mobile-qrcode-confirm',
  'logout',
  'to-handle-service',
  // Leaves for an approval's own page; the user's own item is checked by the API (a guest signs in first).
  'to-approval',
  // Leaves for a task's page in its own system, the same way (the task is the user's own, checked by the API).
  'to-task',
  'error',
  'features/error/error-page',
  // 修改密码: whatever the unit's menu offers, a user told to change the password must reach it (ADR 079); the
  // page itself sends a guest to sign in.
  'personal-center-password',
  'mobile-personal-center-password',
  'mobile-no-permission',
  // Unknown paths: nothing to guard, the page answers 404 in the site's frame.
  'not-found',
  'mobile-not-found',
]);

const menu = (link: string) => ({ kind: 'menu', links: [link] }) as const;
const owners = (...links: string[]) => ({ kind: 'menu', links }) as const;

/**
 * Desktop route id → access rule; campus-infos sits in the view layout but is a personal-center page. The task
 * center is the personal center's 我的工作 in full, so 个人中心 opens it where the unit's menu has no 任务中心 of its own
 * (the city's): the same rule as on the phone, where 我的 owns it (issue 35 item 4).
 */
export const desktopRouteAccess: ReadonlyMap<string, DesktopRouteAccess> = new Map<string, DesktopRouteAccess>([
  ['index', menu('/home')],
  ['home', menu('/home')],
  ['home-special-services', menu('/home')],
  ['home-special-service-details', menu('/home')],
  ['service-hall', menu('/service-hall')],
  ['service-hall-details', menu('/service-hall')],
  ['service-hall-scenario', menu('/service-hall')],
  ['service-hall-special-services', menu('/service-hall')],
  ['service-hall-special-service-details', menu('/service-hall')],
  ['service-hall-bundles', menu('/service-hall')],
  ['service-hall-bundle', menu('/service-hall')],
  ['business-system', menu('/business-system')],
  ['news', menu('/news')],
  ['news-more', menu('/news')],
  ['news-detail', menu('/news')],
  ['info-center', menu('/info-center')],
  ['three-list', menu('/three-list')],
  ['search', { kind: 'search' }],
  ['iframe', { kind: 'custom', isFrame: 1 }],
  ['outside-chain', { kind: 'custom', isFrame: 0 }],
  ['schedule-center', menu('/schedule-center')],
  ['task-center', owners('/task-center', '/personal-center')],
  ['personal-center', menu('/personal-center')],
  ['personal-center-collect', menu('/personal-center')],
  ['personal-center-recently-used', menu('/personal-center')],
  ['personal-center-campus-infos', menu('/personal-center')],
  // 我的办件 is the personal center's counter in full, as the task center is.
  ['personal-center-applications', menu('/personal-center')],
  // The public progress lookup belongs to the home page: anyone who may see the site may ask.
  ['progress', menu('/home')],
  // 预约办理 belongs to the service hall (the home's 预约取号 leads there too); 我的预约 to the personal center.
  ['appointments', owners('/service-hall', '/home')],
  ['appointments-book', owners('/service-hall', '/home')],
  ['appointments-mine', owners('/personal-center', '/service-hall')],
  ...[...unguardedRouteIds].map((id): [string, DesktopRouteAccess] => [id, { kind: 'skip' }]),
]);

/** Route ids React Router gives the /mobile layout and its index route (neither has an explicit id). */
export const mobileIndexRouteIds = ['mobile', 'layouts/mobile', 'mobile-index', 'features/home/mobile/mobile-index'];

const personalCenter = '/mobile/personal-center';
const schedule = '/mobile/my-schedule/schedule';

/** Mobile route id → access rule: own link first, then the owning entry; 我的 owns campus-infos, tasks and schedules. */
export const mobileRouteAccess: ReadonlyMap<string, MobileRouteAccess> = new Map<string, MobileRouteAccess>([
  ['mobile-home', owners('/mobile/home')],
  ['mobile-news', owners('/mobile/news')],
  ['mobile-news-detail', owners('/mobile/news')],
  ['mobile-notice', owners('/mobile/notice', '/mobile/news')],
  ['mobile-work', owners('/mobile/work')],
  ['mobile-service-guide', owners('/mobile/work')],
  ['mobile-service-scenario', owners('/mobile/work')],
  ['mobile-topic-detail', owners('/mobile/work')],
  ['mobile-bundles', owners('/mobile/work')],
  ['mobile-bundle', owners('/mobile/work')],
  ['mobile-three-list', owners('/mobile/three-list')],
  ['mobile-personal-center', owners(personalCenter)],
  ['personal-center-campus-infos', owners(personalCenter)],
  ['mobile-task-center', owners('/mobile/task-center', personalCenter)],
  ['mobile-applications', owners(personalCenter)],
  // As /progress: the public lookup belongs to the home page.
  ['mobile-progress', owners('/mobile/home')],
  ['mobile-appointments', owners('/mobile/work', '/mobile/home')],
  ['mobile-appointments-book', owners('/mobile/work', '/mobile/home')],
  ['mobile-appointments-mine', owners(personalCenter, '/mobile/work')],
  ['mobile-schedule-detail', owners(schedule, personalCenter)],
  ['mobile-my-schedule', owners(schedule, personalCenter)],
  ['mobile-schedule-dialog', owners(schedule, personalCenter)],
  ['mobile-schedule-dialog-add', owners(schedule, personalCenter)],
  ['mobile-search', { kind: 'search', links: ['/mobile/search'] }],
  ['mobile-ai-search', { kind: 'search', links: ['/mobile/search/ai-search', '/mobile/search'] }],
  ...[...unguardedRouteIds, ...mobileIndexRouteIds].map((id): [string, MobileRouteAccess] => [id, { kind: 'skip' }]),
]);
