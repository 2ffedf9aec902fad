import type { FastifyRequest } from 'fastify';

/**
 * Credentials that arrive in URLs (a CAS `ticket`, OAuth, WeChat and API-login `code`s and `state`s, a QR code's
 * id, createToken's `enc`): masked in every logged URL, so no log holds a usable or replayable value (D2).
 */
const SECRET_PARAMS = /([?&](?:ticket|code|state|qrId|enc)=)[^&#]*/gi;
/** A QR sign-in code in its phone page's address (`/mobile/qrcode-confirm?id=…`, ADR 041). */
const QR_PAGE_ID = /(\/qrcode-confirm\?(?:[^#]*&)?id=)[^&#]*/gi;
/** A calendar feed's token, its only credential and valid until revoked (ADR 038). */
const FEED_TOKEN = /(\/scheduleCalendar\/feed\/)[^/?#]+/gi;

export const redactUrl = (url: string) =>
  url.replace(SECRET_PARAMS, '$1***').replace(QR_PAGE_ID, '$1***').replace(FEED_TOKEN, '$1***');

/** Fastify's request log fields, with the URL's secrets masked. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
