import {
  CODE,
  MESSAGES,
  type Endpoint,
  type EndpointCaller,
  type HttpMethod,
  type RateLimitClass,
} from '@yizhan/contracts';
import type { z } from 'zod';
import { contractEnvelope, SerializedAnswer, serializedAnswer } from './answer';
import type { ApiRequest } from './api-request';
import { BusinessError } from './envelope';
import { validationMessage } from './failures';
import type { CallerCheck, Limiter, PipelineCall, Stage } from './pipeline-call';
import type { SharedAnswers } from './shared-answers';

/** The answer for a host no unit serves. */
export const unknownDomainMessage = (domain: string) => `未找到域名 ${domain.slice(0, 100)} 对应的站点，请检查访问地址`;

/** The answer to a state-changing browser call from another site (R5). */
export const CROSS_SITE_MESSAGE = '禁止跨站提交请求';

/**
 * The request limit a call counts against: sign-ins and searches as declared; any call whose body holds a keyword is
 * a search; otherwise as declared, or by method (a GET none, anything else a write).
 */
export function limitClassOf(
  declared: RateLimitClass | undefined,
  method: HttpMethod | string,
  body: unknown,
): Exclude<RateLimitClass, 'none'> | undefined {
  if (declared === 'signIn' || declared === 'search') return declared;
  const keyword = (body as { keyword?: unknown } | null | undefined)?.keyword;
  if (typeof keyword === 'string' && keyword.trim()) return 'search';
  const kind = declared ?? (method === 'GET' || method === 'HEAD' ? 'none' : 'write');
  return kind === 'none' ? undefined : kind;
}

/** Validates one request part with its contract schema; a failure is the 400 envelope naming the field. */
function parsePart(schema: z.ZodType, value: unknown, context: 'querystring' | 'body'): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const msg = validationMessage(context, { path: issue.path.join('.'), message: issue.message });
  throw new BusinessError(CODE.badRequest, msg, 400);
}

/** The call's request, which every stage after `session` may rely on. */
const requestOf = (call: PipelineCall): ApiRequest => call.request!;

interface StageDeps {
  sharedAnswers: SharedAnswers<Buffer>;
  limiter?: Limiter | undefined;
  callerCheck(caller: EndpointCaller): CallerCheck | undefined;
}

/** The guest's shared answer of a call (ADR 022): kept bytes, or the handler's answer serialized once and kept. */
async function sharedAnswer(call: PipelineCall, url: string, answers: SharedAnswers<Buffer>, run: () => unknown) {
  const { shared, endpoint } = call.served;
  const key = `${call.unit!.fid} ${url}${typeof shared === 'function' ? ` ${shared(requestOf(call))}` : ''}`;
  const kept = answers.get(key);
  if (kept !== undefined) return new SerializedAnswer(kept);
  const version = answers.version;
  const answer = await run();
  const serialized = answer instanceof SerializedAnswer ? answer : serializedAnswer(endpoint, answer as never);
  answers.set(key, version, serialized.body);
  return serialized;
}

/** The stages every call runs, in order (ADR 059). */
export function standardStages({ sharedAnswers, limiter, callerCheck }: StageDeps): Stage[] {
  return [
    {
      name: 'tenant',
      async run(call) {
        const unit = await call.edge.unit();
        if (!unit) throw new BusinessError(CODE.notFound, unknownDomainMessage(call.edge.domain), 404);
        call.unit = unit;
      },
    },
    {
      name: 'cross-site',
      run(call) {
        if (call.edge.crossSite()) throw new BusinessError(CODE.forbidden, CROSS_SITE_MESSAGE, 403);
      },
    },
    {
      name: 'session',
      async run(call) {
        const unit = call.unit!;
        call.session = await call.edge.session(unit);
        call.request = call.edge.request(unit, call.session);
      },
    },
    {
      name: 'policy',
      run(call) {
        const caller = call.served.endpoint.policy?.caller ?? 'anyone';
        if (caller === 'anyone') return;
        if (caller === 'user') {
          const { session } = call;
          if (session?.kind !== 'user' || session.uid === null || !session.user) {
            throw new BusinessError(CODE.unauthorized, MESSAGES.sessionExpired);
          }
          return;
        }
        const check = callerCheck(caller);
        if (!check) throw new Error(`no check registered for callers of kind ${caller}`);
        return check(call as PipelineCall & { request: ApiRequest });
      },
    },
    {
      // HTTP validates the body before the query string (Fastify's order): the same first problem either way.
      name: 'validation',
      run(call) {
        const { body, query } = call.served.endpoint as Endpoint;
        if (body) call.body = parsePart(body, call.input.body, 'body');
        if (query) call.query = parsePart(query, call.input.query, 'querystring');
      },
    },
    {
      // After validation: only well-formed calls count.
      name: 'limits',
      run(call) {
        if (!limiter) return;
        const { endpoint } = call.served;
        const kind = limitClassOf(endpoint.policy?.rateLimit, endpoint.method, call.body);
        return kind && limiter(requestOf(call), kind);
      },
    },
    {
      name: 'handler',
      async run(call) {
        const { served, edge } = call;
        const request = requestOf(call);
        const run = () => served.handler({ query: call.query, body: call.body, request, reply: edge.reply });
        // A signed-in user's call never reads or fills the guests' answers.
        const url = served.shared && !call.session?.user ? edge.sharedUrl : undefined;
        call.answer = url === undefined ? await run() : await sharedAnswer(call, url, sharedAnswers, run);
      },
    },
    {
      name: 'envelope',
      run(call) {
        const { answer, served, edge } = call;
        if (answer instanceof SerializedAnswer) {
          call.outcome = edge.sendsBytes ? answer : contractEnvelope(served.endpoint, answer.data());
        } else {
          call.outcome = contractEnvelope(served.endpoint, answer);
        }
      },
    },
  ];
}
