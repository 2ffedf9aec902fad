import { inArray, sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, type SearchKind } from '@yizhan/contracts';
import { type Db } from './db';
import { rowsOf, textArray } from '@yizhan/server-kit';
import { freshIndex } from './indexer';
import { passages } from './highlight';
import { holds, termsMatch, titleMatch, type SearchScope } from './conditions';
import { toHit, type HitRow } from './repository';
import { dayOf, searchableKinds } from './service';
import { executePlanned, type SearchViewer } from './wiring';
import { searchEntries } from './table';
import { normalize, planKeyword, questionTerms, scopedTerms } from './text';
import { learnUnitWords } from './words';
import { alternativeKeywords, synonymsOf } from './synonyms';

/** A candidate for a question's answer: the question's words its title and its body hold, and its popularity. */
export type Candidate = HitRow & { titleWords: string[]; bodyWords: string[]; popularity: number };

/** Those of `words` a row's terms column holds: its terms are scoped to the row's unit and kind (scopedTerms). */
const wordsIn = (column: 'title_terms' | 'body_terms', words: SQL) =>
  sql`ARRAY(SELECT w FROM unnest(${words}) AS w WHERE e.fid || ':' || e.kind || ':' || w = ANY(e.${sql.raw(column)}))`;

/**
 * Matches a stage of retrieval ranks at most, the first the index gives (ADR 036's bound): every match of all but
 * the commonest words — and a question's commonest words (「学校」「申请」「时间」) say least about what it asks.
 */
const MATCHES_RANKED = SEARCH_TOTAL_CAP;

/**
 * Candidates that `match` (per kind, see termsMatch), the most used of the first MATCHES_RANKED first, with which of
 * `words` each holds — found in the database, so neither the terms (hundreds a row) nor the bodies of a hundred
 * candidates travel; the bodies of the few chosen are read afterwards (bodiesOf). Only the chosen rows' terms are
 * read: ranked with their terms, a question of common words carried ten thousand rows' terms through the sort.
 */
async function candidates(
  db: Db,
  scope: SearchScope,
  words: readonly string[],
  match: (kind: SearchKind) => SQL,
  limit: number,
): Promise<Candidate[]> {
  const asked = textArray(words);
  // Planned once (ADR 045): planned for its values, a question of common words was a sequential scan of the whole
  // index table — 3.4 s for a long question — where the generic plan reads the terms' GIN indexes.
  const result = await executePlanned(
    db,
    () => sql`
    WITH matched AS MATERIALIZED (SELECT e.id, e.popularity FROM search_entries e WHERE ${termsMatch(scope, match)}),
      chosen AS (SELECT m.id FROM (SELECT * FROM matched LIMIT ${MATCHES_RANKED}) m
        ORDER BY m.popularity DESC, m.id DESC LIMIT ${limit})
    SELECT e.id, e.kind, e.source_id, e.title, e.source, e.url, e.mobile_url, e.date, e.popularity,
      ${wordsIn('title_terms', asked)} AS title_words, ${wordsIn('body_terms', asked)} AS body_words,
      0 AS total, 0 AS rn
    FROM chosen JOIN search_entries e ON e.id = chosen.id
    ORDER BY e.popularity DESC, e.id DESC`,
  );
  return rowsOf(result).map((row) => {
    // Set on the hit itself: spreading it into a new object cost as much as reading the row.
    const candidate = toHit(row) as Candidate;
    candidate.titleWords = row.title_words as string[];
    candidate.bodyWords = row.body_words as string[];
    candidate.popularity = Number(row.popularity);
    return candidate;
  });
}

/**
 * Candidates for a question (retrieval for AI answers and MCP): records whose title holds its phrases (「怎么转专业」:
 * 转专业, see questionTerms) — among the hundreds holding its word 专业 the most used might not be them — then
 * records holding all its words (title or body), then — when they are few — records whose title holds any of them.
 * The caller scores them.
 */
export async function retrieveCandidates(
  db: Db,
  scope: SearchScope,
  words: string[],
  limit: number,
  phrases: string[] = [],
) {
  if (words.length === 0) return [];
  const { fid } = scope;
  const titled = phrases.length ? planKeyword(phrases.join(' ')) : null;
  const all = (kind: SearchKind) =>
    sql`(${holds('title_terms', fid, kind, words)} OR ${holds('body_terms', fid, kind, words)})`;
  const found: Candidate[] = [];
  const seen = new Set<number>();
  const add = (rows: Candidate[]) => {
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      found.push(row);
    }
  };
  const [byPhrases, byWords] = await Promise.all([
    titled ? candidates(db, scope, words, (kind) => titleMatch(titled, fid, kind), limit) : [],
    candidates(db, scope, words, all, limit),
  ]);
  add(byPhrases);
  add(byWords);
  if (found.length >= limit || words.length === 1) return found;
  const any = (kind: SearchKind) => sql`e.title_terms && ${textArray(scopedTerms(fid, kind, words))}`;
  add(await candidates(db, scope, words, any, limit));
  return found;
}

/** The kept bodies of index entries, by entry id. */
export async function bodiesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: searchEntries.id, body: searchEntries.body })
    .from(searchEntries)
    .where(inArray(searchEntries.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.body]));
}

/** What other features ask the index for (AI answers, MCP tools). */
export interface RetrieveInput {
  unit: { fid: number };
  viewer: SearchViewer;
  /** A keyword or a question in Chinese: any of its words may match. */
  query: string;
  /** Kinds to search (default: every kind the viewer may search); never more than the viewer may search. */
  kinds?: readonly SearchKind[];
  /** Entries to answer (default 5, at most 50). */
  limit?: number;
}

/** One retrieved record: what a citation needs, and the passages of its text that hold the question's words. */
export interface RetrievedEntry {
  kind: SearchKind;
  /** The record's own id: an appId, an article's id, a notice's inbox id, a three-list row's id. */
  id: string;
  title: string;
  url: string;
  mobileUrl: string;
  source: string;
  /** `YYYY-MM-DD` or ''. */
  date: string;
  /**
   * Higher is better: 3 per character of the question's words and phrases in the title, 1 per character of its words
   * in the body, and 4 more when it holds all its words (scoreOf).
   */
  score: number;
  /** Whether the title holds a word of the question. */
  titleHit: boolean;
  passages: string[];
  /** The words of the question as it found this entry: as asked, or as a synonym of the unit asks it (ADR 052). */
  words: string[];
}

/** Candidates read per question: enough to rank, few enough to stay fast on the large data set. */
const CANDIDATES = 100;
/**
 * Candidates read per form a unit's synonyms make of the question (ADR 052): what such a form adds are the records
 * holding its replacing words, a few; reading a hundred for each form too made 「学生证丢了怎么补办」 (three forms)
 * cost twice a plain question, past the AI search's 300 ms at ten connections.
 */
const ALTERNATIVE_CANDIDATES = 40;

/**
 * How well a candidate answers the words (see RetrievedEntry.score). A word weighs its length: a longer one is the
 * more specific — a service name (「学生证补办」, one word of the unit's) says what is asked about, 「办理」 only
 * what is wanted, and a title holding only the latter must not tie with the service's own.
 */
function scoreOf(candidate: Candidate, words: string[], phrases: string[]) {
  const weight = (found: string[]) => found.reduce((sum, word) => sum + [...word].length, 0);
  const all = words.every((word) => candidate.titleWords.includes(word) || candidate.bodyWords.includes(word));
  // A phrase in the title weighs as a word there: 转专业申请 holds 转专业, 辅修专业报名 only 专业.
  const title = normalize(candidate.title);
  const titlePhrases = phrases.filter((phrase) => title.includes(phrase));
  const score = (weight(candidate.titleWords) + weight(titlePhrases)) * 3 + weight(candidate.bodyWords) + (all ? 4 : 0);
  return { score, titleHit: candidate.titleWords.length > 0 || titlePhrases.length > 0 };
}

/**
 * Ranked entries a viewer may see for a question, with text passages (issue 12 items 5 and 6): the same unit,
 * menu, role and recipient filtering as the search page. Called in-process by AI search and the MCP endpoint:
 * `searchService.retrieve(db, { unit, viewer, query, kinds, limit })`.
 */
export async function retrieve(db: Db, input: RetrieveInput): Promise<RetrievedEntry[]> {
  const allowed = await searchableKinds(db, input.unit.fid, input.viewer);
  const kinds = input.kinds ? allowed.filter((kind) => input.kinds!.includes(kind)) : allowed;
  if (kinds.length === 0) return [];
  const [, , synonyms] = await Promise.all([
    freshIndex(db),
    learnUnitWords(db, [input.unit.fid]),
    synonymsOf(db, input.unit.fid),
  ]);
  // The question as asked, and as the unit's synonyms ask it (「校园卡丢了怎么办」: 校园卡挂失了怎么办 …): each
  // candidate keeps the best score any of them gives it.
  const question = input.query.slice(0, 500);
  const asked = [question, ...alternativeKeywords(question, synonyms.rules)].map(questionTerms);
  const limit = Math.min(Math.max(1, input.limit ?? 5), 50);
  const scope = { fid: input.unit.fid, kinds, ...input.viewer };
  const found = await Promise.all(
    asked.map(({ words, phrases }, i) =>
      retrieveCandidates(db, scope, words, i === 0 ? CANDIDATES : ALTERNATIVE_CANDIDATES, phrases),
    ),
  );
  const best = new Map<number, { candidate: Candidate; score: number; titleHit: boolean; words: string[] }>();
  found.forEach((candidates, i) => {
    const { words, phrases } = asked[i]!;
    for (const candidate of candidates) {
      const scored = { candidate, ...scoreOf(candidate, words, phrases), words };
      if (scored.score > (best.get(candidate.id)?.score ?? -1)) best.set(candidate.id, scored);
    }
  });
  const marks = [...new Set(asked.flatMap(({ words, phrases }) => [...phrases, ...words]))].sort(
    (a, b) => b.length - a.length,
  );
  const chosen = [...best.values()]
    .sort((a, b) => b.score - a.score || b.candidate.popularity - a.candidate.popularity)
    .slice(0, limit);
  const bodies = await bodiesOf(
    db,
    chosen.map(({ candidate }) => candidate.id),
  );
  return chosen.map(({ candidate, score, titleHit, words }) => ({
    kind: candidate.kind,
    id: String(candidate.sourceId),
    title: candidate.title,
    url: candidate.url,
    mobileUrl: candidate.mobileUrl,
    source: candidate.source,
    date: dayOf(candidate.date),
    score,
    titleHit,
    passages: passages(bodies.get(candidate.id) ?? '', marks, 3),
    words,
  }));
}

/** The search service other modules call (AI search, MCP): `searchService.retrieve(db, input)`. */
export const searchService = { retrieve };
