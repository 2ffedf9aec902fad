import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the listener serves: one process's metrics (PortalMetrics) or its workers' summed (ClusterMetrics). */
export interface MetricsSource {
  readonly contentType: string;
  text(): Promise<string>;
  /** Starts the process metrics (CPU, memory, event loop), which only served metrics need. */
  collectProcessMetrics(): void;
}

export interface MetricsListener {
  /** The port it listens on (the one asked for, or the one given for 0 in tests). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` in Prometheus's text format on a listener of its own (METRICS_HOST:METRICS_PORT, loopback by
 * default: ADR 067), apart from the public port: what the metrics tell about load and failures is for the operator,
 * and a scrape never queues behind visitors, counts against their limits or is shed. Anything else is a 404.
 */
export async function serveMetrics(
  metrics: MetricsSource,
  { host, port }: { host: string; port: number },
): Promise<MetricsListener> {
  metrics.collectProcessMetrics();
  const server: Server = createServer((request, response) => {
    const path = request.url?.split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    // A connection per scrape: scrapes come seconds apart, past the idle connection's timeout, and a scraper that
    // reuses one the listener is closing at that moment gets a reset instead of its metrics.
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType, connection: 'close' }).end(text),
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`指标端口 ${host}:${port} 无法监听：${error.message}`)));
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
