import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import dns from 'node:dns';

/**
 * `*.localhost` is this machine (RFC 6761): browsers know it, but the system resolver that Node asks often does
 * not, and the demo units live on such names (gov.localhost). Everything else is resolved as usual.
 */
const lookup: LookupFunction = (hostname, options, callback) => {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) return callback(null, [{ address: '127.0.0.1', family: 4 }]);
    return callback(null, '127.0.0.1', 4);
  }
  return dns.lookup(hostname, options, callback);
};

/**
 * A server-to-server form POST (single logout): answers the status, or throws when the service cannot be reached
 * within `timeoutMs`. The body of the answer is not read.
 */
export function postForm(target: string, form: Record<string, string>, timeoutMs = 5000): Promise<number> {
  const url = new URL(target);
  const body = new URLSearchParams(form).toString();
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
