import type { FastifyInstance } from 'fastify';
import { ResponseSerializationError, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, type Endpoint, type Envelope } from '@yizhan/contracts';
import type { z } from 'zod';
import type { ApiReply, ApiRequest } from './api-request';
import { ok } from './envelope';
import { keptBytes, type SharedAnswers } from './shared-answers';

type Output<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;
type QueryOf<E> = E extends Endpoint<infer Q, infer _B, infer _D> ? Output<Q> : never;
type BodyOf<E> = E extends Endpoint<infer _Q, infer B, infer _D> ? Output<B> : never;

export interface EndpointInput<E extends Endpoint> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: ApiRequest;
  reply: ApiReply;
}

/** One served endpoint: its contract and its handler, reachable over HTTP and in-process (ADR 017). */
export interface RegisteredEndpoint {
  endpoint: Endpoint;
  handler: (input: EndpointInput<Endpoint>) => Promise<unknown>;
  /** Whether its answer is shared by every guest of a unit (ServeOptions.shared). */
  shared: boolean;
}

/** Every served endpoint by `METHOD path`. */
export type EndpointRegistry = Map<string, RegisteredEndpoint>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry `serve()` fills; server rendering dispatches through it without a socket. */
    endpoints: EndpointRegistry;
    /** Serialized answers that are the same for every guest of a unit (ADR 022). */
    sharedAnswers: SharedAnswers<Buffer>;
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
}

/** The content type Fastify gives serialized JSON answers; kept answers are sent with exactly the same. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The registry key of an endpoint. */
export const endpointKey = (method: string, path: string) => `${method} ${path}`;

/** The schema of each endpoint's whole answer (the envelope around its data), built once. */
const responseSchemas = new WeakMap<Endpoint, z.ZodType>();
const responseSchemaOf = (endpoint: Endpoint): z.ZodType => {
  let schema = responseSchemas.get(endpoint);
  if (!schema) responseSchemas.set(endpoint, (schema = envelopeSchema(endpoint.data)));
  return schema;
};

/**
 * An answer serialized before it is sent: the envelope's JSON bytes exactly as the route's serializer writes them.
 * A handler that keeps its answers (search, ADR 036) returns one, so a kept answer goes out as it is — no schema
 * parse, no `JSON.stringify`, no encoding — and a new one is serialized once, for the reply and the store alike.
 */
export class SerializedAnswer {
  constructor(readonly body: Buffer) {}

  /** The answer's data, for a caller in the process (server rendering). */
  data(): unknown {
    return (JSON.parse(this.body.toString()) as Envelope<unknown>).data;
  }
}

/**
 * Serializes `data` as `endpoint`'s route answers it (what fastify-type-provider-zod's serializer does): the success
 * envelope through the response schema — fields the contract does not name dropped — then JSON.
 */
export function serializedAnswer<E extends Endpoint>(endpoint: E, data: z.input<E['data']>): SerializedAnswer {
  const result = responseSchemaOf(endpoint).safeParse(ok(data));
  if (!result.success) {
    throw new ResponseSerializationError(endpoint.method, endpoint.path, { cause: result.error });
  }
  return new SerializedAnswer(keptBytes(JSON.stringify(result.data)));
}

/**
 * Serves one contract endpoint: its schemas validate the request and serialize the response (dropping any
 * field the contract does not name); the handler returns the envelope's `data`. The handler is also recorded in
 * the app's endpoint registry, so server rendering can call it in-process with the same schemas.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<z.input<E['data']> | SerializedAnswer>,
  options: ServeOptions = {},
) {
  const { shared } = options;
  app.endpoints.set(endpointKey(endpoint.method, endpoint.path), {
    endpoint,
    handler: handler as unknown as RegisteredEndpoint['handler'],
    shared: !!shared,
  });
  const responseSchema = responseSchemaOf(endpoint);
  for (const url of options.urls ?? [endpoint.path]) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url,
      schema: {
        summary: endpoint.summary,
        tags: options.tags,
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { 200: responseSchema },
      },
      handler: async (request, reply) => {
        const input = { query: request.query as QueryOf<E>, body: request.body as BodyOf<E>, request, reply };
        // Bytes with a JSON content type go out as they are: no preSerialization hook, no response serializer.
        const send = (body: Buffer) => {
          reply.type(JSON_TYPE);
          return body as unknown as Envelope<unknown>;
        };
        if (!shared || request.session?.user) {
          const answer = await handler(input);
          return answer instanceof SerializedAnswer ? send(answer.body) : ok(answer);
        }
        // A guest's answer shared by every guest of the unit: the kept bytes, or built once and kept.
        const key = `${request.unit.fid} ${request.url}${shared === true ? '' : ` ${shared(request)}`}`;
        const answers = app.sharedAnswers;
        const kept = answers.get(key);
        if (kept !== undefined) return send(kept);
        const version = answers.version;
        const answer = await handler(input);
        const serialized = answer instanceof SerializedAnswer ? answer : serializedAnswer(endpoint, answer);
        answers.set(key, version, serialized.body);
        return send(serialized.body);
      },
    });
  }
}
