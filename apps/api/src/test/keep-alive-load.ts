import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the clients of a load saw: answers by kind, and anything that broke (what, not how many). */
export interface LoadOutcome {
  /** Complete 200 answers. */
  ok: number;
  /** Complete 503 answers (shed, or asked while the server closed). */
  unavailable: number;
  /** Connections refused: the port no longer listens. */
  refused: number;
  /** Connections closed before any answer: the request never reached a handler (see `ask`). */
  reset: number;
  /** Anything else: an answer cut short, an unexpected status. */
  broken: string[];
}

/**
 * `connections` clients asking `path` on kept-alive connections, one request after another each, until `done()`:
 * the traffic of a load balancer's pool, under which a stop must lose no request the server took.
 */
export async function keepAliveLoad(
  base: string,
  path: string,
  connections: number,
  done: () => boolean,
): Promise<LoadOutcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcome: LoadOutcome = { ok: 0, unavailable: 0, refused: 0, reset: 0, broken: [] };
  const ask = () =>
    new Promise<void>((resolve) => {
      const request = http.get(`${base}${path}`, { agent, headers: { host: 'localhost' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('error', (error) => outcome.broken.push(`response ${error.message}`));
        response.on('close', () => {
          if (!response.complete) outcome.broken.push(`cut short after ${body.length} bytes`);
          else if (response.statusCode === 200 && body.includes('"success":true')) outcome.ok += 1;
          else if (response.statusCode === 503) outcome.unavailable += 1;
          else outcome.broken.push(`status ${response.statusCode}`);
          resolve();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') outcome.refused += 1;
        // Reset before any answer: a kept-alive connection the server was closing as idle, or a new one still in
        // the listener's queue as it closed. Neither reached a handler; proxies send such a request again (nginx:
        // proxy_next_upstream, for idempotent requests).
        else if (error.code === 'ECONNRESET') outcome.reset += 1;
        else outcome.broken.push(`request ${error.code ?? error.message}`);
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!done()) {
        const refusedBefore = outcome.refused;
        await ask();
        if (outcome.refused > refusedBefore) await sleep(50);
      }
    }),
  );
  agent.destroy();
  return outcome;
}
