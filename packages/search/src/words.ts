import type { Db } from './db';
import { addUserWords } from './text';
import { wiring } from './wiring';

// A unit's own words in the segmenter (ADR 036): the index cuts a unit's records with them, and a search plans its
// keyword with them, so both cut a unit's service name the same way in every process.

/** The units whose words this process has read, or is reading. */
const learnt = new Map<number, Promise<void>>();

/**
 * Teaches the segmenter the service and department names of the units `fids`, once per unit and process: before
 * the indexer cuts a unit's records, and before a search plans its keyword — without it, a process that had not
 * indexed the unit yet cut 「缓考申请」 into 缓考 and 申请, and found no article that mentions the service.
 * Callers arriving together wait for the one read under way; a failed read is tried again by the next caller.
 */
export async function learnUnitWords(db: Db, fids: Iterable<number>): Promise<void> {
  for (const fid of fids) await (learnt.get(fid) ?? startLearning(db, fid));
}

/** Reads and teaches a unit's words, kept as under way; a failed read is forgotten (unless read again meanwhile). */
function startLearning(db: Db, fid: number): Promise<void> {
  const read = unitWords(db, fid).then(addUserWords);
  learnt.set(fid, read);
  read.catch(() => learnt.get(fid) === read && learnt.delete(fid));
  return read;
}

/** The names a unit's segmenter should know as words: those its sources name (its services' and departments'). */
async function unitWords(db: Db, fid: number): Promise<string[]> {
  const named = await Promise.all(wiring().sources.map((source) => source.unitWords?.(db, fid) ?? []));
  return named.flat();
}

/** Reads a unit's words again at their next use: a rebuild of its index teaches the names added since. */
export function forgetUnitWords(fid: number): void {
  learnt.delete(fid);
}

/**
 * Teaches the segmenter every unit's words, as the server starts: jieba's dictionary and a large unit's names take a
 * few hundred milliseconds to load, better before the first visitor's search than inside it.
 */
export async function learnAllUnitWords(db: Db): Promise<void> {
  await learnUnitWords(db, await wiring().unitIds(db));
}
