import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { sessionIssuedSchema } from './auth';

/** A QR sign-in code lives this long (security.md A7: at most 120 s); the desktop then shows a new one. */
export const QR_LOGIN_SECONDS = 120;
/** The desktop asks for the phone's answer at most this often; faster polls are refused with 429 (R6). */
export const QR_POLL_INTERVAL_MS = 1_500;

/**
 * The code a QR carries: 256 random bits, base64url (A7: at least 128). A malformed one gets the same message as an
 * unknown one.
 */
const qrId = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]{43}$/, '无效或已过期，请刷新二维码后重新扫码');

/**
 * Where a QR sign-in stands, as the desktop and the phone see it: waiting for a phone, opened on one, confirmed
 * there, refused there, expired, or used (the desktop signed in with it).
 */
export const qrLoginStatusSchema = z.enum(['waiting', 'scanned', 'confirmed', 'refused', 'expired', 'used']);
export type QrLoginStatus = z.infer<typeof qrLoginStatusSchema>;

/** A new QR for the desktop login page: the code, its picture, the address the picture holds, its lifetime. */
export const qrLoginCodeSchema = z.object({
  qrId: z.string(),
  /** The QR as an SVG data URL. */
  image: z.string(),
  /** The phone page the QR opens: /mobile/qrcode-confirm?id=… on this site. */
  confirmUrl: z.string(),
  expiresIn: z.number().int(),
});
export type QrLoginCode = z.infer<typeof qrLoginCodeSchema>;

/** What the phone shows before anyone confirms (A7): which browser, from which address, when — and the status. */
export const qrLoginRequestSchema = z.object({
  status: qrLoginStatusSchema,
  /** The asking browser and system in words (Chrome 浏览器 · Windows). */
  browser: z.string(),
  ip: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  requestedAt: z.string(),
  expiresIn: z.number().int(),
});
export type QrLoginRequest = z.infer<typeof qrLoginRequestSchema>;

/**
 * QR-code sign-in (spec §7 `/pedestal/auth/qrcode/login`, security.md A7, ADR 041): the desktop asks for a code
 * bound to its browser, a signed-in phone confirms it, and the desktop that asked — only it — signs in.
 */
export const qrLoginApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/pedestal/auth/qrcode/create',
    policy: { rateLimit: 'signIn' },
    summary: '扫码登录：为本浏览器生成一次有效、120 秒内有效的登录二维码（绑定本浏览器的 Cookie）',
    data: qrLoginCodeSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/qrcode/status',
    summary: '扫码登录：生成二维码的浏览器查询手机端的处理结果（限频）',
    query: z.object({ qrId }),
    data: z.object({ status: qrLoginStatusSchema, expiresIn: z.number().int() }),
    // The page polls again by itself; a retry would only meet the per-code pace (429).
    noRetry: true,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/pedestal/auth/qrcode/login',
    policy: { rateLimit: 'signIn' },
    summary: '扫码登录：手机确认后，生成二维码的浏览器以此签发新的用户令牌（一次有效）',
    body: z.object({ qrId }),
    data: sessionIssuedSchema,
  }),
  request: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/qrcode/request',
    summary: '扫码登录（手机端）：查看请求登录的浏览器、IP 与时间',
    query: z.object({ qrId }),
    data: qrLoginRequestSchema,
  }),
  scan: defineEndpoint({
    method: 'POST',
    path: '/pedestal/auth/qrcode/scan',
    summary: '扫码登录（手机端）：标记二维码已被扫描，电脑端随即提示在手机上确认',
    body: z.object({ qrId }),
    data: z.object({ status: qrLoginStatusSchema }),
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/pedestal/auth/qrcode/confirm',
    summary: '扫码登录（手机端）：已登录用户确认或拒绝该浏览器的登录请求',
    body: z.object({ qrId, accept: z.boolean() }),
    data: z.object({ status: qrLoginStatusSchema }),
  }),
};
