import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { CODE } from '@yizhan/contracts';
import { isApiPath } from '../lib/envelope';
import { sendEnvelope } from './error-handler';
import { LoadGauge, sampleEventLoop, type LoadLimits } from './load-gauge';

export { DEFAULT_LOAD_LIMITS, LoadGauge, type LoadLimits } from './load-gauge';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never shed (health checks; ADR 020 addendum of issue 35). */
    shed?: boolean;
  }
}

/** Seconds a shed client is asked to wait. */
const RETRY_AFTER_SECONDS = 5;
const BUSY_MESSAGE = '访问人数较多，服务器繁忙，请稍后再试';

const busyPage = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>服务器繁忙</title></head><body><main><h1>服务器繁忙</h1><p>${BUSY_MESSAGE}。</p><p><a href="">刷新页面</a></p></main></body></html>`;

/**
 * Requests that are never shed: files of the web build (@fastify/static marks its routes with `config.file`), whose
 * refusal leaves a page unstyled or dead for the price of a file read, and routes that opt out (/healthz, /readyz:
 * a shed probe would restart or unlist a server that is merely busy).
 */
function exempt(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { file?: unknown; shed?: boolean };
  return config.shed === false || typeof config.file === 'string';
}

function shed(request: FastifyRequest, reply: FastifyReply) {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  if (isApiPath(request.url)) return sendEnvelope(reply, 503, CODE.serviceUnavailable, BUSY_MESSAGE);
  return reply.status(503).type('text/html; charset=utf-8').send(busyPage);
}

export interface DeliveryOptions {
  /** Load shedding limits, or false for none (tests: a loaded test machine is not an overloaded server). */
  limits: LoadLimits | false;
  /** The measurements to shed by; tests give one they feed themselves, else the event loop is sampled. */
  gauge?: LoadGauge | undefined;
  /** Told of every shed request and why (the metrics' counter, ADR 067). */
  onShed?: (reason: 'in-flight' | 'lag') => void;
}

/**
 * Compression of what is sent (brotli or gzip; pages and hashed assets that are already compressed pass as they
 * are), and load shedding: past the portal's own load (LoadGauge) a page or API call is answered at once with 503,
 * Retry-After and a Chinese message instead of queueing into a timeout (ADR 020). Returns the gauge it sheds by
 * (readiness asks it too), none when nothing is shed.
 */
export async function registerDelivery(
  app: FastifyInstance,
  { limits, gauge: given, onShed = () => {} }: DeliveryOptions,
): Promise<LoadGauge | undefined> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  if (!limits) return undefined;
  const gauge = given ?? new LoadGauge(limits);
  if (!given) {
    const stop = sampleEventLoop(gauge, limits.sampleInterval);
    app.addHook('onClose', async () => stop());
  }
  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request)) return;
    const pressure = gauge.pressure();
    if (pressure) {
      onShed(pressure);
      return shed(request, reply);
    }
    gauge.inFlight += 1;
    // 'close' comes once for every response: sent, failed or abandoned by the client.
    reply.raw.once('close', () => (gauge.inFlight -= 1));
  });
  return gauge;
}
