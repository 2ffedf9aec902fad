import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, type Endpoint } from '@yizhan/contracts';
import type { z } from 'zod';
import type { ApiReply, ApiRequest } from './api-request';
import { ok } from './envelope';

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
}

/** Every served endpoint by `METHOD path`. */
export type EndpointRegistry = Map<string, RegisteredEndpoint>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry `serve()` fills; server rendering dispatches through it without a socket. */
    endpoints: EndpointRegistry;
  }
}

/** The registry key of an endpoint. */
export const endpointKey = (method: string, path: string) => `${method} ${path}`;

/**
 * Serves one contract endpoint: its schemas validate the request and serialize the response (dropping any
 * field the contract does not name); the handler returns the envelope's `data`. The handler is also recorded in
 * the app's endpoint registry, so server rendering can call it in-process with the same schemas.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<z.input<E['data']>>,
  options: { tags?: string[]; urls?: string[] } = {},
) {
  app.endpoints.set(endpointKey(endpoint.method, endpoint.path), {
    endpoint,
    handler: handler as unknown as RegisteredEndpoint['handler'],
  });
  for (const url of options.urls ?? [endpoint.path]) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url,
      schema: {
        summary: endpoint.summary,
        tags: options.tags,
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { 200: envelopeSchema(endpoint.data) },
      },
      handler: async (request, reply) =>
        ok(
          await handler({
            query: request.query as QueryOf<E>,
            body: request.body as BodyOf<E>,
            request,
            reply,
          }),
        ),
    });
  }
}
