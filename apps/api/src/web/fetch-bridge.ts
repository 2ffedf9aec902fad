import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fastify request → Fetch API Request, for the web app's request handler. */
export function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.raw.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // What Fastify resolved (trusting only configured proxies) replaces whatever the client claimed.
  headers.set('x-forwarded-host', request.host);
  headers.set('x-forwarded-proto', request.protocol);
  headers.set('x-forwarded-for', request.ip);
  const url = `${request.protocol}://${request.host}${request.url}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable;
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Status and headers of a Fetch API response onto a Fastify reply, keeping every Set-Cookie. */
function copyHead(reply: FastifyReply, status: number, headers: Headers) {
  reply.status(status);
  for (const [name, value] of headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** Fetch API Response → Fastify reply, streaming the body. */
export function sendFetchResponse(reply: FastifyReply, response: Response) {
  copyHead(reply, response.status, response.headers);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * A response whose body has already been read (a rendered page, checked for its CSP) → Fastify reply, sent as the
 * buffer it is: no second Response around it and no web stream to bridge back into a Node one.
 */
export function sendReadResponse(reply: FastifyReply, status: number, headers: Headers, body: Buffer) {
  copyHead(reply, status, headers);
  return reply.send(body);
}
