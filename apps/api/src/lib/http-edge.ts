import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@yizhan/contracts';
import type { ApiRequest, RequestSession, RequestUnit } from './api-request';
import type { CallEdge } from './pipeline-call';

/** Host name without port, lower-cased; X-Forwarded-Host counts only from trusted proxies (Fastify trustProxy). */
export const requestDomain = (request: Pick<FastifyRequest, 'hostname'>): string => request.hostname.toLowerCase();

/** The token of a request: `Authorization: Bearer` (other clients) or the `token` cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[TOKEN_COOKIE] || undefined;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a browser request comes from another site (R5). */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true;
  }
}

/** True when a state-changing request comes from another site: refused (R5). */
export const isCrossSiteChange = (request: FastifyRequest) => !safeMethods.has(request.method) && isCrossSite(request);

/**
 * A served endpoint's HTTP call as the pipeline sees it: the Fastify request is the handler's request (unit and
 * session set on it), the reply its reply, and a guest's shared answer is kept under the request's URL. A class, not
 * an object of closures: one small allocation per request on the hottest path (ADR 022).
 */
export class HttpEdge implements CallEdge {
  readonly domain: string;
  readonly sharedUrl: string;
  readonly sendsBytes = true;
  readonly faultMessage = 'unhandled error';

  constructor(
    private readonly http: FastifyRequest,
    readonly reply: FastifyReply,
  ) {
    this.domain = requestDomain(http);
    this.sharedUrl = http.url;
  }

  get requestId() {
    return this.http.id;
  }

  get log() {
    return this.http.log;
  }

  unit() {
    return this.http.server.pipeline.findUnit(this.domain);
  }

  session(unit: RequestUnit) {
    return this.http.server.pipeline.sessionOf(unit, requestToken(this.http));
  }

  crossSite() {
    return isCrossSiteChange(this.http);
  }

  request(unit: RequestUnit, session: RequestSession | null): ApiRequest {
    this.http.unit = unit;
    this.http.session = session;
    return this.http;
  }
}
