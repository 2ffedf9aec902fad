import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db';
import { keptByUnit } from './kept-reads';
import { searchSynonyms } from './table';
import { isContentWord, normalize, tokens } from './text';

// A unit's synonyms (同义词, ADR 052): people search in their own words — 饭卡 for 校园卡, 「校园卡丢了」 for 挂失 and
// 补办, 驾照 for 驾驶证 — and an office knows which. A keyword holding a rule's word is searched as typed and with
// the word replaced by each alternative; the search and AI retrieval merge what each finds.

/** A unit's rule: a keyword holding `word` as whole words of it is also searched with each alternative in its place. */
export interface SynonymRule {
  word: string;
  alternatives: string[];
}

/** Keywords asked besides the typed one, at most: each adds its own matches to the ranking statement. */
export const ALTERNATIVES_MAX = 4;
/** Rule words replaced in one keyword, at most (the first ones): their combinations are what is asked. */
const REPLACED_MAX = 3;
/** How long a unit's rules are kept before they are read again (in the background): an edit shows within it. */
const SYNONYMS_TTL_MS = 60_000;

/** A unit's rules, and a stamp of them: a kept search answer is kept under it, so an edit is no stale answer. */
export interface Synonyms {
  rules: SynonymRule[];
  stamp: string;
}

const kept = keptByUnit(SYNONYMS_TTL_MS, async (db, fid): Promise<Synonyms> => {
  const rows = await db
    .select({ word: searchSynonyms.word, alternatives: searchSynonyms.alternatives })
    .from(searchSynonyms)
    .where(eq(searchSynonyms.fid, fid))
    .orderBy(searchSynonyms.word);
  const rules = rows.map((row) => ({ word: normalize(row.word), alternatives: row.alternatives.map(normalize) }));
  return { rules, stamp: createHash('sha256').update(JSON.stringify(rules)).digest('base64url').slice(0, 16) };
});

/** The unit's rules, a minute old at most; none when they cannot be read (the keyword is searched as typed). */
export const synonymsOf = (db: Db, fid: number): Promise<Synonyms> =>
  kept.get(db, fid).catch(() => ({ rules: [], stamp: '' }));

/** Forgets every unit's rules: the next search reads them (a test that has just written one). */
export const forgetSynonyms = (db: Db) => kept.forget(db);

/** A rule word found in a keyword: where, and what may stand there (the word first). */
interface Found {
  start: number;
  end: number;
  options: string[];
}

/**
 * A keyword the synonyms also ask: its `text`, and what the page says was searched (`said`) — the alternatives put
 * in, after the word they are said of: 「学生证丢了怎么补办」 is asked as 学生证补办怎么补办, which the page says as
 * 学生证补办, not as the generated phrase.
 */
export interface Alternative {
  text: string;
  said: string;
}

/**
 * The keywords `keyword` is also searched as: the rule words it holds as whole words — where jieba's cut of it starts
 * and ends a piece, so the rule 交 leaves 交流 alone, and 「饭卡 充值」's 饭卡 is found — replaced by their
 * alternatives in every combination, longest rule words first, the typed keyword left out; those replacing the most
 * words first, at most ALTERNATIVES_MAX.
 */
export const alternativeKeywords = (keyword: string, rules: readonly SynonymRule[]): string[] =>
  alternativesOf(keyword, rules).map((alternative) => alternative.text);

/** alternativeKeywords, each with what the page says of it (Alternative). */
export function alternativesOf(keyword: string, rules: readonly SynonymRule[]): Alternative[] {
  if (rules.length === 0) return [];
  const text = normalize(keyword);
  const pieces = tokens(text);
  const bounds = new Set([0]);
  let at = 0;
  for (const piece of pieces) bounds.add((at += piece.length));
  const found: Found[] = [];
  for (const rule of [...rules].sort((a, b) => b.word.length - a.word.length)) {
    if (!rule.word) continue;
    for (let start = text.indexOf(rule.word); start >= 0; start = text.indexOf(rule.word, start + 1)) {
      const end = start + rule.word.length;
      const taken = found.some((other) => start < other.end && other.start < end);
      if (bounds.has(start) && bounds.has(end) && !taken)
        found.push({ start, end, options: [rule.word, ...rule.alternatives] });
    }
  }
  const replaced = found.sort((a, b) => a.start - b.start).slice(0, REPLACED_MAX);
  // `said`: from the first alternative put in (or the word before it that it is said of) to the end of the last.
  let combinations = [{ text: '', replaced: 0, saidFrom: -1, saidTo: 0 }];
  let from = 0;
  for (const place of replaced) {
    const before = text.slice(from, place.start);
    const ofWord = wordBefore(pieces, place.start);
    combinations = combinations.flatMap((combination) =>
      place.options.map((option, index) => {
        const at = combination.text.length + before.length;
        if (index === 0) return { ...combination, text: combination.text + before + option };
        const saidFrom = combination.saidFrom >= 0 ? combination.saidFrom : at - ofWord.length;
        const text = combination.text + before + option;
        return { text, replaced: combination.replaced + 1, saidFrom, saidTo: text.length };
      }),
    );
    from = place.end;
  }
  const asked = new Map<string, Alternative>();
  for (const combination of combinations.sort((a, b) => b.replaced - a.replaced)) {
    const alternative = combination.text + text.slice(from);
    if (combination.replaced === 0 || alternative === text || asked.has(alternative)) continue;
    asked.set(alternative, {
      text: alternative,
      said: combination.text.slice(combination.saidFrom, combination.saidTo),
    });
  }
  return [...asked.values()].slice(0, ALTERNATIVES_MAX);
}

/** The content word that ends at `end` of the keyword (「学生证丢了」: 学生证 before 丢了), or '' for none. */
function wordBefore(pieces: readonly string[], end: number): string {
  let at = 0;
  for (const piece of pieces) {
    at += piece.length;
    if (at === end) return isContentWord(piece) ? piece : '';
    if (at > end) return '';
  }
  return '';
}
