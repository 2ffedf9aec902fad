import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UnitRow } from '../modules/units/units.table';
import { isApiPath } from '../lib/envelope';
import { sendEnvelope } from './error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    /** The unit answering this request, resolved from the Host header (API paths only). */
    unit: UnitRow;
  }
}

/** Host name without port, lower-cased; X-Forwarded-Host counts only from trusted proxies (Fastify trustProxy). */
export const requestDomain = (request: Pick<FastifyRequest, 'hostname'>): string => request.hostname.toLowerCase();

/** The answer for a host no unit serves. */
export const unknownDomainMessage = (domain: string) => `未找到域名 ${domain.slice(0, 100)} 对应的站点，请检查访问地址`;

/** Resolves the unit of every API request from its host; unknown hosts get a 404 envelope, never another unit. */
export const tenantPlugin = fp<{ findUnit(domain: string): Promise<UnitRow | undefined> }>(
  async (app: FastifyInstance, { findUnit }) => {
    app.decorateRequest('unit', null as unknown as UnitRow);
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiPath(request.url)) return;
      const domain = requestDomain(request);
      const unit = await findUnit(domain);
      if (!unit) return sendEnvelope(reply, 404, 404, unknownDomainMessage(domain));
      request.unit = unit;
    });
  },
);
