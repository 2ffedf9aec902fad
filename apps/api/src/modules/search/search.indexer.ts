import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, asc, eq, gt, inArray, lt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps } from '../service-hall/service-hall.table';
import { newsArticles } from '../news/news.table';
import { inboxItems } from '../info-center/info-center.table';
import { threeListItems } from '../three-list/three-list.table';
import { searchEntries, searchQueue, type SearchEntryInsert } from './search.table';
import { entryKindsOf, loadRecords, type QueueKind, type SourceRecord } from './search.sources';
import { addUserWords, analyseBody, analyseTitle, scopedTerms } from './search.text';
import { forgetCommonWords, readAllCommonWords, renewCommonWords } from './search.common-words';
import { forgetTitles } from './search.near';
import { forgetUnitWords, learnAllUnitWords, learnUnitWords } from './search.words';
import { advanceIndexVersion, advanceOwnerVersions } from './search.versions';

// Keeping search_entries current (ADR 036): triggers queue what changed, this module re-reads and re-analyses it.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

/** Queue rows one drain step takes (and one rebuild step reads): small enough for one quick transaction. */
const BATCH = 500;

/** A source record analysed into its index row. */
export function toEntry(record: SourceRecord, now = new Date()): SearchEntryInsert {
  const title = analyseTitle(record.title);
  return {
    ...record,
    titleTerms: scopedTerms(record.fid, record.kind, title.terms),
    bodyTerms: scopedTerms(record.fid, record.kind, analyseBody(record.body)),
    pinyin: title.pinyin,
    initials: title.initials,
    updatedAt: now,
  };
}

/** Re-indexes records of one queue kind: their entries are replaced, those of vanished records deleted. */
export async function indexRecords(db: Writer, kind: QueueKind, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const records = await loadRecords(db as Db, kind, ids);
  await learnUnitWords(db as Db, new Set(records.map((record) => record.fid)));
  // A new or renamed service is a word of its unit from now on.
  if (kind === 'app') addUserWords(records.map((record) => record.title));
  const now = new Date();
  const entries = records.map((record) => toEntry(record, now));
  await db
    .delete(searchEntries)
    .where(and(inArray(searchEntries.kind, entryKindsOf(kind)), inArray(searchEntries.sourceId, ids)));
  for (let start = 0; start < entries.length; start += BATCH) {
    await db.insert(searchEntries).values(entries.slice(start, start + BATCH));
  }
  return entries.length;
}

let draining: Promise<void> | undefined;

/**
 * What one drain step indexed: how many changes, whether any concerns everyone, whose own entries changed, and
 * whether any was a form (a service, system or list entry: the common words count those, ADR 051).
 */
interface Drained {
  count: number;
  everyone: boolean;
  owners: number[];
  forms: boolean;
}

/** Takes queued changes in batches (skipping rows another instance holds) and re-indexes them in the same transaction. */
async function drainOnce(db: Db): Promise<Drained> {
  return db.transaction(async (tx) => {
    const taken = (await tx.execute(sql`
      DELETE FROM search_queue WHERE id IN (
        SELECT id FROM search_queue ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
      ) RETURNING kind, source_id, owner_uid`)) as unknown as {
      rows: { kind: QueueKind; source_id: number; owner_uid: number | null }[];
    };
    const byKind = new Map<QueueKind, number[]>();
    for (const row of taken.rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), Number(row.source_id)]);
    for (const [kind, ids] of byKind) await indexRecords(tx, kind, ids);
    const owned = taken.rows.flatMap((row) => (row.owner_uid === null ? [] : [Number(row.owner_uid)]));
    return {
      count: taken.rows.length,
      everyone: owned.length < taken.rows.length,
      owners: [...new Set(owned)],
      forms: byKind.has('app') || byKind.has('threeList'),
    };
  });
}

/** Set when a caller that must not wait (a search) arrives during a paced drain: the drain stops resting. */
let hurried = false;

/**
 * The stop of each database's drains: its server is closing (F4, issue 35 — a first start's drain takes 18–45 s and
 * SIGTERM must not wait for it). A drain ends after the batch under way, whose transaction commits or rolls back
 * whole; the queue keeps the rest, and the next start drains it.
 */
const stops = new WeakMap<Db, AbortController>();
const stopOf = (db: Db): AbortController => {
  let stop = stops.get(db);
  if (!stop) stops.set(db, (stop = new AbortController()));
  return stop;
};

/**
 * Ends the drains of the database under way or waiting, after their current batch (a server closing). Drains asked
 * for later start afresh (another app on the same database: the tests).
 */
export function stopSearchIndexing(db: Db): void {
  stopOf(db).abort();
  stops.delete(db);
}

/**
 * Re-indexes everything queued, until the queue is empty. One drain at a time per process: a caller arriving
 * during a drain waits for it and then drains what came meanwhile. `paced` (the start-up drain in the background):
 * after each batch it rests as long as the batch took, so the event loop stays half free and requests are served,
 * not shed as overload (ADR 020) while a fresh store is indexed — unless a search is waiting for the index.
 */
export async function drainSearchQueue(db: Db, options: { paced?: boolean } = {}): Promise<void> {
  if (!options.paced) hurried = true;
  const { signal } = stopOf(db);
  while (draining) await draining;
  draining = (async () => {
    let forms = false;
    try {
      while (!signal.aborted) {
        const started = performance.now();
        const drained = await drainOnce(db);
        if (drained.count === 0) break;
        if (drained.everyone) await advanceIndexVersion(db);
        await advanceOwnerVersions(db, drained.owners);
        forms ||= drained.forms;
        if (options.paced && !hurried) await sleep(performance.now() - started, undefined, { signal }).catch(() => {});
      }
      // Counted again now, not by the next search, and the words counted before answer meanwhile; a caller waiting
      // for the index (a search, a test) waits for the count too. Not on the way out: the next start counts.
      const counted = forms && !signal.aborted ? renewCommonWords(db).catch(() => undefined) : undefined;
      if (!options.paced) await counted;
    } finally {
      draining = undefined;
      hurried = false;
    }
  })();
  await draining;
}

/** Whether changes wait to be indexed: one probe of a tiny table before a search reads the index. */
export async function hasQueuedChanges(db: Db): Promise<boolean> {
  const rows = await db.select({ id: searchQueue.id }).from(searchQueue).limit(1);
  return rows.length > 0;
}

/** Source tables by queue kind, for a full rebuild: their ids, unit by unit or all. */
const sources = {
  app: { table: apps, id: apps.id, fid: apps.fid },
  news: { table: newsArticles, id: newsArticles.id, fid: newsArticles.fid },
  notice: { table: inboxItems, id: inboxItems.id, fid: inboxItems.fid },
  threeList: { table: threeListItems, id: threeListItems.id, fid: threeListItems.fid },
} as const;

const GIN_INDEXES = ['search_entries_title_terms_idx', 'search_entries_body_terms_idx'];

/** Turns the GIN indexes' pending lists on for a bulk rewrite, or off again, merging what they collected. */
async function setPendingLists(db: Db, on: boolean): Promise<void> {
  for (const name of GIN_INDEXES) {
    await db.execute(sql.raw(`ALTER INDEX ${name} SET (fastupdate = ${on ? 'on' : 'off'})`));
    if (!on) await db.execute(sql.raw(`SELECT gin_clean_pending_list('${name}'::regclass)`));
  }
}

/**
 * Rebuilds the index of one unit (or of all): every source record is re-analysed in batches, then the entries not
 * rewritten (records gone meanwhile) are deleted, and the queue rows the rebuild covered are dropped. Searches keep
 * answering from the old rows until each is replaced. Returns the entries written.
 */
export async function rebuildSearchIndex(
  db: Db,
  options: { fid?: number; onProgress?: (kind: QueueKind, done: number) => void } = {},
): Promise<number> {
  const started = new Date(Date.now() - 1);
  const [queued] = await db.select({ last: max(searchQueue.id) }).from(searchQueue);
  // The GIN indexes keep no pending list (migration 0026), which makes a bulk rewrite ten times slower: during the
  // rebuild they collect insertions in one, merged in bulk at the end (searches meanwhile scan it too).
  await setPendingLists(db, true);
  let written = 0;
  try {
    if (options.fid !== undefined) forgetUnitWords(options.fid);
    for (const kind of Object.keys(sources) as QueueKind[]) {
      const source = sources[kind];
      let after = 0;
      let done = 0;
      for (;;) {
        const where =
          options.fid === undefined ? gt(source.id, after) : and(gt(source.id, after), eq(source.fid, options.fid));
        const rows = await db
          .select({ id: source.id })
          .from(source.table)
          .where(where)
          .orderBy(asc(source.id))
          .limit(2_000);
        if (rows.length === 0) break;
        const ids = rows.map((row) => row.id);
        written += await db.transaction((tx) => indexRecords(tx, kind, ids));
        await advanceIndexVersion(db);
        done += ids.length;
        after = ids.at(-1)!;
        options.onProgress?.(kind, done);
      }
    }
    const stale = lt(searchEntries.updatedAt, started);
    await db
      .delete(searchEntries)
      .where(options.fid === undefined ? stale : and(stale, eq(searchEntries.fid, options.fid)));
    if (queued?.last && options.fid === undefined) await db.delete(searchQueue).where(lte(searchQueue.id, queued.last));
    await advanceIndexVersion(db);
  } finally {
    await setPendingLists(db, false);
  }
  forgetTitles(db);
  forgetCommonWords(db);
  return written;
}

/**
 * Brings the index up to date before it is read: queued changes are indexed first, so a search always sees the
 * last committed edit. A failure is logged and the search answers from the index as it is.
 */
export async function freshIndex(db: Db, log?: FastifyBaseLogger, options: { paced?: boolean } = {}): Promise<void> {
  try {
    if (await hasQueuedChanges(db)) await drainSearchQueue(db, options);
  } catch (error) {
    log?.error({ err: error }, '搜索索引更新失败，暂用现有索引');
  }
}

/** How often the server indexes what was queued meanwhile, without a search of its viewer asking for it. */
const BACKGROUND_DRAIN_MS = 2_000;

/**
 * Indexes in the background (the server's, not the tests' app): first what a fresh store's seed queued, as the
 * server starts rather than in the first search, then every few seconds what was queued meanwhile — a search
 * drains only the changes its viewer could find (ADR 047), so another user's notices wait for this. Paced, so the
 * pages asked for meanwhile are served.
 */
export function scheduleSearchIndexing(app: FastifyInstance, db: Db): void {
  // A SIGTERM right after start must not meet a drain as an unhandled failure of a closed pool (F4: exit 0): the
  // drain under way is stopped and awaited on close, and freshIndex only logs a failure.
  let draining: Promise<void> | undefined;
  const drain = () => {
    draining ??= freshIndex(db, app.log, { paced: true }).finally(() => (draining = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Failing, each unit's words are read by its first search or drain instead.
    await learnAllUnitWords(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'reading the units’ words for search failed; each unit’s first search reads them'),
    );
    await readAllCommonWords(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'reading the units’ common words failed; each unit’s first search reads them'),
    );
    drain();
    timer = setInterval(drain, BACKGROUND_DRAIN_MS).unref();
  });
  // Closing stops the drain after its current batch (preClose: before the requests in flight are awaited, as a
  // search among them may be draining too); what is left stays queued for the next start.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    stopSearchIndexing(db);
  });
  app.addHook('onClose', async () => {
    await draining;
    if (await hasQueuedChanges(db).catch(() => false)) app.log.info('搜索索引尚未更新完，下次启动时继续');
  });
}
