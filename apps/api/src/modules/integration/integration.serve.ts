import type { FastifyInstance } from 'fastify';
import { CODE, INTEGRATION_KEY_HEADER, type Endpoint } from '@yizhan/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { countRequest } from '../rate-limit';
import { recordAudit } from '../audit';
import { findLiveKey } from './integration.keys';
import type { IntegrationKeyRow } from './integration.table';

export const MISSING_KEY = '缺少接入密钥，请在 Authorization: Bearer 或 X-Api-Key 中提供';
export const BAD_KEY = '接入密钥无效或已吊销';
const TOO_MANY = '推送过于频繁，请稍后再试';

/** Pushes one key may make a minute: a nightly full sync at a steady pace fits; a runaway loop does not. */
export const PUSHES_PER_MINUTE = 1200;

/** The key each push request authenticated with (set by the pipeline's policy stage, before validation). */
const keyOf = new WeakMap<object, IntegrationKeyRow>();

/** The key a request presents: `Authorization: Bearer <key>` or `X-Api-Key: <key>`. */
export function presentedKey(request: Pick<ApiRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  const direct = request.headers[INTEGRATION_KEY_HEADER];
  return (Array.isArray(direct) ? direct[0] : direct)?.trim() || undefined;
}

export interface PushScopeOptions {
  db: Db;
  /** Pushes per key per minute, or false for none (tests that are not about limits). */
  pushesPerMinute: number | false;
}

/**
 * Teaches the request pipeline to recognise push callers (`caller: 'pushKey'` on a contract, ADR 059): a live key of
 * the request's unit (401 otherwise, before the body is even looked at), counted against the key's limit
 * (429 + Retry-After).
 */
export function usePushScope(app: FastifyInstance, { db, pushesPerMinute }: PushScopeOptions) {
  app.pipeline.allowCaller('pushKey', async ({ request, served }) => {
    const presented = presentedKey(request);
    const key = presented ? await findLiveKey(db, presented) : undefined;
    // A key of another unit is as unknown here as a made-up one (every query is scoped to the unit).
    if (!key || key.fid !== request.unit.fid) {
      await recordAudit(db, request, {
        event: 'integration_push',
        outcome: 'failure',
        method: pushName(served.endpoint.path),
        reason: presented ? 'bad-key' : 'no-key',
      });
      throw new BusinessError(CODE.unauthorized, presented ? BAD_KEY : MISSING_KEY, 401);
    }
    keyOf.set(request, key);
    if (pushesPerMinute === false) return;
    const now = Date.now();
    const window = Math.floor(now / 60_000);
    const expiresAt = new Date((window + 1) * 60_000);
    const hits = await countRequest(db, `push:${key.fid}:key:${key.id}:${window}`, expiresAt);
    if (hits > pushesPerMinute) {
      app.metrics.countLimited('push');
      const retryAfter = String(Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)));
      throw new BusinessError(CODE.tooManyRequests, TOO_MANY, 429, { 'retry-after': retryAfter });
    }
  });
}

/** `/integration/v1/tasks/status` → `tasks/status`: the audit entry's method. */
const pushName = (path: string) => path.replace(/^\/integration\/v1\//, '').slice(0, 32);

/** What a push handler knows: its validated body, the key (unit and system) and the request. */
export interface PushInput<B> {
  body: B;
  key: IntegrationKeyRow;
  request: ApiRequest;
}

/** A push's answer besides its data: the external id the audit entry names. */
type PushData<E extends Endpoint> = z.input<E['data']> & { externalId: string };

/**
 * Serves one push endpoint of a push scope: the contract validates the body (400 naming the field), the handler
 * writes, and every push — done or refused — is one audit entry (system, id, outcome).
 */
export function servePush<E extends Endpoint>(
  app: FastifyInstance,
  db: Db,
  endpoint: E,
  handler: (input: PushInput<z.output<NonNullable<E['body']>>>) => Promise<PushData<E>>,
) {
  serve(
    app,
    endpoint,
    async ({ body, request }) => {
      const key = keyOf.get(request);
      if (!key) throw new BusinessError(CODE.unauthorized, MISSING_KEY, 401);
      const audit = (outcome: 'success' | 'failure', reason: string) =>
        recordAudit(db, request, {
          event: 'integration_push',
          outcome,
          username: key.name,
          method: pushName(endpoint.path),
          reason,
        });
      const externalId = String((body as { externalId?: unknown }).externalId ?? '');
      try {
        const data = await handler({ body: body as z.output<NonNullable<E['body']>>, key, request });
        await audit('success', externalId);
        return data as z.input<E['data']>;
      } catch (error) {
        if (error instanceof BusinessError) await audit('failure', externalId);
        throw error;
      }
    },
    { tags: ['接入接口'] },
  );
}
