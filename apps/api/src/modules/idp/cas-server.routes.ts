import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMobileUserAgent, TOKEN_COOKIE, TOURIST_COOKIE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { MemoCache } from '../../lib/memo-cache';
import type { ApiRequest } from '../../lib/api-request';
import { requestToken } from '../../plugins/auth';
import type { SessionOf } from '../../lib/pipeline';
import { findSession, isSessionUsable, revokeSession } from '../auth';
import { recordAudit } from '../audit';
import type { UnitRow } from '../units';
import { failureXml, successXml, type ValidationFailure } from './cas-server.xml';
import { issueServiceTicket, listServicePrefixes, spendServiceTicket } from './idp.repository';
import { endSignOns } from './sign-out';
import { protocolPage } from './protocol-page';
import { portalLoginFor, providerUnit as unitOf } from './provider-unit';

export interface CasServerDeps {
  db: Db;
  key: Uint8Array;
  cache: MemoCache;
  findUnit(domain: string): Promise<UnitRow | undefined>;
  /** The session a token speaks for on a unit (the auth module's, as the portal's own pages see it). */
  sessionOf: SessionOf;
}

type Query = Record<string, string | undefined>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** CAS 3.0 §3.7: `ST-` and the ticket alphabet, at most 256 characters; anything else is refused unread (A5). */
const TICKET = /^ST-[A-Za-z0-9-]{1,253}$/;

/** The service URL with the ticket appended (CAS 3.0 §2.2.4). */
const withTicket = (service: string, ticket: string) =>
  `${service}${service.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;

/**
 * The portal as a CAS 3.0 server (ADR 053) for its units with built-in sign-in: a person signed in at the portal
 * reaches the unit's registered business systems without a second form. `/cas/login` issues service tickets to
 * registered services only (and sends a visitor who is not signed in to the portal's own login page first),
 * `/cas/p3/serviceValidate` and `/cas/serviceValidate` spend them, `/cas/logout` ends the portal session and every
 * system session opened from it (single logout).
 */
export async function casServerRoutes(app: FastifyInstance, deps: CasServerDeps) {
  const { db, cache } = deps;

  const providerUnit = (request: FastifyRequest, reply: FastifyReply) => unitOf(deps.findUnit, request, reply);
  const isRegistered = async (fid: number, service: string) => {
    if (!/^https?:\/\//i.test(service) || service.length > 2048) return false;
    const prefixes = await cache.get(`sso-services:${fid}`, () => listServicePrefixes(db, fid));
    return prefixes.some((prefix) => service.startsWith(prefix));
  };
  const refuseService = (reply: FastifyReply) =>
    protocolPage(
      reply,
      400,
      '未登记的应用',
      '该应用未在本门户登记，不能通过统一身份认证登录。请联系管理员登记该业务系统。',
    );

  app.get('/cas/login', async (request, reply) => {
    const unit = await providerUnit(request, reply);
    if (!unit) return reply;
    const query = request.query as Query;
    const service = text(query.service);
    if (service && !(await isRegistered(unit.fid, service))) return refuseService(reply);
    const session = await deps.sessionOf(unit, requestToken(request));
    const signedIn = session?.kind === 'user' && session.uid !== null;
    if (query.renew === 'true') {
      return protocolPage(
        reply,
        400,
        '无法重新验证',
        '该应用要求重新输入密码后进入，本门户暂不支持。请从门户直接进入该应用。',
      );
    }
    if (signedIn && service) {
      const ticket = await issueServiceTicket(db, { fid: unit.fid, sessionId: session.id, uid: session.uid!, service });
      return reply.header('cache-control', 'no-store').redirect(withTicket(service, ticket));
    }
    if (signedIn) return reply.redirect('/');
    // gateway: the system only asks whether the person is signed in already, never for a form (§2.1.1).
    if (service && query.gateway === 'true') return reply.redirect(service);
    // The one password form is the portal's own: back here after it, for the ticket.
    const back = `/cas/login${service ? `?service=${encodeURIComponent(service)}` : ''}`;
    return reply.redirect(portalLoginFor(back, isMobileUserAgent(request.headers['user-agent'])));
  });

  const validate = (withAttributes: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const unit = await providerUnit(request, reply);
    if (!unit) return reply;
    const query = request.query as Query;
    const ticket = text(query.ticket);
    const service = text(query.service);
    const answer = (xml: string) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', 'no-store').send(xml);
    const fail = (code: ValidationFailure) => answer(failureXml(code));
    if (!ticket || !service) return fail('INVALID_REQUEST');
    if (!TICKET.test(ticket)) return fail('INVALID_TICKET');
    const spent = await spendServiceTicket(db, unit.fid, ticket);
    // No ticket issued here comes from a renewed sign-in (§2.5.1: renew must then fail).
    if (!spent || query.renew === 'true') return fail('INVALID_TICKET');
    if (spent.service !== service) return fail('INVALID_SERVICE');
    // A ticket is only as good as the portal session it came from (signed out, disabled, idle: S4).
    const found = await findSession(db, spent.sessionId);
    if (!found?.user || !isSessionUsable(found.session, found.user, unit, new Date())) return fail('INVALID_TICKET');
    const user = found.user;
    return answer(
      successXml(
        user.username,
        withAttributes
          ? {
              name: user.name,
              userType: user.userType,
              fid: String(unit.fid),
              unitName: unit.name,
              authenticationDate: found.session.createdAt.toISOString(),
              isFromNewLogin: String(spent.fromNewLogin),
              longTermAuthenticationRequestTokenUsed: 'false',
            }
          : null,
      ),
    );
  };
  app.get('/cas/p3/serviceValidate', validate(true));
  app.get('/cas/serviceValidate', validate(false));

  app.get('/cas/logout', async (request, reply) => {
    const unit = await providerUnit(request, reply);
    if (!unit) return reply;
    const session = await deps.sessionOf(unit, requestToken(request));
    if (session?.kind === 'user' && session.user) {
      await revokeSession(db, session.id);
      await endSignOns(deps, request as ApiRequest, session.id, session.user.username);
      await recordAudit(db, request as ApiRequest, {
        event: 'logout',
        outcome: 'success',
        uid: session.uid,
        method: 'cas-server',
      });
    }
    // The page that comes next issues a guest token, as after any logout (spec §4).
    reply.clearCookie(TOKEN_COOKIE, { path: '/' }).clearCookie(TOURIST_COOKIE, { path: '/' });
    const service = text((request.query as Query).service);
    if (service && (await isRegistered(unit.fid, service))) return reply.redirect(service);
    return reply.redirect('/login');
  });
}
