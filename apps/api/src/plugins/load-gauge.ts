import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * When the portal sheds (ADR 020, addendum of issue 35): by its own work, never by one sample of the event loop.
 * A loop that lags because a neighbour holds the CPU, or because a first render compiles code, is not an overload
 * while the portal has little to do; shedding its few visitors (and their page's CSS and JS) helps nobody.
 */
export interface LoadLimits {
  /** Requests the portal may work on at once; one more is shed at once, whatever the loop does. */
  maxInFlight: number;
  /** Milliseconds the event loop may lag (the mean of one sample). */
  maxEventLoopDelay: number;
  /** The lag must be over its limit in every sample for this long ... */
  lagWindowMs: number;
  /** ... while at least this many requests are in flight (the portal's own work, not a neighbour's). */
  lagInFlight: number;
  /** Milliseconds between samples of the event loop. */
  sampleInterval: number;
}

/**
 * The limits `npm start` uses. 32 requests in flight is a queue of seconds of page renders (≈100 ms each on a busy
 * core) but nothing for kept searches (under a millisecond); 5 s of lag over 500 ms with 8 requests waiting is a
 * portal that has fallen behind its visitors, where one 2-core machine with neighbours lags in single samples.
 */
export const DEFAULT_LOAD_LIMITS: LoadLimits = {
  maxInFlight: 32,
  maxEventLoopDelay: 500,
  lagWindowMs: 5_000,
  lagInFlight: 8,
  sampleInterval: 1_000,
};

/**
 * The portal's load: the requests it works on (counted by the overload plugin) and the event loop's recent lag.
 * Samples come from `sampleEventLoop` in production; tests record them themselves (no timing of real load).
 */
export class LoadGauge {
  /** Requests admitted and not yet answered. */
  inFlight = 0;
  private readonly lags: number[] = [];

  constructor(private readonly limits: LoadLimits) {}

  /** Samples kept: as many as fit in the window (at least one). */
  private get windowSamples(): number {
    return Math.max(1, Math.ceil(this.limits.lagWindowMs / this.limits.sampleInterval));
  }

  /** Records one sample of the event loop's lag in milliseconds. */
  recordLag(ms: number): void {
    this.lags.push(ms);
    if (this.lags.length > this.windowSamples) this.lags.shift();
  }

  /** Whether every sample of a full window lagged past the limit. */
  get lagSustained(): boolean {
    return this.lags.length >= this.windowSamples && this.lags.every((lag) => lag > this.limits.maxEventLoopDelay);
  }

  /** Why a new request should be shed now, or null to admit it. */
  pressure(): 'in-flight' | 'lag' | null {
    if (this.inFlight >= this.limits.maxInFlight) return 'in-flight';
    if (this.inFlight >= this.limits.lagInFlight && this.lagSustained) return 'lag';
    return null;
  }
}

/** The histogram's step in milliseconds; its mean never drops below it, so it is taken off (as under-pressure did). */
const RESOLUTION_MS = 10;

/**
 * Feeds `gauge` the mean event-loop lag of each interval until the returned function stops it. An interval with no
 * sample of the histogram (its timer has not run since: the loop was blocked throughout) counts how late this
 * interval's own timer came instead.
 */
export function sampleEventLoop(gauge: LoadGauge, intervalMs: number): () => void {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - last - intervalMs);
    last = now;
    gauge.recordLag(histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : late);
    histogram.reset();
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
