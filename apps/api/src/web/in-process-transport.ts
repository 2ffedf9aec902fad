import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TOKEN_COOKIE,
  type Endpoint,
  type PageTransport,
  type TransportInput,
  type TransportResult,
} from '@yizhan/contracts';
import type { ApiReply, ApiRequest, CookieOptions, RequestSession } from '../lib/api-request';
import { SerializedAnswer } from '../lib/answer';
import { failure } from '../lib/envelope';
import { requestDomain, requestToken } from '../lib/http-edge';
import type { CallEdge } from '../lib/pipeline-call';
import { endpointKey } from '../lib/serve';
import type { UnitRow } from '../modules/units';

/** Query values as a query string would carry them (text), so both transports validate the same input. */
const asQueryText = (query: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(query ?? {})
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  );

/** Who a page request speaks for, as far as sharing its page goes: a guest (or nobody yet), or a signed-in user. */
export interface PageVisitor {
  unit: UnitRow;
  kind: 'guest' | 'user';
  /** Whether the request carried a token the API still accepts. */
  hasValidToken: boolean;
}

/** The in-process transport, plus what the web host needs to decide whether a page can be shared. */
export interface InProcessTransport extends PageTransport {
  /** The visitor of the page (resolved once, like every call's unit and session); null for an unknown host. */
  visitor(): Promise<PageVisitor | null>;
}

/**
 * The in-process transport of one page request (ADR 017): each call runs the same request pipeline as HTTP
 * (ADR 059) — no socket, no per-call log line — with the unit and session resolved once for the whole page (again
 * only after a call issued a new token: guest login, sign-in, logout). Cross-site refusal is the web host's, on the
 * page request itself; guests' shared answers are HTTP's (guest pages are shared whole: ADR 020).
 */
export function createInProcessTransport(app: FastifyInstance, pageRequest: FastifyRequest): InProcessTransport {
  const { pipeline } = app;
  const domain = requestDomain(pageRequest);
  let unitLookup: Promise<UnitRow | undefined> | undefined;
  let token = requestToken(pageRequest);
  let session: Promise<RequestSession | null> | undefined;
  const unitOf = () => (unitLookup ??= pipeline.findUnit(domain));
  const sessionOf = (unit: UnitRow) => (session ??= pipeline.sessionOf(unit, token));

  const call = async (endpoint: Endpoint, input: TransportInput): Promise<TransportResult> => {
    const cookies: string[] = [];
    const served = app.endpoints.get(endpointKey(endpoint.method, endpoint.path));
    if (!served) return { status: 404, envelope: failure(404, '接口不存在'), cookies };
    const reply: ApiReply = {
      setCookie: (name: string, value: string, options: CookieOptions) => {
        cookies.push(app.serializeCookie(name, value, options));
        if (name === TOKEN_COOKIE) {
          token = value;
          session = undefined;
        }
      },
    };
    const edge: CallEdge = {
      domain,
      unit: unitOf,
      session: sessionOf,
      crossSite: () => false,
      request: (unit, current): ApiRequest => ({
        unit,
        session: current,
        ip: pageRequest.ip,
        protocol: pageRequest.protocol,
        hostname: pageRequest.hostname,
        socket: pageRequest.socket,
        headers: pageRequest.headers,
        id: pageRequest.id,
        log: pageRequest.log,
      }),
      reply,
      sendsBytes: false,
      requestId: pageRequest.id,
      log: pageRequest.log,
      faultMessage: 'unhandled error in an in-process call',
    };
    const body = input.body === undefined ? undefined : JSON.parse(JSON.stringify(input.body));
    const outcome = await pipeline.run({ served, edge, input: { query: asQueryText(input.query), body } });
    // The envelope stage gives server rendering data, never bytes (sendsBytes: false).
    const envelope = outcome.answer instanceof SerializedAnswer ? null : outcome.answer;
    return { status: outcome.status, envelope, cookies };
  };
  const visitor = async (): Promise<PageVisitor | null> => {
    const unit = await unitOf();
    if (!unit) return null;
    const current = await sessionOf(unit);
    return { unit, kind: current?.kind ?? 'guest', hasValidToken: current !== null };
  };
  return { call, hasToken: () => !!token, visitor };
}
