import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { envelopeSchema, type Endpoint, type Envelope } from '@yizhan/contracts';
import type { z } from 'zod';
import { ok } from './envelope';
import { keptBytes } from './shared-answers';

/** The schema of each endpoint's whole answer (the envelope around its data), built once. */
const responseSchemas = new WeakMap<Endpoint, z.ZodType>();
export const responseSchemaOf = (endpoint: Endpoint): z.ZodType => {
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
 * The success envelope of `data` as `endpoint`'s contract allows it (what fastify-type-provider-zod's serializer
 * does before `JSON.stringify`): fields the contract does not name dropped; an answer the contract refuses throws.
 */
export function contractEnvelope(endpoint: Endpoint, data: unknown): Envelope<unknown> {
  const result = responseSchemaOf(endpoint).safeParse(ok(data));
  if (!result.success) {
    throw new ResponseSerializationError(endpoint.method, endpoint.path, { cause: result.error });
  }
  return result.data as Envelope<unknown>;
}

/** Serializes `data` as `endpoint`'s route answers it: the contract's envelope, then JSON, as bytes. */
export function serializedAnswer<E extends Endpoint>(endpoint: E, data: z.input<E['data']>): SerializedAnswer {
  return new SerializedAnswer(keptBytes(JSON.stringify(contractEnvelope(endpoint, data))));
}
