import type { Db } from './db';

/** A read per unit, kept a while (keptByUnit). */
export interface KeptByUnit<T> {
  /** The unit's kept value; past its time, read again in the background while the kept one still answers. */
  get(db: Db, fid: number): Promise<T>;
  /** Forgets every unit's value (after a rebuild of the index, which may replace every entry). */
  forget(db: Db): void;
  /** Reads every kept unit's value again while the kept one answers (after a change); resolves once they are read. */
  renew(db: Db): Promise<void>;
}

/** A unit's kept value: when it was read, and the read of its next one under way. */
interface Kept<T> {
  at: number;
  value: Promise<T>;
  renewal: Promise<void> | null;
}

/**
 * Something read per unit that costs tens of milliseconds and may be a little old — a unit's titles for near
 * spellings, the words most of its records hold: kept for `ttlMs`, then read again in the background while the kept
 * value still answers — every caller's, until the new one is read: a large unit's common words take 0.2–0.4 s to
 * count, and the searches arriving meanwhile waited for the count once a minute. Kept per database (a test opens
 * many); a failed first read is forgotten, so the next caller reads again; a failed renewal keeps the old value and
 * is tried again by the next caller. `now`: the clock (tests).
 */
export function keptByUnit<T>(
  ttlMs: number,
  read: (db: Db, fid: number) => Promise<T>,
  now: () => number = () => Date.now(),
): KeptByUnit<T> {
  const keptByDb = new WeakMap<Db, Map<number, Kept<T>>>();
  const keptOf = (db: Db) => {
    let kept = keptByDb.get(db);
    if (!kept) keptByDb.set(db, (kept = new Map()));
    return kept;
  };
  /** Reads a kept unit's value again; the new one replaces it unless the unit was forgotten meanwhile. */
  const renew = (db: Db, fid: number, before: Kept<T>): Promise<void> => {
    const kept = keptOf(db);
    const value = read(db, fid);
    before.renewal = value.then(
      () => void (kept.get(fid) === before && kept.set(fid, { at: now(), value, renewal: null })),
      () => void (before.renewal = null),
    );
    return before.renewal;
  };
  return {
    get(db, fid) {
      const kept = keptOf(db);
      const before = kept.get(fid);
      if (before) {
        if (!before.renewal && now() - before.at >= ttlMs) void renew(db, fid, before);
        return before.value;
      }
      const value = read(db, fid);
      const first = { at: now(), value, renewal: null };
      kept.set(fid, first);
      value.catch(() => kept.get(fid) === first && kept.delete(fid));
      return value;
    },
    forget(db) {
      keptOf(db).clear();
    },
    async renew(db) {
      const kept = keptOf(db);
      await Promise.all([...kept].map(([fid, before]) => before.renewal ?? renew(db, fid, before)));
    },
  };
}
