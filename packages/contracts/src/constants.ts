/** Business constants of spec §9. The only place these numbers live. */

export const DEFAULT_SITE_TITLE = '一站式服务';
export const DEFAULT_FAVICON = '/favicon.ico';
export const DEFAULT_THEME_COLOR = '#007aff';
export const DEFAULT_TEMPLATE = 1;

export const TOKEN_COOKIE = 'token';
export const TOURIST_COOKIE = 'tourist';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const STORAGE_COOKIE_MAX_AGE_SECONDS = 2147483646;
export const COOKIE_DEFAULT_PATH = '/';

export const REQUEST_TIMEOUT_MS = 60_000;
export const REQUEST_RETRIES = 3;
export const REQUEST_RETRY_DELAY_MS = 1_000;
export const LOW_LEVEL_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Idle thresholds when the unit gives none, in seconds. */
export const DEFAULT_ONLINE_LIMIT_SECONDS = 5 * 24 * 60 * 60;
export const DEFAULT_REFRESH_AFTER_SECONDS = 4 * 24 * 60 * 60;

export const RELOAD_GUARD_MS = 10_000;

export const MOBILE_BREAKPOINT_PX = 900;
export const RESIZE_DEBOUNCE_MS = 2_000;
export const DESKTOP_MIN_WIDTH_PX = 1280;
export const DESKTOP_FULL_ZOOM_ABOVE_PX = 1536;
export const MOBILE_DESIGN_WIDTH_PX = 375;

export const TIMEZONE = 'Asia/Shanghai';
export const LOCALE = 'zh-cn';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_SECONDS_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const LOGIN_TYPE = { builtIn: 0, cas: 1, api: 2 } as const;
export const TERMINAL_TYPE = { desktop: 1, mobile: 2 } as const;
export const VISIT_CHANNEL = { desktop: '1', mobileBrowser: '2', mobileMessenger: '3' } as const;

export const DESKTOP_TOAST_MS = 3_000;
export const DESKTOP_TOAST_OFFSET_PX = 16;
export const MOBILE_TOAST_MS = 2_000;
export const TOUCH_TAP_THRESHOLD_PX = 5;
export const PAYLOAD_HASH_LENGTH = 10;
export const OVERLAY_Z_INDEX_BASE = 2000;

/** Business codes of spec §8. */
export const CODE = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** The request clashes with what is stored (a term that still has timetable entries, say). */
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
  /** Overloaded or the database is away: try again later (Retry-After). */
  serviceUnavailable: 503,
  noAccessibleMenu: 1004,
  /** A page of the admin console the account holds no role for (its calls answer HTTP 403): shown as 暂无权限. */
  consoleForbidden: 1403,
  /** A console call before the session's second step (TOTP) where one is needed: the console asks for the code. */
  secondStepRequired: 1401,
  /** Wrong account or password: one code and one message for both (A2). */
  loginFailed: 2001,
  /** Password sign-in for this account is paused on devices it never signed in from (ADR 026). */
  accountLocked: 2002,
  /** The attempt needs a (new) 图形验证码: `data.captchaRequired` is true (ADR 026). */
  captchaRequired: 2003,
  /** Single sign-on refused: the ticket is invalid, used, expired or for another service (ADR 034). */
  ssoFailed: 2004,
  /** The unit's identity provider (CAS server) cannot be reached or answered too slowly: fail closed (F2). */
  ssoUnavailable: 2005,
} as const;

/**
 * Sign-in throttling without a denial of service (security.md A2, ADR 026). Failures are counted per key over a
 * window; past `captchaAfter` every attempt needs a 图形验证码, past `delayAfter` the next attempt waits
 * `delayBaseSeconds × 2^(failures − delayAfter)` (at most `delayMaxSeconds`), and at `lockAfter` the key is locked
 * for `lockSeconds`. A browser the account signed in from before skips the per-address rule only.
 */
export interface ThrottleRule {
  captchaAfter: number;
  delayAfter: number;
  delayBaseSeconds: number;
  delayMaxSeconds: number;
  lockAfter: number;
  lockSeconds: number;
}
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/**
 * Per account (security.md A2): a 图形验证码 from the third failure, and the fifth within the window locks password
 * sign-in for 15 minutes. No delay step: the lock comes first (ADR 026 addendum).
 */
export const ACCOUNT_THROTTLE: ThrottleRule = {
  captchaAfter: 3,
  delayAfter: 5,
  delayBaseSeconds: 15,
  delayMaxSeconds: 240,
  lockAfter: 5,
  lockSeconds: 15 * 60,
};
/** Per address: generous, because a campus NAT puts thousands of people behind one. */
export const ADDRESS_THROTTLE: ThrottleRule = {
  captchaAfter: 10,
  delayAfter: 100,
  delayBaseSeconds: 1,
  delayMaxSeconds: 30,
  lockAfter: 500,
  lockSeconds: 15 * 60,
};
/** A 图形验证码 is good for one attempt within this time. */
export const CAPTCHA_TTL_SECONDS = 5 * 60;
export const CAPTCHA_LENGTH = 4;

/** Messages the client shows as they are (spec §8). */
export const MESSAGES = {
  sessionExpired: '登录状态已过期，请重新登录',
  loginFailed: '账号或密码错误',
  idleRefresh: '您已长时间未操作，请刷新页面',
} as const;

/** Codes strictly between these two are "no authorisation" errors. */
export const NO_AUTH_CODE_RANGE = { above: 1000, below: 2000 } as const;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
export const SEARCH_MAX_LENGTH = 100;

/**
 * The intelligent assistant (robot, spec §3 Intelligence config, §4 Robot; ADR 027). Here, not beside its contract,
 * so the layouts' start rules read them without loading zod.
 */
export const ROBOT = {
  /** The desktop site starts only a robot of this type (spec §4). */
  desktopType: 2,
  /** The `link` that selects the built-in assistant: the portal's own answering endpoint. */
  builtinLink: '/homepage/intelligence/ask',
  /** Longest question the built-in assistant takes. */
  questionMaxLength: 100,
  /** Services in one answer. */
  maxServices: 5,
} as const;

export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 64;

/** Placeholders of spec §2: a desktop URL that is not a URL, a mobile URL that means "go to the counter". */
export const SELF_BUILT_PC_URL = '自建应用';
export const OFFLINE_MOBILE_URL = '线下办理';

/** attributeType of getAllType and getRecentlyUsedApp: 1 services (服务大厅), 2 business systems (业务系统). */
export const ATTRIBUTE_TYPE = { service: 1, businessSystem: 2 } as const;

/** Who a service is for: campus (学生, 教职工, 校友, 访客) and government (个人, 法人) audiences. */
export const AUDIENCES = ['student', 'teacher', 'alumni', 'visitor', 'personal', 'legal'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_NAMES: Record<Audience, string> = {
  student: '学生',
  teacher: '教职工',
  alumni: '校友',
  visitor: '访客',
  personal: '个人',
  legal: '法人',
};

/**
 * What one search covers (issue 12 item 1): services (服务大厅), business systems (业务系统), news (新闻), notices
 * (通知公告, only those sent to the viewer) and three-list entries (三张清单).
 */
export const SEARCH_KINDS = ['service', 'system', 'news', 'notice', 'threeList'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The tab name of each kind, in the order the tabs show. */
export const SEARCH_KIND_NAMES: Record<SearchKind, string> = {
  service: '服务',
  system: '业务系统',
  news: '新闻',
  notice: '通知公告',
  threeList: '三张清单',
};
