import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, inArray, lt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps } from '../service-hall/service-hall.table';
import { newsArticles } from '../news/news.table';
import { inboxItems } from '../info-center/info-center.table';
import { threeListItems } from '../three-list/three-list.table';
import { searchEntries, searchQueue, type SearchEntryInsert } from './search.table';
import { entryKindsOf, loadRecords, unitWords, type QueueKind, type SourceRecord } from './search.sources';
import { addUserWords, analyseBody, analyseTitle, scopedTerms } from './search.text';
import { forgetTitles } from './search.near';

// Keeping search_entries current (ADR 036): triggers queue what changed, this module re-reads and re-analyses it.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

/** Queue rows one drain step takes (and one rebuild step reads): small enough for one quick transaction. */
const BATCH = 500;

const unitsWithWords = new Set<number>();

/** Teaches the segmenter a unit's service and department names, once per unit and process. */
async function ensureUnitWords(db: Writer, fids: Iterable<number>): Promise<void> {
  for (const fid of fids) {
    if (unitsWithWords.has(fid)) continue;
    addUserWords(await unitWords(db as Db, fid));
    unitsWithWords.add(fid);
  }
}

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
  await ensureUnitWords(db, new Set(records.map((record) => record.fid)));
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

/** Takes queued changes in batches (skipping rows another instance holds) and re-indexes them in the same transaction. */
async function drainOnce(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = (await tx.execute(sql`
      DELETE FROM search_queue WHERE id IN (
        SELECT id FROM search_queue ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
      ) RETURNING kind, source_id`)) as unknown as { rows: { kind: QueueKind; source_id: number }[] };
    const byKind = new Map<QueueKind, number[]>();
    for (const row of taken.rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), Number(row.source_id)]);
    for (const [kind, ids] of byKind) await indexRecords(tx, kind, ids);
    if (taken.rows.length > 0) forgetTitles();
    return taken.rows.length;
  });
}

/** Set when a caller that must not wait (a search) arrives during a paced drain: the drain stops resting. */
let hurried = false;

/**
 * Re-indexes everything queued, until the queue is empty. One drain at a time per process: a caller arriving
 * during a drain waits for it and then drains what came meanwhile. `paced` (the start-up drain in the background):
 * after each batch it rests as long as the batch took, so the event loop stays half free and requests are served,
 * not shed as overload (ADR 020) while a fresh store is indexed — unless a search is waiting for the index.
 */
export async function drainSearchQueue(db: Db, options: { paced?: boolean } = {}): Promise<void> {
  if (!options.paced) hurried = true;
  while (draining) await draining;
  draining = (async () => {
    try {
      for (;;) {
        const started = performance.now();
        if ((await drainOnce(db)) === 0) break;
        await advanceIndexVersion(db);
        if (options.paced && !hurried) await sleep(performance.now() - started);
      }
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

/**
 * Marks the entries as changed, after the change committed: an answer cached from the version read before the
 * change is never served again. (Advanced before the commit, a search between the two could read the old entries
 * under the new version and keep them.)
 */
export async function advanceIndexVersion(db: Db): Promise<void> {
  await db.execute(sql`SELECT nextval('search_index_version')`);
}

/** The index as a search finds it: its version, and whether changes wait in the queue (one statement). */
export interface IndexState {
  version: number;
  queued: boolean;
}

/**
 * The index state as two columns of a statement (index_version, index_queued): a search reads it in the same
 * snapshot as the entries it ranks, so what it keeps belongs to exactly the version it read.
 */
export const INDEX_STATE_COLUMNS = sql`(SELECT last_value FROM search_index_version) AS index_version,
  EXISTS (SELECT 1 FROM search_queue) AS index_queued`;

/** The index state of a row that has INDEX_STATE_COLUMNS. */
export const indexStateOf = (row: Record<string, unknown>): IndexState => ({
  version: Number(row.index_version),
  queued: row.index_queued === true,
});

export async function indexState(db: Db): Promise<IndexState> {
  const result = (await db.execute(sql`SELECT ${INDEX_STATE_COLUMNS}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return indexStateOf(result.rows[0]!);
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
    if (options.fid !== undefined) unitsWithWords.delete(options.fid);
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
  forgetTitles();
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

/** The index's state, or an unknown version (nothing is cached from it) when the probe fails. */
export const probeIndex = (db: Db): Promise<IndexState> => indexState(db).catch(() => ({ version: -1, queued: false }));
