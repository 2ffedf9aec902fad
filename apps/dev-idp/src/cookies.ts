import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';

/** The value of cookie `name` in the request's Cookie header, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
}
