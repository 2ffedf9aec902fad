/** A seeded pseudo-random generator (mulberry32): the same seed gives the same data on every machine and run. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [0, n). */
    below: (n: number) => Math.floor(next() * n),
    /** One element of a non-empty list. */
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** A shuffled copy (Fisher–Yates). */
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

export type Prng = ReturnType<typeof prng>;
