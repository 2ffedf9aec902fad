import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, gt, inArray, lt, lte, max, sql } from 'drizzle-orm';
import type { Db, Log, Tx } from './db';
import { searchEntries, searchQueue, type SearchEntryInsert } from './table';
import type { SourceRecord } from './source';
import { addUserWords, analyseBody, analyseTitle, scopedTerms } from './text';
import { FORM_KINDS, forgetCommonWords, renewCommonWords } from './common-words';
import { forgetTitles } from './near';
import { forgetUnitWords, learnUnitWords } from './words';
import { advanceIndexVersion, advanceOwnerVersions } from './versions';
import { sourceOf, wiring } from './wiring';

// Keeping search_entries current (ADR 036): triggers queue what changed, this module re-reads and re-analyses it.

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
export async function indexRecords(db: Writer, kind: string, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const source = sourceOf(kind);
  const records = await source.load(db as Db, ids);
  await learnUnitWords(db as Db, new Set(records.map((record) => record.fid)));
  // A new or renamed service is a word of its unit from now on.
  if (source.titlesAreWords) addUserWords(records.map((record) => record.title));
  const now = new Date();
  const entries = records.map((record) => toEntry(record, now));
  // Every kind the source writes: a record may move between them (an app between service and system).
  const kinds = source.kinds.map((each) => each.kind);
  await db.delete(searchEntries).where(and(inArray(searchEntries.kind, kinds), inArray(searchEntries.sourceId, ids)));
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
      rows: { kind: string; source_id: number; owner_uid: number | null }[];
    };
    const byKind = new Map<string, number[]>();
    for (const row of taken.rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), Number(row.source_id)]);
    for (const [kind, ids] of byKind) await indexRecords(tx, kind, ids);
    const owned = taken.rows.flatMap((row) => (row.owner_uid === null ? [] : [Number(row.owner_uid)]));
    return {
      count: taken.rows.length,
      everyone: owned.length < taken.rows.length,
      owners: [...new Set(owned)],
      forms: [...byKind.keys()].some((kind) => sourceOf(kind).kinds.some((each) => FORM_KINDS.includes(each.kind))),
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
  options: { fid?: number; onProgress?: (kind: string, done: number) => void } = {},
): Promise<number> {
  const started = new Date(Date.now() - 1);
  const [queued] = await db.select({ last: max(searchQueue.id) }).from(searchQueue);
  // The GIN indexes keep no pending list (migration 0026), which makes a bulk rewrite ten times slower: during the
  // rebuild they collect insertions in one, merged in bulk at the end (searches meanwhile scan it too).
  await setPendingLists(db, true);
  let written = 0;
  try {
    if (options.fid !== undefined) forgetUnitWords(options.fid);
    for (const { queueKind: kind, records: source } of wiring().sources) {
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
        const ids = rows.map((row) => row.id as number);
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
export async function freshIndex(db: Db, log?: Log, options: { paced?: boolean } = {}): Promise<void> {
  try {
    if (await hasQueuedChanges(db)) await drainSearchQueue(db, options);
  } catch (error) {
    log?.error({ err: error }, '搜索索引更新失败，暂用现有索引');
  }
}
