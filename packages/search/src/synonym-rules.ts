import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { Db } from './db';
import { searchSynonyms } from './table';
import { normalize } from './text';

// A unit's synonym rules as an office keeps them (the console, ADR 075); how a search uses them is synonyms.ts's.

/** A stored rule. */
export interface StoredSynonymRule {
  id: number;
  word: string;
  alternatives: string[];
}

type Reader = Pick<Db, 'select'>;

const columns = { id: searchSynonyms.id, word: searchSynonyms.word, alternatives: searchSynonyms.alternatives };

/** A rule word as the search compares it: the keyword's spelling (NFKC, lowercase). */
export const ruleWordOf = (word: string) => normalize(word.trim());

/** A page of a unit's rules in word order, those whose word starts with `prefix` when given, and their count. */
export async function listSynonymRules(db: Reader, fid: number, prefix: string, page: number, size: number) {
  const where = and(
    eq(searchSynonyms.fid, fid),
    // A unit keeps tens of rules, not thousands: its (fid, word) range is read whole; the prefix's wildcards are literal.
    prefix ? like(searchSynonyms.word, `${ruleWordOf(prefix).replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [list, [total]] = await Promise.all([
    db
      .select(columns)
      .from(searchSynonyms)
      .where(where)
      .orderBy(asc(searchSynonyms.word))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(searchSynonyms).where(where),
  ]);
  return { list: list as StoredSynonymRule[], total: total?.total ?? 0 };
}

/** A unit's rule by id (locked for a change when `lock`), or undefined. */
export async function findSynonymRule(db: Reader, fid: number, id: number, lock = false) {
  const query = db
    .select(columns)
    .from(searchSynonyms)
    .where(and(eq(searchSynonyms.fid, fid), eq(searchSynonyms.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row as StoredSynonymRule | undefined;
}

/** Which of `words` (as typed) a unit has a rule for, as rule words. */
export async function wordsWithRules(db: Reader, fid: number, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await db
    .select({ word: searchSynonyms.word })
    .from(searchSynonyms)
    .where(and(eq(searchSynonyms.fid, fid), inArray(searchSynonyms.word, words.map(ruleWordOf))));
  return new Set(rows.map((row) => row.word));
}

/** Adds a rule; undefined when the unit has one for that word already. */
export async function insertSynonymRule(db: Pick<Db, 'insert'>, fid: number, word: string, alternatives: string[]) {
  const [row] = await db
    .insert(searchSynonyms)
    .values({ fid, word: ruleWordOf(word), alternatives: alternatives.map((each) => each.trim()) })
    .onConflictDoNothing()
    .returning(columns);
  return row as StoredSynonymRule | undefined;
}

/** Replaces a rule's word and alternatives. */
export async function updateSynonymRule(db: Pick<Db, 'update'>, id: number, word: string, alternatives: string[]) {
  const [row] = await db
    .update(searchSynonyms)
    .set({ word: ruleWordOf(word), alternatives: alternatives.map((each) => each.trim()) })
    .where(eq(searchSynonyms.id, id))
    .returning(columns);
  return row as StoredSynonymRule;
}

/** Removes a rule. */
export async function deleteSynonymRule(db: Pick<Db, 'delete'>, id: number) {
  await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
}
