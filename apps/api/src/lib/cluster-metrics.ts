import { AggregatorRegistry } from 'prom-client';
import type { MetricsSource } from './metrics-server';
import type { PortalMetrics } from './metrics';

// Metrics of `WORKERS=N` (ADR 077): one listener, in the primary, for the whole machine. A scrape asks every worker
// for its registry over the cluster's channel and serves their sum (counters and histograms add up; gauges such as
// the pools' connections too), so a scraper sees one instance whichever worker served which request.

/** The primary's side: its workers' metrics, summed at each scrape. */
export class ClusterMetrics implements MetricsSource {
  private readonly registry = new AggregatorRegistry();

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.clusterMetrics();
  }

  /** Each worker measures its own process (workers' CPU and memory add up in the sum). */
  collectProcessMetrics(): void {}
}

/** A worker's side: answers the primary's scrapes with the app's registry, process metrics included. */
export function shareMetricsWithPrimary(metrics: PortalMetrics): void {
  // Constructed once in a worker, the aggregator only installs its answer to the primary's requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics.registry]);
  metrics.collectProcessMetrics();
}
