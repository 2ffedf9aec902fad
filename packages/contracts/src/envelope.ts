import { z } from 'zod';
import type { EndpointPolicy } from './policy';
import { sheetRowProblemSchema } from './spreadsheet';

/** The JSON envelope every `/pedestal/**` and `/homepage/**` response uses. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    code: z.number().int(),
    msg: z.string(),
    data,
  });

export interface Envelope<T> {
  success: boolean;
  code: number;
  msg: string;
  data: T;
}

/**
 * What a failure may tell the client besides its message: the request id of a server fault, and for a refused
 * sign-in whether the next attempt needs a 图形验证码 and how many attempts are left before the lock.
 */
export const failureDetailSchema = z.object({
  requestId: z.string().optional(),
  captchaRequired: z.boolean().optional(),
  remainingAttempts: z.number().int().optional(),
  /** A refused save of the console (409): what is stored now, with its version, to compare with or start again from. */
  current: z.unknown().optional(),
  /** A refused import (400): each wrong row by the number Excel shows, with what is wrong in it. */
  rows: z.array(sheetRowProblemSchema).optional(),
});
export type FailureDetail = z.infer<typeof failureDetailSchema>;

/** A failure envelope: `data` is a FailureDetail, or null when there is nothing to add. */
export const failureSchema = z.object({
  success: z.literal(false),
  code: z.number().int(),
  msg: z.string(),
  data: failureDetailSchema.nullable(),
});

export type HttpMethod = 'GET' | 'POST';

/** One API call: method, path, request schemas and the `data` schema of its success envelope. */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  query?: Q;
  body?: B;
  data: D;
  /** Spec §7 "no retry" calls: never retried, whatever the failure. */
  noRetry?: boolean;
  /** Who may call it and which request limit it counts against (anyone, and by its method, unless given). */
  policy?: EndpointPolicy;
}

/** Declares an endpoint; the identity function keeps the literal types. */
export const defineEndpoint = <
  D extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  endpoint: Endpoint<Q, B, D>,
): Endpoint<Q, B, D> => endpoint;

export type EndpointData<E> = E extends Endpoint<infer _Q, infer _B, infer D> ? z.output<D> : never;
export type EndpointQuery<E> =
  E extends Endpoint<infer Q, infer _B, infer _D> ? (Q extends z.ZodType ? z.input<Q> : undefined) : never;
export type EndpointBody<E> =
  E extends Endpoint<infer _Q, infer B, infer _D> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
