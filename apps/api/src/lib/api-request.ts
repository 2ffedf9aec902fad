import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The unit answering a call and the signed-in user, as the units and users modules define their rows. Those modules
 * complete these interfaces (declaration merging, as Fastify's own request is typed), so this floor names no module
 * above it (ADR 058).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RequestUnit {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RequestUser {}

/** The session a call speaks for, after every server-side check (S3–S5). */
export interface RequestSession {
  id: string;
  kind: 'guest' | 'user';
  uid: number | null;
  user: RequestUser | null;
  loginTime: string;
}

/**
 * What an endpoint handler may know about the call it serves. A Fastify request satisfies it (HTTP), and so does
 * the per-page context of server rendering (in-process calls, ADR 017): handlers never see which one it is.
 */
export interface ApiRequest {
  /** The unit answering the call, resolved from the host. */
  readonly unit: RequestUnit;
  /** The verified session, or null; logout clears it. */
  session: RequestSession | null;
  readonly ip: string;
  readonly protocol: 'http' | 'https';
  /** Host name without port, as Fastify resolved it (X-Forwarded-Host only from trusted proxies). */
  readonly hostname: string;
  /** The connection; its `localPort` is the port the visitor really reached (a Host header can claim any). */
  readonly socket: { readonly localPort?: number | undefined };
  readonly headers: IncomingHttpHeaders;
  /** The request id that ties log lines and audit entries together. */
  readonly id: string;
  readonly log: FastifyBaseLogger;
}

/** Cookie options handlers use (a subset of @fastify/cookie's). */
export interface CookieOptions {
  path: string;
  sameSite: 'lax' | 'strict' | 'none';
  secure: boolean;
  httpOnly: boolean;
  maxAge: number;
}

/** What an endpoint handler may do to its response besides returning data. */
export interface ApiReply {
  setCookie(name: string, value: string, options: CookieOptions): unknown;
}
