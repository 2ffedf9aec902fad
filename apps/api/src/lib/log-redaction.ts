import type { FastifyRequest } from 'fastify';

/**
 * One-time credentials that arrive in URLs (a CAS `ticket`, later OAuth and WeChat `code`s and `state`s): masked in
 * every logged URL, so no log holds a usable or replayable value (D2).
 */
const SECRET_PARAMS = /([?&](?:ticket|code|state|qrId)=)[^&#]*/gi;
/** A QR sign-in code in its phone page's address (`/mobile/qrcode-confirm?id=…`, ADR 041). */
const QR_PAGE_ID = /(\/qrcode-confirm\?(?:[^#]*&)?id=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1***').replace(QR_PAGE_ID, '$1***');

/** Fastify's request log fields, with the URL's secrets masked. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
