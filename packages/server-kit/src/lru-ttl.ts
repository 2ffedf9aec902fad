/**
 * lru-cache's time-to-live options for entries that expire `ttlMs` after they are kept, on the clock `now` (whole
 * milliseconds; tests pass a clock of their own, which may start at 0).
 */
export function ttlOptions(ttlMs: number, now: () => number = Date.now) {
  return {
    ttl: lruTtl(ttlMs),
    // lru-cache reads a start time of 0 as "no time to live": a clock that starts at 0 is moved a millisecond on.
    perf: { now: () => now() + 1 },
    // Read the clock at every look: by default a reading is reused for a millisecond, which hides a test clock's steps.
    ttlResolution: 0,
  };
}

/** lru-cache counts an entry stale once more than its `ttl` has passed; ours are stale once `ms` have (whole ms). */
export const lruTtl = (ms: number) => ms - 1;
