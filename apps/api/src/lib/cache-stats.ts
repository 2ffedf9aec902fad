/**
 * How often a cache answered from memory (hits) and how often it had to load or build the answer (misses). Kept as
 * plain numbers by each cache — a hit costs an increment, nothing more — and read by the metrics when scraped
 * (lib/metrics.ts, ADR 067).
 */
export interface CacheStats {
  hits: number;
  misses: number;
}

export const newCacheStats = (): CacheStats => ({ hits: 0, misses: 0 });
