import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CODE,
  TOKEN_COOKIE,
  type Endpoint,
  type PageTransport,
  type TransportInput,
  type TransportResult,
} from '@yizhan/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { ApiReply, ApiRequest, CookieOptions, RequestSession } from '../lib/api-request';
import { BusinessError, failure, ok } from '../lib/envelope';
import { endpointKey, SerializedAnswer } from '../lib/serve';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, loggable } from '../db/errors';
import { resolveSession, requestToken } from '../plugins/auth';
import { requestDomain, unknownDomainMessage } from '../plugins/tenant';
import { SERVER_FAULT_MESSAGE, validationMessage } from '../plugins/error-handler';
import type { UnitRow } from '../modules/units';

export interface InProcessDeps {
  app: FastifyInstance;
  db: Db;
  key: Uint8Array;
  /** The unit of a domain (cached: ADR 018). */
  findUnit(domain: string): Promise<UnitRow | undefined>;
}

const answer = (status: number, envelope: TransportResult['envelope'], cookies: string[]): TransportResult => ({
  status,
  envelope,
  cookies,
});

/** Query values as a query string would carry them (text), so both transports validate the same input. */
const asQueryText = (query: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(query ?? {})
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  );

/** Validates one request part with its contract schema; a failure is the same 400 envelope HTTP gives. */
function parsePart(schema: z.ZodType | undefined, value: unknown, context: 'querystring' | 'body') {
  if (!schema) return { ok: true as const, value: undefined };
  const result = schema.safeParse(value);
  if (result.success) return { ok: true as const, value: result.data };
  const issue = result.error.issues[0]!;
  const msg = validationMessage(context, { path: issue.path.join('.'), message: issue.message });
  return { ok: false as const, msg };
}

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
 * The in-process transport of one page request (ADR 017): calls go straight to the endpoint's handler with the
 * same request and response schemas as HTTP, and the unit and session are resolved once for the whole page (again
 * only after a call issued a new token: guest login, sign-in, logout). No socket, no per-call log line.
 */
export function createInProcessTransport(deps: InProcessDeps, pageRequest: FastifyRequest): InProcessTransport {
  const domain = requestDomain(pageRequest);
  let unitLookup: Promise<UnitRow | undefined> | undefined;
  let token = requestToken(pageRequest);
  let session: Promise<RequestSession | null> | undefined;
  const sessionOf = (unitRow: UnitRow) => (session ??= resolveSession(deps, unitRow, token));

  const call = async (endpoint: Endpoint, input: TransportInput): Promise<TransportResult> => {
    const cookies: string[] = [];
    const unit = await (unitLookup ??= deps.findUnit(domain));
    if (!unit) return answer(404, failure(404, unknownDomainMessage(domain)), cookies);
    const registered = deps.app.endpoints.get(endpointKey(endpoint.method, endpoint.path));
    if (!registered) return answer(404, failure(404, '接口不存在'), cookies);
    const { endpoint: contract, handler } = registered;
    const query = parsePart(contract.query, asQueryText(input.query), 'querystring');
    if (!query.ok) return answer(400, failure(400, query.msg), cookies);
    const bodyInput = input.body === undefined ? undefined : JSON.parse(JSON.stringify(input.body));
    const body = parsePart(contract.body, bodyInput, 'body');
    if (!body.ok) return answer(400, failure(400, body.msg), cookies);

    const request: ApiRequest = {
      unit,
      session: await sessionOf(unit),
      ip: pageRequest.ip,
      protocol: pageRequest.protocol,
      hostname: pageRequest.hostname,
      socket: pageRequest.socket,
      headers: pageRequest.headers,
      id: pageRequest.id,
      log: pageRequest.log,
    };
    const reply: ApiReply = {
      setCookie: (name: string, value: string, options: CookieOptions) => {
        cookies.push(deps.app.serializeCookie(name, value, options));
        if (name === TOKEN_COOKIE) {
          token = value;
          session = undefined;
        }
      },
    };
    try {
      const data = await handler({ query: query.value as never, body: body.value as never, request, reply });
      const output = contract.data.safeParse(data instanceof SerializedAnswer ? data.data() : data);
      if (!output.success) throw new Error(`response of ${endpoint.path} does not match its contract`);
      return answer(200, ok(output.data), cookies);
    } catch (error) {
      if (error instanceof BusinessError) {
        return answer(error.status, failure(error.code, error.message, error.detail), cookies);
      }
      if (isDatabaseUnavailable(error)) {
        pageRequest.log.warn({ err: loggable(error), path: endpoint.path }, 'database unavailable');
        return answer(503, failure(CODE.serviceUnavailable, DATABASE_UNAVAILABLE_MESSAGE), cookies);
      }
      pageRequest.log.error({ err: loggable(error), path: endpoint.path }, 'unhandled error in an in-process call');
      return answer(500, failure(CODE.serverError, SERVER_FAULT_MESSAGE, { requestId: pageRequest.id }), cookies);
    }
  };
  const visitor = async (): Promise<PageVisitor | null> => {
    const unit = await (unitLookup ??= deps.findUnit(domain));
    if (!unit) return null;
    const current = await sessionOf(unit);
    return { unit, kind: current?.kind ?? 'guest', hasValidToken: current !== null };
  };
  return { call, hasToken: () => !!token, visitor };
}
