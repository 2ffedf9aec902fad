// One HTTP request with node:http: unlike fetch, it sends the Host header we give (the unit is chosen by Host).
import { request as httpRequest } from 'node:http';

/**
 * Sends one request and resolves { status, headers, body (Buffer), text(), json(), setCookies }; `agent` keeps
 * connections alive across requests.
 */
export function send(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const payload =
      body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const allHeaders = { ...headers };
    if (payload) {
      allHeaders['content-type'] ??= 'application/json';
      allHeaders['content-length'] = payload.length;
    }
    const req = httpRequest(url, { method, headers: allHeaders, timeout: 60_000, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: buffer,
          text: () => buffer.toString('utf8'),
          json: () => JSON.parse(buffer.toString('utf8')),
          setCookies: res.headers['set-cookie'] ?? [],
        });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in 60 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}
