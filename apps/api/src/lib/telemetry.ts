import type { Tracer } from '@opentelemetry/api';
import type { PoolName, QueryObserver } from '../db/client';
import type { PortalMetrics } from './metrics';
import { startStatementSpan } from './tracing';

/**
 * What watches the database's statements (ADR 067): their time for the metrics, a span each for the tracing; none
 * when neither is on, so the drivers stay unwrapped. The tracing also needs the caller's context kept across a wait
 * for a connection.
 */
export function queryObserver(
  metrics: PortalMetrics | null | undefined,
  tracer: Tracer | null | undefined,
): QueryObserver | undefined {
  if (!metrics && !tracer) return undefined;
  return {
    keepsContext: Boolean(tracer),
    start(pool: PoolName, text: string) {
      const started = performance.now();
      const endSpan = tracer ? startStatementSpan(tracer, pool, text) : undefined;
      return (error: unknown) => {
        metrics?.observeQuery(pool, (performance.now() - started) / 1000, Boolean(error));
        endSpan?.(error);
      };
    },
  };
}
