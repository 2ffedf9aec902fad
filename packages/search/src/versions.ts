import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './db';

// The index versions (ADR 036, ADR 047): what a kept search answer or ranking belongs to, advanced after each
// committed change to the entries, and read by a search in the same statement as the entries.

/**
 * Marks the entries as changed, after the change committed: an answer cached from the version read before the
 * change is never served again. (Advanced before the commit, a search between the two could read the old entries
 * under the new version and keep them.)
 */
export async function advanceIndexVersion(db: Db): Promise<void> {
  await db.execute(sql`SELECT nextval('search_index_version')`);
}

/**
 * Marks the own entries of `uids` as changed (their notices), after the change committed, as advanceIndexVersion
 * does for everyone's: only these users' kept searches are forgotten (ADR 047).
 */
export async function advanceOwnerVersions(db: Db, uids: readonly number[]): Promise<void> {
  if (uids.length === 0) return;
  await db.execute(sql`
    INSERT INTO search_owner_versions AS v (uid, version)
    SELECT uid, 1 FROM unnest(${`{${uids.join(',')}}`}::int[]) AS u (uid)
    ON CONFLICT (uid) DO UPDATE SET version = v.version + 1`);
}

/**
 * The index as one viewer's search finds it (one statement): its version, the version of the viewer's own entries
 * (0 for a guest or a user with none changed yet), and whether changes that concern the viewer — everyone's or
 * their own — wait in the queue. Another user's notice changes none of the three (ADR 047).
 */
export interface IndexState {
  version: number;
  owner: number;
  queued: boolean;
}

/** Whether a kept answer or ranking read in `kept` is still what a search in `now` would read. */
export const sameIndex = (kept: IndexState, now: IndexState): boolean =>
  !now.queued && kept.version === now.version && kept.owner === now.owner;

/**
 * The index state of `uid`'s search (a guest: null) as three columns of a statement (index_version, owner_version,
 * index_queued): a search reads it in the same snapshot as the entries it ranks, so what it keeps belongs to
 * exactly the versions it read.
 */
export function indexStateColumns(uid: number | null): SQL {
  const version = sql`(SELECT last_value FROM search_index_version) AS index_version`;
  // Two probes of search_queue_owner_idx once the queue has grown (a message to thousands being indexed; ADR 047).
  const everyones = sql`EXISTS (SELECT 1 FROM search_queue WHERE owner_uid IS NULL)`;
  if (uid === null) return sql`${version}, 0 AS owner_version, ${everyones} AS index_queued`;
  const owner = sql`coalesce((SELECT version FROM search_owner_versions WHERE uid = ${uid}), 0)`;
  const theirs = sql`EXISTS (SELECT 1 FROM search_queue WHERE owner_uid = ${uid})`;
  return sql`${version}, ${owner} AS owner_version, (${everyones} OR ${theirs}) AS index_queued`;
}

/** The index state of a row that has indexStateColumns. */
export const indexStateOf = (row: Record<string, unknown>): IndexState => ({
  version: Number(row.index_version),
  owner: Number(row.owner_version),
  queued: row.index_queued === true,
});

/** The index state of `uid`'s search (see IndexState). */
export async function indexState(db: Db, uid: number | null): Promise<IndexState> {
  const result = (await db.execute(sql`SELECT ${indexStateColumns(uid)}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return indexStateOf(result.rows[0]!);
}

/** The index's state, or an unknown version (nothing is cached from it) when the probe fails. */
export const probeIndex = (db: Db, uid: number | null): Promise<IndexState> =>
  indexState(db, uid).catch(() => ({ version: -1, owner: 0, queued: false }));
