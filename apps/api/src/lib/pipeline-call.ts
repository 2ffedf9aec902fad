import type { FastifyBaseLogger } from 'fastify';
import type { Endpoint, Envelope, RateLimitClass } from '@yizhan/contracts';
import type { ApiReply, ApiRequest, RequestSession, RequestUnit } from './api-request';
import type { SerializedAnswer } from './answer';

/** What a handler gets: the validated query and body, and the call's request and reply. */
export interface EndpointInput<Q = unknown, B = unknown> {
  query: Q;
  body: B;
  request: ApiRequest;
  reply: ApiReply;
}

/** One served endpoint: its contract, its handler and how its guests' answers are shared (ADR 022). */
export interface ServedEndpoint {
  endpoint: Endpoint;
  handler: (input: EndpointInput) => Promise<unknown>;
  /**
   * Kept and served to every guest of a unit asking the same URL: `true`, or a function naming what else the
   * answer depends on (ServeOptions.shared).
   */
  shared?: true | ((request: ApiRequest) => string);
}

/**
 * Where a call comes from: HTTP (a Fastify request) or a page rendered in the process (ADR 017). It says what only
 * the transport knows — the host, the token's session, the raw input — and the stages do the rest the same way.
 */
export interface CallEdge {
  /** Host name without port, lower-cased: the unit is the one serving it. */
  readonly domain: string;
  /** The unit serving `domain` (cached: ADR 018); a page looks it up once for all its calls. */
  unit(): Promise<RequestUnit | undefined>;
  /** The session of the call's token on that unit, or null (a page resolves it once, again after a new token). */
  session(unit: RequestUnit): Promise<RequestSession | null>;
  /** Whether this is a state-changing browser call from another site (R5); a page was checked by the web host. */
  crossSite(): boolean;
  /** The handler's view of the call, once its unit and session are known. */
  request(unit: RequestUnit, session: RequestSession | null): ApiRequest;
  readonly reply: ApiReply;
  /** The URL (query string included) a guest's shared answer is kept under; absent where answers are not shared. */
  readonly sharedUrl?: string;
  /** Whether a serialized answer may go out as its bytes (HTTP) rather than as data (server rendering). */
  readonly sendsBytes: boolean;
  readonly requestId: string;
  readonly log: FastifyBaseLogger;
  /** The log message of a server fault (tests and operators tell the transports apart by it). */
  readonly faultMessage: string;
}

/** One call on its way through the stages; each stage fills in what the next ones need. */
export interface PipelineCall {
  readonly served: ServedEndpoint;
  readonly edge: CallEdge;
  /** Query and body as they arrived, before validation. */
  readonly input: { readonly query: unknown; readonly body: unknown };
  unit?: RequestUnit;
  session?: RequestSession | null;
  /** The handler's request, set by the session stage. */
  request?: ApiRequest;
  query?: unknown;
  body?: unknown;
  /** What the handler answered. */
  answer?: unknown;
  /** The answer as it goes back: an envelope, or the bytes of a kept one. */
  outcome?: Envelope<unknown> | SerializedAnswer;
}

/** A call's answer, whichever way it ended. */
export interface CallOutcome {
  status: number;
  answer: Envelope<unknown> | SerializedAnswer;
  /** Response headers for HTTP (Retry-After); server rendering has no response of its own per call. */
  headers: Record<string, string>;
}

/** One step of every call. It refuses a call by throwing (a BusinessError says what the caller is told). */
export interface Stage {
  readonly name: string;
  run(call: PipelineCall): void | Promise<void>;
}

/** Checks that a call comes from a caller of a kind (EndpointCaller), registered by the module that knows it. */
export type CallerCheck = (call: PipelineCall & { request: ApiRequest }) => void | Promise<void>;

/** Counts a call against its request limit (security.md R6), refusing it past the limit. */
export type Limiter = (request: ApiRequest, kind: Exclude<RateLimitClass, 'none'>) => Promise<void>;
