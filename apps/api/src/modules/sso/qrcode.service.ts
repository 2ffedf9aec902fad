import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  CODE,
  formatSecond,
  QR_LOGIN_SECONDS,
  QR_POLL_INTERVAL_MS,
  type QrLoginCode,
  type QrLoginStatus,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { cookieOf } from '../../lib/cookies';
import { requireUser } from '../../plugins/auth';
import { cleanAuditText, recordAudit } from '../audit';
import { signIn, type AuthDeps, type SignInMethod } from '../auth';
import { siteOrigin } from '../units';
import { users } from '../users';
import { qrLogins, type QrLoginRow } from './qrcode.table';
import { describeBrowser } from './user-agent';
import { refused } from './sign-in-refusals';
import { qrImage } from '../../lib/qr-image';

/**
 * The HttpOnly cookie that binds QR codes to the desktop browser that asked for them (A7). One random value per
 * browser, kept while it lives, so two login tabs of one browser each keep their code.
 */
export const QR_BROWSER_COOKIE = 'yz_qr';
const BROWSER_COOKIE_SECONDS = 24 * 3600;
const BROWSER_VALUE = /^[A-Za-z0-9_-]{43}$/;

const random = () => randomBytes(32).toString('base64url');
const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The phone page a QR opens. */
export const qrConfirmPath = (qrId: string) => `/mobile/qrcode-confirm?id=${qrId}`;

const GONE = '二维码无效或已过期，请在电脑上刷新二维码后重新扫码';
const NOT_THIS_BROWSER = '该二维码不是本浏览器生成的，请刷新二维码';

const browserValue = (request: ApiRequest) => {
  const value = cookieOf(request, QR_BROWSER_COOKIE);
  return value && BROWSER_VALUE.test(value) ? value : undefined;
};

/** The status a row shows: a used code is `used`, an unused one past its time `expired`. */
function statusOf(row: QrLoginRow | undefined, now: Date): QrLoginStatus {
  if (!row) return 'expired';
  if (row.status === 'claimed') return 'used';
  if (row.expiresAt <= now) return 'expired';
  return row.status;
}

const secondsLeft = (row: QrLoginRow, now: Date) =>
  Math.max(0, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000));

async function findQr(db: Db, fid: number, qrId: string) {
  const [row] = await db
    .select()
    .from(qrLogins)
    .where(and(eq(qrLogins.codeHash, hash(qrId)), eq(qrLogins.fid, fid)))
    .limit(1);
  return row;
}

/**
 * A new QR code for the desktop login page (A7): 256 random bits, single use, two minutes, bound to this browser
 * by the HttpOnly `yz_qr` cookie. The picture (SVG, drawn here, so the page loads no QR library) holds the phone
 * page's address on this site's configured origin. Expired codes are swept as new ones are made.
 */
export async function createQrLogin(db: Db, request: ApiRequest, reply: ApiReply): Promise<QrLoginCode> {
  const now = new Date();
  const browser = browserValue(request) ?? random();
  const qrId = random();
  await db.delete(qrLogins).where(lt(qrLogins.expiresAt, now));
  await db.insert(qrLogins).values({
    codeHash: hash(qrId),
    fid: request.unit.fid,
    browserHash: hash(browser),
    ip: cleanAuditText(request.ip, 64),
    userAgent: cleanAuditText(request.headers['user-agent']),
    createdAt: now,
    expiresAt: new Date(now.getTime() + QR_LOGIN_SECONDS * 1000),
  });
  reply.setCookie(QR_BROWSER_COOKIE, browser, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: BROWSER_COOKIE_SECONDS,
  });
  const confirmUrl = `${siteOrigin(request)}${qrConfirmPath(qrId)}`;
  return {
    qrId,
    image: await qrImage(confirmUrl),
    confirmUrl,
    expiresIn: QR_LOGIN_SECONDS,
  };
}

/**
 * What the phone answered, for the browser that asked (and no other: A7). Polls of one code closer together than
 * QR_POLL_INTERVAL_MS are refused with 429 and Retry-After (R6); a code this unit never made, or swept, is expired.
 */
export async function qrLoginStatus(db: Db, request: ApiRequest, qrId: string) {
  const now = new Date();
  const row = await findQr(db, request.unit.fid, qrId);
  if (!row) return { status: 'expired' as const, expiresIn: 0 };
  const browser = browserValue(request);
  if (!browser || hash(browser) !== row.browserHash) throw new BusinessError(CODE.ssoFailed, NOT_THIS_BROWSER);
  const polled = await db
    .update(qrLogins)
    .set({ polledAt: now })
    .where(
      and(
        eq(qrLogins.codeHash, row.codeHash),
        or(isNull(qrLogins.polledAt), lte(qrLogins.polledAt, new Date(now.getTime() - QR_POLL_INTERVAL_MS))),
      ),
    )
    .returning({ codeHash: qrLogins.codeHash });
  if (polled.length === 0) {
    const wait = String(Math.ceil(QR_POLL_INTERVAL_MS / 1000));
    throw new BusinessError(CODE.tooManyRequests, '查询过于频繁，请稍后再试', 429, { 'retry-after': wait });
  }
  return { status: statusOf(row, now), expiresIn: secondsLeft(row, now) };
}

/** Why a claim found nothing to claim: the audit reason and the person's message. */
function claimRefusal(row: QrLoginRow | undefined, browserHash: string | undefined, now: Date) {
  if (!row) return { reason: 'qr-unknown', message: GONE };
  if (row.browserHash !== browserHash) return { reason: 'qr-other-browser', message: NOT_THIS_BROWSER };
  const status = statusOf(row, now);
  if (status === 'used') return { reason: 'qr-used', message: GONE };
  if (status === 'expired') return { reason: 'qr-expired', message: GONE };
  if (status === 'refused') return { reason: 'qr-refused', message: '登录请求已在手机上被拒绝' };
  return { reason: 'qr-not-confirmed', message: '请先在手机上确认登录' };
}

export const qrcodeMethod: SignInMethod = { name: 'qrcode' };

/**
 * qrcode/login (spec §7, A3, A7): the browser that asked for the code, holding its `yz_qr` cookie, takes the
 * session the phone confirmed — once: the row turns `claimed` in the same statement that checks it is confirmed,
 * fresh, this unit's and this browser's. Then `signIn` as every other method; every refusal is audited and costs
 * the address like a wrong password.
 */
export async function qrSignIn(deps: AuthDeps, request: ApiRequest, reply: ApiReply, qrId: string): Promise<void> {
  const { db } = deps;
  await signIn(deps, request, reply, {
    method: qrcodeMethod,
    async verify({ now }) {
      const browser = browserValue(request);
      const browserHash = browser ? hash(browser) : undefined;
      const [claimed] = browserHash
        ? await db
            .update(qrLogins)
            .set({ status: 'claimed' })
            .where(
              and(
                eq(qrLogins.codeHash, hash(qrId)),
                eq(qrLogins.fid, request.unit.fid),
                eq(qrLogins.browserHash, browserHash),
                eq(qrLogins.status, 'confirmed'),
                sql`${qrLogins.expiresAt} > ${now.toISOString()}`,
              ),
            )
            .returning()
        : [];
      const user = claimed?.uid
        ? (await db.select().from(users).where(eq(users.uid, claimed.uid)).limit(1))[0]
        : undefined;
      if (!claimed || !user) {
        const { reason, message } = claimRefusal(await findQr(db, request.unit.fid, qrId), browserHash, now);
        throw refused(reason, message);
      }
      return { user };
    },
  });
}

/** The request a signed-in phone is asked to confirm: which browser, from where, when (A7). */
export async function qrLoginRequest(db: Db, request: ApiRequest, qrId: string) {
  requireUser(request);
  const now = new Date();
  const row = await findQr(db, request.unit.fid, qrId);
  const status = statusOf(row, now);
  if (!row || status === 'expired' || status === 'used') throw new BusinessError(CODE.notFound, GONE, 404);
  return {
    status,
    browser: describeBrowser(row.userAgent),
    ip: row.ip,
    requestedAt: formatSecond(row.createdAt),
    expiresIn: secondsLeft(row, now),
  };
}

/** The phone opened the code: the desktop says 「已扫码，请在手机上确认」. Only a waiting, fresh code changes. */
export async function qrLoginScanned(db: Db, request: ApiRequest, qrId: string) {
  requireUser(request);
  const now = new Date();
  await db
    .update(qrLogins)
    .set({ status: 'scanned' })
    .where(
      and(
        eq(qrLogins.codeHash, hash(qrId)),
        eq(qrLogins.fid, request.unit.fid),
        eq(qrLogins.status, 'waiting'),
        sql`${qrLogins.expiresAt} > ${now.toISOString()}`,
      ),
    );
  return { status: statusOf(await findQr(db, request.unit.fid, qrId), now) };
}

/**
 * The phone's answer (A7): a signed-in user of this unit confirms the request for themselves, or refuses it. A code
 * is answered once, while fresh; a refusal is audited as the failed sign-in it is.
 */
export async function qrLoginAnswer(db: Db, request: ApiRequest, qrId: string, accept: boolean) {
  const session = requireUser(request);
  const now = new Date();
  const [answered] = await db
    .update(qrLogins)
    .set({ status: accept ? 'confirmed' : 'refused', uid: session.uid })
    .where(
      and(
        eq(qrLogins.codeHash, hash(qrId)),
        eq(qrLogins.fid, request.unit.fid),
        inArray(qrLogins.status, ['waiting', 'scanned']),
        sql`${qrLogins.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning();
  if (!answered) {
    const status = statusOf(await findQr(db, request.unit.fid, qrId), now);
    if (status === 'expired' || status === 'used') throw new BusinessError(CODE.notFound, GONE, 404);
    throw new BusinessError(CODE.badRequest, '该登录请求已处理，请勿重复操作', 400);
  }
  if (!accept) {
    await recordAudit(db, request, {
      event: 'login_failure',
      outcome: 'failure',
      uid: session.uid,
      username: session.user.username,
      method: qrcodeMethod.name,
      reason: 'qr-refused',
    });
  }
  return { status: answered.status as QrLoginStatus };
}
