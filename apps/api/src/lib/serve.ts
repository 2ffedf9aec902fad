import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, type Endpoint } from '@yizhan/contracts';
import type { z } from 'zod';
import { ok } from './envelope';

type Output<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;
type QueryOf<E> = E extends Endpoint<infer Q, infer _B, infer _D> ? Output<Q> : never;
type BodyOf<E> = E extends Endpoint<infer _Q, infer B, infer _D> ? Output<B> : never;

export interface EndpointInput<E extends Endpoint> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Serves one contract endpoint: its schemas validate the request and serialize the response (dropping any
 * field the contract does not name); the handler returns the envelope's `data`.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<z.input<E['data']>>,
  options: { tags?: string[]; urls?: string[] } = {},
) {
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
