// The size of a page's HTML as the server sends it, fetched over HTTP (no browser).
import { gzipSync } from 'node:zlib';
import { send } from '../lib/http.mjs';

/** Raw and gzip (zlib level 9) bytes of one answer, and what the server itself sent when compression was allowed. */
async function sizesOf(url, headers) {
  const plain = await send(url, { headers });
  if (plain.status !== 200) throw new Error(`GET ${url}: HTTP ${plain.status}`);
  const served = await send(url, { headers: { ...headers, 'accept-encoding': 'br, gzip' } });
  return {
    rawBytes: plain.body.length,
    gzipBytes: gzipSync(plain.body, { level: 9 }).length,
    served: { encoding: served.headers['content-encoding'] ?? 'identity', bytes: served.body.length },
    setCookies: plain.setCookies,
  };
}

/**
 * A page's HTML as a first visitor gets it (no cookie) and as a returning guest does (the guest token cookie the
 * first answer set).
 */
export async function htmlSizes(base, pagePath, headers = {}) {
  const first = await sizesOf(base + pagePath, headers);
  const cookie = first.setCookies.map((line) => line.split(';')[0]).join('; ');
  const guest = await sizesOf(base + pagePath, { ...headers, cookie });
  const strip = ({ setCookies: _setCookies, ...sizes }) => sizes;
  return { noCookie: strip(first), guestCookie: strip(guest) };
}
