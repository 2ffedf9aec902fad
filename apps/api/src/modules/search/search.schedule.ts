import type { FastifyInstance } from 'fastify';
import {
  freshIndex,
  hasQueuedChanges,
  learnAllUnitWords,
  readAllCommonWords,
  refreshSearchPopularity,
  stopSearchIndexing,
} from '@yizhan/search';
import type { Db } from '../../db/client';
import type { Leadership } from '../../lib/background-leader';

// The search's work in the server's background (the server's, not the tests' app): indexing what was queued, and
// the hourly popularity. Tied to the app's life here; the work itself is the search package's.

/** How often the server indexes what was queued meanwhile, without a search of its viewer asking for it. */
const BACKGROUND_DRAIN_MS = 2_000;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Indexes in the background (the server's, not the tests' app): first what a fresh store's seed queued, as the
 * server starts rather than in the first search, then every few seconds what was queued meanwhile — a search
 * drains only the changes its viewer could find (ADR 047), so another user's notices wait for this. Paced, so the
 * pages asked for meanwhile are served. Every process reads the units' words as it starts; only the one that leads
 * the background jobs (ADR 077) drains, once it has read them.
 */
export function scheduleSearchIndexing(app: FastifyInstance, db: Db, leadership: Leadership): void {
  // A SIGTERM right after start must not meet a drain as an unhandled failure of a closed pool (F4: exit 0): the
  // drain under way is stopped and awaited on close, and freshIndex only logs a failure.
  let draining: Promise<void> | undefined;
  const drain = () => {
    draining ??= app.metrics
      .runJob('search-indexing', () => freshIndex(db, app.log, { paced: true }))
      .finally(() => (draining = undefined));
  };
  let wordsRead: () => void = () => {};
  const words = new Promise<void>((resolve) => (wordsRead = resolve));
  app.addHook('onReady', async () => {
    // Failing, each unit's words are read by its first search or drain instead.
    await learnAllUnitWords(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'reading the units’ words for search failed; each unit’s first search reads them'),
    );
    await readAllCommonWords(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'reading the units’ common words failed; each unit’s first search reads them'),
    );
    wordsRead();
  });
  let led = false;
  leadership.whileLeading(() => {
    led = true;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    void words.then(() => {
      if (stopped) return;
      drain();
      timer = setInterval(drain, BACKGROUND_DRAIN_MS).unref();
    });
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  });
  // Closing stops the drain after its current batch (preClose: before the requests in flight are awaited, as a
  // search among them may be draining too); what is left stays queued for the next start.
  app.addHook('preClose', async () => stopSearchIndexing(db));
  app.addHook('onClose', async () => {
    await draining;
    if (led && (await hasQueuedChanges(db).catch(() => false))) app.log.info('搜索索引尚未更新完，下次启动时继续');
  });
}

/**
 * Refreshes popularity every hour, an hour after a process begins to lead the background jobs (ADR 077): rankings
 * follow use within the hour.
 */
export function scheduleSearchPopularity(app: FastifyInstance, db: Db, leadership: Leadership) {
  const run = async () => {
    try {
      await app.metrics.runJob('search-popularity', () => refreshSearchPopularity(db));
    } catch (error) {
      app.log.warn({ err: error }, 'search popularity refresh failed; will retry next hour');
    }
  };
  leadership.whileLeading(() => {
    const timer = setInterval(run, HOUR_MS);
    timer.unref();
    return () => clearInterval(timer);
  });
}
