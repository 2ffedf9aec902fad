import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A unit (host): everything spec §3 gives a host and a unit, plus per-unit behaviour flags. */
export const units = pgTable('units', {
  fid: integer('fid').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  /** 0 built-in login, 1 CAS single sign-on, 2 API login. */
  loginType: smallint('login_type').notNull().default(0),
  /** The CAS server's login URL (loginType 1: `…/cas/login`; its validate and logout URLs sit beside it). */
  loginPath: text('login_path').notNull().default(''),
  /**
   * The user type a person gets when single sign-on creates their portal account on first sign-in and the identity
   * provider releases none (STUDENT, TEACHER, STAFF, ALUMNI or CITIZEN).
   */
  defaultUserType: text('default_user_type').notNull().default('STUDENT'),
  localPassportAddress: text('local_passport_address').notNull().default(''),
  /** Idle limits in minutes; null means the spec defaults (5 days / 4 days). */
  onLineMinute: integer('online_minute'),
  refreshMinute: integer('refresh_minute'),
  template: smallint('template').notNull().default(1),
  /** 1: the whole site in greyscale (哀悼模式), as it is now; the window below switches it on and off. */
  specialStyle: smallint('special_style').notNull().default(0),
  /** When 哀悼模式 turns itself on, then forgets this (site-config's mourning schedule). */
  mourningFrom: timestamp('mourning_from', { withTimezone: true }),
  /** When it turns itself off, then forgets this. */
  mourningUntil: timestamp('mourning_until', { withTimezone: true }),
  /** 默认开启长辈版: visitors without a choice of their own get the care mode (ADR 084). */
  careByDefault: boolean('care_by_default').notNull().default(false),
  bottomMediaStyle: smallint('bottom_media_style').notNull().default(1),
  /** Spec fid 331906: the mobile TabBar shows only 办事 and 我的. */
  mobileTabsWorkAndMineOnly: boolean('mobile_tabs_work_and_mine_only').notNull().default(false),
  /** Spec fid 331906: mobile logout goes to the passport login URL. */
  mobileLogoutToPassport: boolean('mobile_logout_to_passport').notNull().default(false),
  /** Spec fid 39374: service URLs are converted through the passport-cookie address call. */
  passportUrlConversion: boolean('passport_url_conversion').notNull().default(false),
  passportLoginUrl: text('passport_login_url').notNull().default(''),
  /** '1' sends users to redirectNavigation after sign-in (spec §3 Login redirect config). */
  loginRedirectType: text('login_redirect_type', { enum: ['0', '1'] })
    .notNull()
    .default('0'),
  redirectNavigation: text('redirect_navigation').notNull().default(''),
  /** Its console roles must give a second step (TOTP) before the console opens (ADR 080). */
  requireAdminSecondStep: boolean('require_admin_second_step').notNull().default(true),
  /** 等保 mode (A1): new passwords need three of the four character classes. */
  passwordNeedsThreeClasses: boolean('password_needs_three_classes').notNull().default(false),
  /**
   * The unit's public origin (`https://portal.example.edu.cn`): every URL handed to another system (CAS service,
   * logout service, passport refer) is built from it, never from the Host header (security.md A5). Empty: the
   * matched registered domain and the port the connection really arrived on (development without a proxy).
   */
  baseUrl: text('base_url').notNull().default(''),
  /** The unit's OpenID Connect provider, or null (ADR 035). */
  oauth2: jsonb('oauth2').$type<OAuth2Settings>(),
  /** The unit's WeChat official account for web authorisation (/wechat-login), or null (ADR 042). */
  wechat: jsonb('wechat').$type<WechatSettings>(),
  /** How the unit's passport server vouches for its cookie (/passport-cookie-login), or null (ADR 042). */
  passportCookie: jsonb('passport_cookie').$type<PassportCookieSettings>(),
  /** Origins whose pages may be embedded by /iframe menu entries (security.md R4). */
  frameOrigins: text('frame_origins').array().notNull().default([]),
  /**
   * The mobile bridge script (JS-SDK) of spec §4, loaded at mobile widths: an `https://` address, whose origin the
   * unit's pages then allow in script-src, or a path on this site. Empty: none.
   */
  bridgeScriptUrl: text('bridge_script_url').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A unit's OpenID Connect provider (spec §7 oauth2/login, A6): shown on its login page as 「使用{name}登录」. The
 * portal's one redirect URI at it is `<base URL>/auth-login`.
 */
export interface OAuth2Settings {
  /** The button's name of the provider (统一身份认证). */
  name: string;
  /** The issuer, exactly as its discovery document and ID tokens give it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated; `openid` is always asked. */
  scopes: string;
  /** Which claims name the account, the person and (optionally) the user type. */
  claims: { username: string; name: string; userType?: string };
}

/**
 * A unit's WeChat official account (spec §7 wechat/authorize and wechat/login, A6): 「微信登录」 on its login pages.
 * The portal's one redirect URI is `<base URL>/wechat-login`.
 */
export interface WechatSettings {
  appId: string;
  /** The AppSecret: used only server-to-server when the code is exchanged. */
  secret: string;
  /** Where the browser is sent to authorise (https://open.weixin.qq.com in production). */
  authorizeOrigin: string;
  /** Where the code is exchanged (https://api.weixin.qq.com in production). */
  apiOrigin: string;
  /** snsapi_userinfo (asks the person, releases the nickname) or snsapi_base (silent, openid only). */
  scope: 'snsapi_userinfo' | 'snsapi_base';
}

/**
 * How a unit's passport server vouches for the cookie it sets on the unit's parent domain (spec §7 passport/login):
 * the cookie's name, and the server-to-server address the portal presents it to. Its login page is
 * `units.passport_login_url`.
 */
export interface PassportCookieSettings {
  cookieName: string;
  validateUrl: string;
}

/** The domains a unit answers on; the Host header is looked up here. */
export const unitDomains = pgTable(
  'unit_domains',
  {
    domain: text('domain').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => units.fid, { onDelete: 'cascade' }),
  },
  (table) => [index('unit_domains_fid_idx').on(table.fid)],
);

export type UnitRow = typeof units.$inferSelect;
