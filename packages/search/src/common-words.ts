import { sql } from 'drizzle-orm';
import type { SearchKind } from '@yizhan/contracts';
import { type Db } from './db';
import { rowsOf, textArray } from '@yizhan/server-kit';
import { keptByUnit } from './kept-reads';
import { wiring } from './wiring';

// The words most of a kind's records hold (ADR 051): a guide's template — office hours (工作日 8:30—11:30), the
// usual materials (校园卡复印件), the usual eligibility (本校在籍学生（含研究生）) — is in every service's body, so a
// body that holds 通知 or 校园卡 says nothing about the service. Such a word matches that kind's titles only.

/** The kinds whose records are forms filled in one pattern (a guide, a system's card, a list entry); not prose. */
export const FORM_KINDS: readonly SearchKind[] = ['service', 'system', 'threeList'];

/**
 * A word is common in a kind when at least this share of the unit's records of the kind hold it, and at least
 * `minRecords` of them: a unit with a few dozen services keeps every body match.
 */
export const COMMON_WORDS = { share: 0.5, minRecords: 50 };

/** How long a unit's common words are kept before they are read again (in the background): they change slowly. */
const COMMON_WORDS_TTL_MS = 60_000;

/** A unit's common words by kind. */
export type CommonWords = Partial<Record<SearchKind, ReadonlySet<string>>>;

/**
 * Counts the words of the unit's form records: one GROUP BY over their body words, ~0.2 s for 6,000 services. The
 * records of each kind are counted once, beside it: counted inside HAVING, the count ran again for every group —
 * 1,819 groups, 1.8 s on the large data set, which the first search after a drain of services waited for.
 */
async function readCommonWords(db: Db, fid: number): Promise<CommonWords> {
  const forms = sql`e.fid = ${fid} AND e.kind = ANY(${textArray(FORM_KINDS)}) AND e.owner_uid IS NULL`;
  const result = await db.execute(sql`
    WITH sizes AS (SELECT e.kind, count(*) AS records FROM search_entries e WHERE ${forms} GROUP BY e.kind)
    SELECT e.kind, t.term FROM search_entries e CROSS JOIN LATERAL unnest(e.body_terms) AS t (term)
      JOIN sizes s ON s.kind = e.kind
    WHERE ${forms}
    GROUP BY e.kind, t.term, s.records
    HAVING count(*) >= greatest(${COMMON_WORDS.minRecords}::int, ${COMMON_WORDS.share}::float8 * s.records)`);
  const words: Partial<Record<SearchKind, Set<string>>> = {};
  for (const row of rowsOf(result)) {
    const kind = row.kind as SearchKind;
    // A term is `fid:kind:word` (scopedTerms); the word itself may hold a colon (8:30).
    (words[kind] ??= new Set()).add(String(row.term).slice(`${fid}:${kind}:`.length));
  }
  return words;
}

const kept = keptByUnit(COMMON_WORDS_TTL_MS, readCommonWords);

/** The unit's common words, a minute old at most; none when they cannot be read (every body matches then). */
export const commonWordsOf = (db: Db, fid: number): Promise<CommonWords> => kept.get(db, fid).catch(() => ({}));

/** Forgets every unit's common words (after a rebuild of the index). */
export const forgetCommonWords = (db: Db) => kept.forget(db);

/**
 * Counts every unit's common words again (after changes to forms were indexed), while the words counted before still
 * answer: a search no longer waits for the count, as it did for 0.2–0.4 s after each drain of services on the large
 * data set. Resolves once they are counted.
 */
export const renewCommonWords = async (db: Db): Promise<void> => {
  await Promise.all([kept.renew(db), readAllCommonWords(db)]);
};

/** Reads every unit's common words as the server starts, so no first search waits for a large unit's count. */
export async function readAllCommonWords(db: Db): Promise<void> {
  const fids = await wiring().unitIds(db);
  await Promise.all(fids.map((fid) => commonWordsOf(db, fid)));
}
