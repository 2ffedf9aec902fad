import { domainToUnicode } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestUnit } from '../lib/api-request';
import { isApiPath } from '../lib/envelope';
import { requestDomain } from '../lib/http-edge';
import { unknownDomainMessage } from '../lib/pipeline-stages';
import { sendEnvelope } from './error-handler';

export { requestDomain } from '../lib/http-edge';

declare module 'fastify' {
  interface FastifyRequest {
    /** The unit answering this request, resolved from the Host header (API paths only). */
    unit: RequestUnit;
  }
}

// A DNS name (letters, digits, hyphens, dots) or a bracketed IPv6 address; anything else is not a host at all.
const validHostname =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i;

/** A port after the name: 1–65535 in decimal, nothing else (`:abc`, `:-1`, `:99999` and `:3000@evil.com` are not). */
const validPort = (port: string) => /^[0-9]{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535;

/**
 * Whether every IDNA label (`xn--…`) is valid punycode. Node 22's URL parser refuses one that is not (`xn--zz`);
 * Node 24's, following the URL standard, lets it through — so the check is made here, the same on both:
 * `domainToUnicode` gives '' (22) or the label unchanged (24) for a label it cannot decode.
 */
const decodesIdna = (hostname: string) =>
  hostname.split('.').every((label) => !/^xn--/i.test(label) || !/^(?:$|xn--)/i.test(domainToUnicode(label)));

/**
 * Whether the whole authority (`name[:port]`, as the Host or a trusted X-Forwarded-Host names it) is one a URL can
 * carry: the page renderer builds its request URL from it, and a name the URL parser refused (`xn--zz`, an invalid
 * punycode label) or a bad port made that a 500 with an error log line (issue 35).
 */
function isWellFormedHost(host: string, hostname: string): boolean {
  if (!validHostname.test(hostname) || hostname.length > 253 || !decodesIdna(hostname)) return false;
  const rest = host.slice(hostname.length);
  if (rest !== '' && !(rest.startsWith(':') && validPort(rest.slice(1)))) return false;
  return URL.canParse(`http://${host}/`);
}

/**
 * Whether a request is well-formed enough to be answered at all: a valid host name with at most a valid port, and
 * an origin-form target (`/path?query`). A forged Host or an absolute-form request line gets 400, never a 500 and
 * an error log line.
 */
export const isWellFormed = (request: Pick<FastifyRequest, 'host' | 'hostname' | 'url'>) =>
  isWellFormedHost(request.host, request.hostname) && request.url.startsWith('/');

/**
 * Refuses malformed requests, then resolves the unit of every API request from its host; unknown hosts get a 404
 * envelope, never another unit. A served endpoint's route is left to the request pipeline, which does the same
 * (lib/pipeline-stages.ts) for HTTP and server rendering alike; this hook serves the routes outside it (files,
 * streams, redirects) and the API's 404.
 */
export const tenantPlugin = fp<{ findUnit(domain: string): Promise<RequestUnit | undefined> }>(
  async (app: FastifyInstance, { findUnit }) => {
    app.decorateRequest('unit', null as unknown as RequestUnit);
    app.addHook('onRequest', async (request, reply) => {
      if (!isWellFormed(request)) return sendEnvelope(reply, 400, 400, '请求的主机名或地址不合法');
      if (!isApiPath(request.url) || request.routeOptions.config.pipeline) return;
      const domain = requestDomain(request);
      const unit = await findUnit(domain);
      if (!unit) return sendEnvelope(reply, 404, 404, unknownDomainMessage(domain));
      request.unit = unit;
    });
  },
);
