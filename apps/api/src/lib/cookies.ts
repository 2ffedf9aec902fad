import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie } from 'cookie';

/**
 * The value of cookie `name` in a request's Cookie header, or undefined. Read from the header: a handler's request
 * may be an in-process call of server rendering (ADR 017), which has no `request.cookies` of `@fastify/cookie`.
 */
export function cookieOf(request: { readonly headers: IncomingHttpHeaders }, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
}
