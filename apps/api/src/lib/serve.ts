import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@yizhan/contracts';
import type { z } from 'zod';
import type { ApiRequest } from './api-request';
import { responseSchemaOf, SerializedAnswer } from './answer';
import { HttpEdge } from './http-edge';
import type { Pipeline } from './pipeline';
import type { EndpointInput as CallInput, ServedEndpoint } from './pipeline-call';
import type { SharedAnswers } from './shared-answers';

export { SerializedAnswer, serializedAnswer } from './answer';

type Output<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;
type QueryOf<E> = E extends Endpoint<infer Q, infer _B, infer _D> ? Output<Q> : never;
type BodyOf<E> = E extends Endpoint<infer _Q, infer B, infer _D> ? Output<B> : never;

/** What the handler of endpoint `E` gets: its query and body as the contract parsed them. */
export type EndpointInput<E extends Endpoint> = CallInput<QueryOf<E>, BodyOf<E>>;

/** Every served endpoint by `METHOD path`. */
export type EndpointRegistry = Map<string, ServedEndpoint>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry `serve()` fills; server rendering dispatches through it without a socket. */
    endpoints: EndpointRegistry;
    /** Serialized answers that are the same for every guest of a unit (ADR 022). */
    sharedAnswers: SharedAnswers<Buffer>;
    /** The stages every served call runs, over HTTP and in-process alike (ADR 059). */
    pipeline: Pipeline;
  }
  interface FastifyContextConfig {
    /** The route is a served endpoint: the pipeline resolves its unit and session, not the plugins' hooks. */
    pipeline?: boolean;
  }
}

/** Options of a served endpoint. */
export interface ServeOptions {
  tags?: string[];
  /** Paths to serve it on (the contract's path unless given). */
  urls?: string[];
  /**
   * The answer is the same for every guest of a unit asking the same URL (query string included) while the data
   * stays the same: `true`, or a function naming what else it depends on (the origin the visitor used, say). Such
   * answers are kept serialized and served to guests without running the handler (ADR 022). A signed-in user's
   * call never reads or fills that cache; an answer that differs between guests (their own token or login time)
   * must not be marked.
   */
  shared?: true | ((request: ApiRequest) => string);
  /** A larger request body than the server's 1 MB (a spreadsheet import, ADR 070). */
  bodyLimit?: number;
}

/** The content type Fastify gives serialized JSON answers; every served answer is sent with exactly the same. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The registry key of an endpoint. */
export const endpointKey = (method: string, path: string) => `${method} ${path}`;

/** The pipeline validates: Fastify's own validation of the route's schemas (kept for the API docs) is skipped. */
const validatedByThePipeline = () => () => true;

/** Runs one HTTP call of a served endpoint through the pipeline and sends its answer as JSON bytes. */
async function answerOverHttp(served: ServedEndpoint, request: FastifyRequest, reply: FastifyReply) {
  const input = { query: request.query, body: request.body === undefined ? null : request.body };
  const outcome = await request.server.pipeline.run({ served, edge: new HttpEdge(request, reply), input });
  // A handler that took the reply over (server-sent events) has answered already.
  if (reply.sent) return reply;
  reply.code(outcome.status).headers(outcome.headers).type(JSON_TYPE);
  const { answer } = outcome;
  return answer instanceof SerializedAnswer ? answer.body : JSON.stringify(answer);
}

/**
 * Serves one contract endpoint: every call, over HTTP or in-process, runs the request pipeline (lib/pipeline.ts) —
 * the endpoint's policy, its schemas validating the request and shaping the answer (fields the contract does not
 * name dropped), the handler returning the envelope's `data`. The route's schemas also describe it in the API docs.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<z.input<E['data']> | SerializedAnswer>,
  options: ServeOptions = {},
) {
  const served: ServedEndpoint = {
    endpoint,
    handler: handler as unknown as ServedEndpoint['handler'],
    ...(options.shared ? { shared: options.shared } : {}),
  };
  app.endpoints.set(endpointKey(endpoint.method, endpoint.path), served);
  for (const url of options.urls ?? [endpoint.path]) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url,
      config: { pipeline: true },
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      validatorCompiler: validatedByThePipeline,
      schema: {
        summary: endpoint.summary,
        tags: options.tags,
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { 200: responseSchemaOf(endpoint) },
      },
      handler: (request, reply) => answerOverHttp(served, request, reply),
    });
  }
}
