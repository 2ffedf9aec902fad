/**
 * How many inputs each property-based test tries. `npm test` runs a small number so the whole fuzzing stays within
 * a few seconds; `npm run test:chaos` sets FUZZ_RUNS=100000 (docs/reliability.md). A failure prints fast-check's
 * seed and shrunk counterexample; FUZZ_SEED replays it.
 */
export function fuzzRuns(fastDefault: number): number {
  const raw = process.env.FUZZ_RUNS;
  if (raw === undefined || raw === '') return fastDefault;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a positive integer, not ${raw}`);
  return runs;
}

/** fast-check parameters for one property: the run count, and FUZZ_SEED when a failure is being replayed. */
export function fuzzParameters(fastDefault: number): { numRuns: number; seed?: number } {
  const seed = process.env.FUZZ_SEED;
  return { numRuns: fuzzRuns(fastDefault), ...(seed ? { seed: Number(seed) } : {}) };
}

/**
 * A vitest timeout for a property that costs about `msPerRun` per input on an idle machine: never below the 20 s
 * default, and ten times the expected time, since the timeout is there to catch a hang and a shared 2-core machine
 * can be several times slower.
 */
export const fuzzTimeout = (fastDefault: number, msPerRun: number) =>
  Math.max(20_000, Math.ceil(fuzzRuns(fastDefault) * msPerRun * 10));
