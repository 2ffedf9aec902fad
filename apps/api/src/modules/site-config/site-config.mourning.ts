import type { FastifyInstance } from 'fastify';
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Leadership } from '../../lib/background-leader';
import { units } from '../units';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How often the windows are looked at: 哀悼模式 turns on or off within this of its time. */
const CHECK_MS = 30_000;

const inUnit = (fid: number | undefined, condition: SQL) =>
  fid === undefined ? condition : and(condition, eq(units.fid, fid));

/**
 * Applies the 哀悼模式 windows whose time has come: on at the start, off at the end, each time forgotten once
 * applied. The flag itself stays plain data, so every cache and shared page is cleared by the units table's change
 * notice like any other setting — nothing reads the clock on the way to a page. Running it on every instance at once
 * is harmless: a second run finds nothing left to change.
 */
export async function applyMourningWindows(db: Db | Tx, fid?: number) {
  await db
    .update(units)
    .set({ specialStyle: 1, mourningFrom: null })
    .where(inUnit(fid, lte(units.mourningFrom, sql`now()`)));
  await db
    .update(units)
    .set({ specialStyle: 0, mourningUntil: null })
    .where(inUnit(fid, lte(units.mourningUntil, sql`now()`)));
}

/** Looks at the windows now and every half minute, in the process that leads the background jobs (ADR 077). */
export function scheduleMourningWindows(app: FastifyInstance, db: Db, leadership: Leadership) {
  const run = async () => {
    try {
      await app.metrics.runJob('mourning-windows', () => applyMourningWindows(db));
    } catch (error) {
      app.log.warn({ err: error }, 'mourning windows not applied; will retry');
    }
  };
  leadership.whileLeading(() => {
    void run();
    const timer = setInterval(run, CHECK_MS);
    timer.unref();
    return () => clearInterval(timer);
  });
}
