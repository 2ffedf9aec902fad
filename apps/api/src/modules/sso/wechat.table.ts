import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { unitRef } from '../units';
import { userRef } from '../users';

/**
 * WeChat identities linked to portal users (spec §7 wechatLogin, A6): keyed by (unit, appid, openid) — an openid is
 * only unique within the official account (appid) that issued it, so it is never looked up alone. A row is made when
 * the person signs in with the portal password once on the bind page; it goes with its user.
 */
export const wechatAccounts = pgTable(
  'wechat_accounts',
  {
    fid: unitRef(),
    appId: text('app_id').notNull(),
    openId: text('open_id').notNull(),
    uid: userRef(),
    /** The WeChat nickname when linked (shown nowhere but the bind page; kept for the administrator). */
    nickname: text('nickname').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fid, table.appId, table.openId] }),
    index('wechat_accounts_uid_idx').on(table.uid),
  ],
);

/**
 * Outstanding WeChat authorisations (A6: a mandatory one-time `state` bound to the browser): a hash of the state, a
 * hash of the random value in the browser's HttpOnly `yz_wechat` cookie, and where to go afterwards. Deleted by the
 * sign-in that presents it, right or wrong; expires in ten minutes.
 */
export const wechatStates = pgTable(
  'wechat_states',
  {
    stateHash: text('state_hash').primaryKey(),
    fid: unitRef(),
    browserHash: text('browser_hash').notNull(),
    redirect: text('redirect').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('wechat_states_expires_at_idx').on(table.expiresAt)],
);

/**
 * A WeChat identity the server has verified (the code exchanged on the server) that no portal user is linked to
 * yet: the bind page signs in with the portal password once and links it. Found by a hash of the random value in
 * the browser's HttpOnly `yz_wechat_bind` cookie, so only the browser that made the authorisation can bind it;
 * single use, ten minutes.
 */
export const wechatBinds = pgTable(
  'wechat_binds',
  {
    bindHash: text('bind_hash').primaryKey(),
    fid: unitRef(),
    appId: text('app_id').notNull(),
    openId: text('open_id').notNull(),
    nickname: text('nickname').notNull().default(''),
    redirect: text('redirect').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('wechat_binds_expires_at_idx').on(table.expiresAt)],
);
