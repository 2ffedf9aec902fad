import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import underPressure from '@fastify/under-pressure';
import { CODE } from '@yizhan/contracts';
import { isApiPath } from '../lib/envelope';
import { sendEnvelope } from './error-handler';

/**
 * Past the limit requests are shed. Only the event loop's lag is a limit (ADR 020 addendum): a loop that is busy all
 * the time yet answers in milliseconds is a server at full use, not an overloaded one. under-pressure's utilisation
 * limit averaged the busy time since start, so it shed every start's first second and almost never later.
 */
export interface LoadLimits {
  /** Milliseconds the event loop may lag. */
  maxEventLoopDelay: number;
  /** Milliseconds between samples (under-pressure's default when absent). */
  sampleInterval?: number;
}

/** The limits `npm start` uses. */
export const DEFAULT_LOAD_LIMITS: LoadLimits = { maxEventLoopDelay: 500 };

/** Seconds a shed client is asked to wait. */
const RETRY_AFTER_SECONDS = 5;
const BUSY_MESSAGE = '访问人数较多，服务器繁忙，请稍后再试';

const busyPage = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>服务器繁忙</title></head><body><main><h1>服务器繁忙</h1><p>${BUSY_MESSAGE}。</p><p><a href="">刷新页面</a></p></main></body></html>`;

/**
 * Compression of what is sent (brotli or gzip; pages and hashed assets that are already compressed pass as they
 * are), and load shedding: past the event loop's limits a request is answered at once with 503, Retry-After and a
 * Chinese message instead of queueing into a timeout (ADR 020).
 */
export async function registerDelivery(app: FastifyInstance, limits: LoadLimits | false) {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  if (!limits) return;
  await app.register(underPressure, {
    ...limits,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: (request, reply) => {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (isApiPath(request.url)) void sendEnvelope(reply, 503, CODE.serviceUnavailable, BUSY_MESSAGE);
      else void reply.status(503).type('text/html; charset=utf-8').send(busyPage);
    },
  });
}
