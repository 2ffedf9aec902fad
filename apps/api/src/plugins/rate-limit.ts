import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  aiSearchApi,
  apiLoginApi,
  approvalApi,
  appTokenApi,
  assistantApi,
  authApi,
  CODE,
  homeApi,
  newsApi,
  noticeApi,
  passportLoginApi,
  qrLoginApi,
  scheduleApi,
  searchApi,
  serviceHallApi,
  ssoApi,
  taskCenterApi,
  wechatLoginApi,
} from '@yizhan/contracts';
import type { Db } from '../db/client';
import { isApiPath } from '../lib/envelope';
import { countRequest } from '../modules/rate-limit';
import { sendEnvelope } from './error-handler';

/** Requests per window one address and one signed-in user may make of a kind (security.md R6). */
export interface RateLimits {
  signIn: { perAddress: number };
  search: { perAddress: number; perUser: number };
  write: { perAddress: number; perUser: number };
  /** Pushes of the integration API per key (ADR 039); its own default unless given. */
  push?: { perKey: number };
  /** Length of a counting window (one minute unless given). */
  windowMs?: number;
}

/**
 * Generous per address (a campus NAT puts thousands of people behind one), tight per user: enough for anyone using
 * the portal by hand, far below a script's pace.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { perAddress: 120 },
  search: { perAddress: 1200, perUser: 60 },
  write: { perAddress: 3000, perUser: 120 },
};

const MESSAGE = '操作过于频繁，请稍后再试';

type Kind = 'signIn' | 'search' | 'write';

/** GETs that write, because the spec defines them as GETs: they count as writes all the same. */
// A service's hit count ranks it in the hall and in search (popularity): unlimited, anyone could lift a service up.
const getWrites = new Set([homeApi.visit.path, newsApi.view.path, noticeApi.url.path, serviceHallApi.hit.path]);

/**
 * POSTs that only read, because the spec defines them as POSTs (their filters are a body): as free as the GET
 * lists, unless their body holds a keyword (a search). Counted as writes, a person paging through their 待办 or the
 * service hall spent their write allowance, and every page paid a counter's upsert.
 */
const postReads = new Set([
  serviceHallApi.serviceList.path,
  serviceHallApi.businessList.path,
  taskCenterApi.list.path,
  approvalApi.list.path,
  noticeApi.info.path,
  scheduleApi.schoolCalendar.path,
]);

/** Sign-ins of every method (A3), their captchas, and authLogin, which asks the unit's identity provider. */
const signIns = new Set([
  authApi.passwordLogin.path,
  authApi.captcha.path,
  ssoApi.casLogin.path,
  ssoApi.authLogin.path,
  ssoApi.oauth2Login.path,
  // A QR code's own polls are paced per code instead (ADR 041): a campus NAT shares one address.
  qrLoginApi.create.path,
  qrLoginApi.login.path,
  apiLoginApi.apiLogin.path,
  wechatLoginApi.authorize.path,
  wechatLoginApi.login.path,
  wechatLoginApi.bind.path,
  passportLoginApi.passportLogin.path,
  // A trusted app's token for a user (ADR 039) is a sign-in too.
  appTokenApi.createToken.path,
]);

/**
 * Calls that search by what a person typed although their body has no `keyword`: the assistant's questions, and the
 * searches that are GETs (their keyword is in the query string).
 */
const searches = new Set([
  assistantApi.ask.path,
  searchApi.search.path,
  searchApi.suggest.path,
  aiSearchApi.search.path,
]);

/** Which limit a request counts against, if any: sign-in and its captchas, a keyword search, or another write. */
function kindOf(request: FastifyRequest): Kind | undefined {
  if (!isApiPath(request.url)) return undefined;
  const path = request.url.split('?')[0];
  if (signIns.has(path ?? '')) return 'signIn';
  if (searches.has(path ?? '')) return 'search';
  const body = request.body as { keyword?: unknown } | undefined;
  if (typeof body?.keyword === 'string' && body.keyword.trim()) return 'search';
  if (getWrites.has(path ?? '')) return 'write';
  if (postReads.has(path ?? '')) return undefined;
  return request.method === 'GET' || request.method === 'HEAD' ? undefined : 'write';
}

/** Loopback is this machine (a local tool, or the proxy itself when it forwards no address): not limited by address. */
export const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * Counts sign-ins, searches and writes per address and per signed-in user in fixed windows kept in the
 * database (shared by every instance); past a limit the answer is 429 with Retry-After and a Chinese message.
 * Runs after validation, so only well-formed requests count.
 */
export const rateLimitPlugin = fp<{ db: Db; limits: RateLimits }>(async (app: FastifyInstance, { db, limits }) => {
  app.addHook('preHandler', async (request, reply) => {
    const kind = kindOf(request);
    if (!kind || !request.unit) return;
    const now = Date.now();
    const windowMs = limits.windowMs ?? 60_000;
    const window = Math.floor(now / windowMs);
    const expiresAt = new Date((window + 1) * windowMs);
    const limit: { perAddress: number; perUser?: number } = limits[kind];
    const scopes: [string, number][] = [];
    if (!isLoopback(request.ip)) scopes.push([`ip:${request.ip}`, limit.perAddress]);
    if (limit.perUser && request.session?.kind === 'user') scopes.push([`user:${request.session.uid}`, limit.perUser]);
    for (const [scope, max] of scopes) {
      const hits = await countRequest(db, `${kind}:${request.unit.fid}:${scope}:${window}`, expiresAt);
      if (hits > max) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000))));
        return sendEnvelope(reply, 429, CODE.tooManyRequests, MESSAGE);
      }
    }
  });
});
