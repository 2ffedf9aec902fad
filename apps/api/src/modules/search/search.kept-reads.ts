import type { Db } from '../../db/client';
import { perObject } from '../../lib/per-object';

/** A read per unit, kept a while (keptByUnit). */
export interface KeptByUnit<T> {
  /** The unit's kept value; past its time, read again in the background while the kept one still answers. */
  get(db: Db, fid: number): Promise<T>;
  /** Forgets every unit's value (after a rebuild of the index, which may replace every entry). */
  forget(db: Db): void;
}

/**
 * Something read per unit that costs tens of milliseconds and may be a little old — a unit's titles for near
 * spellings, the words most of its records hold: kept for `ttlMs`, then read again in the background while the kept
 * value still answers, so no search waits for it after the first. Kept per database (a test opens many); a failed
 * read is forgotten, so the next caller reads again.
 */
export function keptByUnit<T>(ttlMs: number, read: (db: Db, fid: number) => Promise<T>): KeptByUnit<T> {
  const keptOf = perObject((_db: Db) => new Map<number, { at: number; value: Promise<T> }>());
  return {
    get(db, fid) {
      const kept = keptOf(db);
      const before = kept.get(fid);
      if (before && Date.now() - before.at < ttlMs) return before.value;
      const value = read(db, fid);
      kept.set(fid, { at: Date.now(), value });
      value.catch(() => {
        if (kept.get(fid)?.value === value) kept.delete(fid);
      });
      return before?.value ?? value;
    },
    forget(db) {
      keptOf(db).clear();
    },
  };
}
