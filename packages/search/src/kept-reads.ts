import { LRUCache } from 'lru-cache';
import type { Db } from './db';
import { perObject, ttlOptions } from '@yizhan/server-kit';

/** A read per unit, kept a while (keptByUnit). */
export interface KeptByUnit<T> {
  /** The unit's kept value; past its time, read again in the background while the kept one still answers. */
  get(db: Db, fid: number): Promise<T>;
  /** Forgets every unit's value (after a rebuild of the index, which may replace every entry). */
  forget(db: Db): void;
  /** Reads every kept unit's value again while the kept one answers (after a change); resolves once they are read. */
  renew(db: Db): Promise<void>;
}

/** Units kept per database: far more than a deployment serves, only a bound on memory. */
const UNITS_KEPT = 1_000;

/**
 * Something read per unit that costs tens of milliseconds and may be a little old — a unit's titles for near
 * spellings, the words most of its records hold: kept for `ttlMs`, then read again in the background while the kept
 * value still answers — every caller's, until the new one is read: a large unit's common words take 0.2–0.4 s to
 * count, and the searches arriving meanwhile waited for the count once a minute. Kept per database (a test opens
 * many) by lru-cache (ADR 062); a failed first read is forgotten, so the next caller reads again; a failed renewal
 * keeps the old value and is tried again by the next caller. `now`: the clock (tests).
 */
export function keptByUnit<T extends NonNullable<unknown>>(
  ttlMs: number,
  read: (db: Db, fid: number) => Promise<T>,
  now: () => number = () => Date.now(),
): KeptByUnit<T> {
  const keptOf = perObject(
    (db: Db) =>
      new LRUCache<number, T>({
        max: UNITS_KEPT,
        ...ttlOptions(ttlMs, now),
        // Past its time a value still answers while it is read again…
        allowStale: true,
        // …and stays when that read fails (a failed first read is forgotten).
        noDeleteOnFetchRejection: true,
        // A read under way when the values are forgotten answers those waiting for it, but is not kept.
        ignoreFetchAbort: true,
        fetchMethod: (fid) => read(db, fid),
      }),
  );
  return {
    get: (db, fid) => keptOf(db).fetch(fid) as Promise<T>,
    forget(db) {
      keptOf(db).clear();
    },
    async renew(db) {
      const kept = keptOf(db);
      const fids: number[] = [];
      // forEach, unlike keys(), also names the units whose value is being read again: their read is awaited.
      kept.forEach((_value, fid) => fids.push(fid));
      // A failed read keeps the old value, as in `get`.
      const reads = fids.map((fid) =>
        kept.fetch(fid, { forceRefresh: true, allowStale: false }).catch(() => undefined),
      );
      await Promise.all(reads);
    },
  };
}
