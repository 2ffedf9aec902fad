import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CODE } from '@yizhan/contracts';
import type { ApiRequest } from '../lib/api-request';
import { BusinessError, isApiPath } from '../lib/envelope';
import type { Limiter } from '../lib/pipeline-call';
import { limitClassOf } from '../lib/pipeline-stages';

/** Requests per window one address and one signed-in user may make of a kind (security.md R6). */
/** Counts one request under `key` in its window (the rate-limit module's counters); resolves to the count so far. */
export type CountRequest = (key: string, expiresAt: Date) => Promise<number>;

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

/** Loopback is this machine (a local tool, or the proxy itself when it forwards no address): not limited by address. */
export const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * Counts sign-ins, searches and writes per address and per signed-in user in fixed windows kept in the
 * database (shared by every instance); past a limit the call is refused with 429, Retry-After and a Chinese
 * message. Which limit a call counts against is its endpoint's policy (`rateLimit` on the contract); the request
 * pipeline asks this after validation, so only well-formed calls count.
 */
export function createLimiter(
  countRequest: CountRequest,
  limits: RateLimits,
  /** Told of every refusal (the metrics' counter, ADR 067). */
  onLimited: (kind: keyof Omit<RateLimits, 'push' | 'windowMs'>) => void = () => {},
): Limiter {
  return async (request: ApiRequest, kind) => {
    const now = Date.now();
    const windowMs = limits.windowMs ?? 60_000;
    const window = Math.floor(now / windowMs);
    const expiresAt = new Date((window + 1) * windowMs);
    const limit: { perAddress: number; perUser?: number } = limits[kind];
    const scopes: [string, number][] = [];
    if (!isLoopback(request.ip)) scopes.push([`ip:${request.ip}`, limit.perAddress]);
    if (limit.perUser && request.session?.kind === 'user') scopes.push([`user:${request.session.uid}`, limit.perUser]);
    for (const [scope, max] of scopes) {
      const hits = await countRequest(`${kind}:${request.unit.fid}:${scope}:${window}`, expiresAt);
      if (hits > max) {
        onLimited(kind);
        const retryAfter = String(Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)));
        throw new BusinessError(CODE.tooManyRequests, MESSAGE, 429, { 'retry-after': retryAfter });
      }
    }
  };
}

/**
 * Applies the limiter to the API routes outside the request pipeline (the MCP stream, avatar uploads): a write
 * unless it is a GET, a search when its body holds a keyword. Runs after validation, like the pipeline's stage.
 */
export const rateLimitPlugin = fp<{ limiter: Limiter }>(async (app: FastifyInstance, { limiter }) => {
  app.addHook('preHandler', async (request) => {
    if (!isApiPath(request.url) || !request.unit || request.routeOptions.config.pipeline) return;
    const kind = limitClassOf(undefined, request.method, request.body);
    if (kind) await limiter(request, kind);
  });
});
