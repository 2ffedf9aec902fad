import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { units } from '../units';
import { users } from '../users';

/**
 * One row per issued token (guest or user): the server enforces idle and absolute expiry and revocation here,
 * so a token is only as good as its row (security.md S3, S4).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** 128-bit random id, base64url; the token's `sid`. */
    id: text('id').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => units.fid, { onDelete: 'cascade' }),
    /** Null for a guest session. */
    uid: integer('uid').references(() => users.uid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['guest', 'user'] }).notNull(),
    /**
     * How a user session was opened — the sign-in method its audit entries name (password, cas, oauth2, qrcode,
     * wechat, passport, api-code): logout ends the sign-in where it was made (spec §4). Null for sessions opened
     * before it was recorded.
     */
    method: text('method'),
    /** Where the sign-in came from (the client address) and with what (its User-Agent, cut short): the console lists them. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_uid_idx').on(table.uid), index('sessions_expires_at_idx').on(table.expiresAt)],
);

/**
 * Failed sign-in counters, keyed by account (`account:<fid>:<name>`) or address (`ip:<fid>:<ip>`); kept in the
 * database so every app instance sees the same counts (ADR 026). Trusted-device keys (`device:<fid>:<id>`) are no
 * longer written (ADR 026 addendum); old rows expire with their window.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The latest failure: progressive delays count from it. */
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  },
  (table) => [index('login_throttle_window_start_idx').on(table.windowStart)],
);

/**
 * Outstanding 图形验证码 (ADR 026): the answer is kept only as a hash, and a challenge is deleted by the attempt
 * that uses it, right or wrong, so each picture is good for one guess.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => units.fid, { onDelete: 'cascade' }),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_challenges_expires_at_idx').on(table.expiresAt)],
);

/** Server secrets created on first start and shared by every instance (the token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The days (Asia/Shanghai) on which a user was active on a unit: signed in, or used a session that was last used on
 * an earlier day. A row per user and day at most, so the console counts active users per day on the key alone
 * (ADR 076); sessions keep only their latest use, and sign-ins miss those who stay signed in.
 */
export const activeUserDays = pgTable(
  'active_user_days',
  {
    fid: integer('fid')
      .notNull()
      .references(() => units.fid, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.fid, table.day, table.uid] }),
    index('active_user_days_uid_idx').on(table.uid),
  ],
);
