import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@yizhan/contracts';
import { type Db } from './db';
import { intArray, rowsOf } from '@yizhan/server-kit';
import { SNIPPET_SOURCE_CHARS } from './highlight';
import { keywordMatches, type SearchMatches } from './matches';
import { indexStateColumns, indexStateOf, type IndexState } from './versions';
import type { KeywordPlan } from './text';
import type { CommonWords } from './common-words';
import { termsMatch, startsWithKeyword, titleMatch, visibleTo, type SearchScope } from './conditions';
import { executePlanned } from './wiring';

/** One row of a results page, with the totals of its kind. */
export interface HitRow {
  id: number;
  kind: SearchKind;
  sourceId: number;
  title: string;
  body: string;
  source: string;
  url: string;
  mobileUrl: string;
  date: Date | null;
  total: number;
  rank: number;
}

type Raw = Record<string, unknown>;

const encoder = new TextEncoder();

/**
 * The UTF-8 bytes of `text` in a buffer of their own, for keeping (as the portal's shared answers keep theirs):
 * `Buffer.from` cuts a short text's bytes from Node's shared 8 KB pool, and one kept ranking would hold its slab.
 */
function keptBytes(text: string): Buffer {
  const bytes = encoder.encode(text);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** An index row as the queries select it. */
export const toHit = (row: Raw): HitRow => ({
  id: Number(row.id),
  kind: row.kind as SearchKind,
  sourceId: Number(row.source_id),
  title: String(row.title),
  body: String(row.body ?? ''),
  source: String(row.source ?? ''),
  url: String(row.url ?? ''),
  mobileUrl: String(row.mobile_url ?? ''),
  date: row.date ? new Date(row.date as string | Date) : null,
  total: Number(row.total),
  rank: Number(row.rn),
});

/**
 * The ranked matches of one search: per kind, how many were counted (above the cap: capped) and the first ids, as
 * the statement wrote them (`7,8,…`), in a buffer. Only a later page reads them (rowsOfPage): a first search keeps
 * them as they came, where parsing a thousand ids and writing them out again to keep them cost more than its
 * snippets; and outside the JavaScript heap, where the rankings replaced after every index change would be promoted
 * to the old generation and fill it for its full collections (ADR 022 addendum).
 */
export type Ranking = Partial<Record<SearchKind, { total: number; ids: Buffer }>>;

/**
 * The ids of a ranking's kind, in rank order. A list of integers is a JSON array once bracketed: the native parser
 * reads a thousand in a third of the time split-and-convert takes, and makes no string per id.
 */
const rankedIds = (ids: Buffer): number[] =>
  ids.length ? (JSON.parse(`[${ids.toString('latin1')}]`) as number[]) : [];

/** The rows of a page (their `rank` set, `total` of their kind), and the index state they were read in. */
export interface PageRows {
  rows: HitRow[];
  state: IndexState;
}

/** What a search reads: its ranking, and the rows of the page asked for, in one index state. */
export interface RankedRows extends PageRows {
  ranking: Ranking;
}

/** Which ranks of a ranking a page shows: the listed kinds, from `offset`, `limit` of each, never past `cap`. */
export interface PageSpec {
  listKinds: SearchKind[];
  offset: number;
  limit: number;
  cap: number;
}

/**
 * Ranks the matches of every kind of the scope — of the keyword's plan and of its synonyms' (the first plan is the
 * keyword's; keywordMatches) — and reads the page asked for, in one statement. Ranking: the title
 * is the keyword, then titles that hold it (those starting with it, and those it covers more of, first), then
 * bodies; within a tier by popularity, then date. The ranking itself comes back as ids (the first `cap` of each
 * kind), so a later page, another kind's tab or another page size reads only its rows (rowsOfPage).
 * Bounded (ADR 036): each kind counts and ranks at most `cap + 1` matches, so a total above `cap` means "more than
 * cap" (the caller reports it capped) and pages end at `cap`. Title matches are ranked exactly while they are at most
 * `cap`, and always for a two-character keyword (its postings come in rank order, ADR 049); beyond that, and for the
 * body matches after the titles (ADR 050), a page ranks the first ones the index gave, in the table's order.
 * Each kind is ranked by one ordered aggregate over narrow rows (its ids in rank order: no window, no second sort),
 * or — its titles all postings — by joining its titles as they come to its bodies (kindRanking); the page is a slice
 * of those ids, and only its rows are read whole.
 */
export async function rankSearch(
  db: Db,
  scope: SearchScope,
  plans: readonly KeywordPlan[],
  page: PageSpec,
): Promise<RankedRows> {
  // Planned once per connection (ADR 045): planning this statement costs more than running it for most words. Kept
  // by what it is built from: after an index change, a word asked before is ranked again without building it again.
  const { fid, kinds, uid, userType, commonWords } = scope;
  const key = JSON.stringify([commonWordsStamp(commonWords), fid, kinds, uid, userType, plans, page]);
  const result = await executePlanned(db, () => rankingStatement(scope, plans, page), key);
  const read = rowsOf(result);
  const ranking: Ranking = {};
  const rows: HitRow[] = [];
  for (const row of read) {
    if (row.ranked !== null)
      ranking[scope.kinds[Number(row.k)]!] = {
        total: Number(row.total),
        ids: keptBytes(String(row.ranked)),
      };
    else if (row.id !== null) rows.push(toHit(row));
  }
  return { ranking, rows, state: indexStateOf(read[0]!) };
}

/**
 * rankSearch's statement. One statement, one snapshot: the page's entries, one row per kind with its total and
 * ranked ids (ranked: as text, which parses in a fraction of the time the driver takes to parse a thousand-element
 * array), and the index state on every row — on a row of its own when nothing matched.
 */
function rankingStatement(scope: SearchScope, plans: readonly KeywordPlan[], page: PageSpec): SQL {
  const { cap } = page;
  const listed = intArray(scope.kinds.flatMap((kind, n) => (page.listKinds.includes(kind) ? [n] : [])));
  const matches = keywordMatches(scope, plans, cap);
  const ranks = sql.join(
    scope.kinds.map((_, n) => kindRanking(matches, n, cap)),
    sql` UNION ALL `,
  );
  const last = Math.min(page.offset + page.limit, cap);
  return sql`
    WITH ${matches.ctes},
    ranking AS MATERIALIZED (${ranks}),
    found AS (
      SELECT s.id, s.kind, s.source_id, s.title, s.source, s.url, s.mobile_url, s.date, g.total,
        ${page.offset} + u.i AS rn, left(s.body, ${SNIPPET_SOURCE_CHARS + 1}) AS body, g.k, NULL AS ranked
      FROM ranking g CROSS JOIN LATERAL unnest(g.ids[${page.offset + 1} : ${last}]) WITH ORDINALITY AS u (id, i)
        JOIN search_entries s ON s.id = u.id
      WHERE g.k = ANY(${listed})
      UNION ALL
      SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, g.total, NULL, NULL, g.k,
        array_to_string(g.ids[1 : ${cap}], ',')
      FROM ranking g)
    SELECT found.*, ${indexStateColumns(scope.uid)} FROM (VALUES (1)) AS one (x) LEFT JOIN found ON true`;
}

/** A unit's common words as a statement's key names them: the same read, the same number (they are read anew). */
const commonWordsStamps = new WeakMap<CommonWords, number>();
let commonWordsRead = 0;
function commonWordsStamp(words: CommonWords | undefined): number {
  if (!words) return 0;
  let stamp = commonWordsStamps.get(words);
  if (stamp === undefined) commonWordsStamps.set(words, (stamp = commonWordsRead += 1));
  return stamp;
}

/**
 * The ranking row of kind n (k, total, ids), when anything matched. One aggregate per kind, not one GROUP BY over all
 * kinds: grouping sorted every candidate by kind first (2,002 rows for a word common in two kinds), before each
 * group's aggregate sorted its own rows again. A kind whose title matches are all postings (postedRanking) is ranked
 * without sorting its titles again.
 */
function kindRanking(matches: SearchMatches, n: number, cap: number): SQL {
  const posted = matches.posted(n);
  if (posted) return postedRanking(n, posted, cap);
  return sql`SELECT ${n}::int AS k, count(*) AS total,
      array_agg(m.id ORDER BY m.tier DESC, m.relevance DESC, m.popularity DESC, m.date DESC NULLS LAST, m.id DESC)
        AS ids
    FROM (${matches.candidates(n)}) m HAVING count(*) > 0`;
}

/**
 * The ranking row of a kind whose title matches are all postings (a common two-character word, ADR 049): its first
 * `cap + 1` title ids straight from the postings' index, already in rank order, then — while they are fewer — the
 * other body matches, most used first, as candidatesOf counts them. The same ids and total as ranking them as
 * candidates, which kept every title in a work table with its keys, read it twice and sorted it again: half of such
 * a search's database time. A body ranks below every title (tier 1), so the two lists only join.
 */
function postedRanking(n: number, posted: { titles: SQL; bodies: SQL }, cap: number): SQL {
  return sql`SELECT * FROM (WITH posted AS MATERIALIZED (SELECT ARRAY(${posted.titles} LIMIT ${cap + 1}) AS ids),
      bodies AS MATERIALIZED (SELECT b.id, b.popularity, b.date FROM (${posted.bodies}) b
        -- Body-only matches hold no title match today; should a body condition ever hold one, it counts once.
        WHERE b.id NOT IN (SELECT unnest(ids) FROM posted)
        LIMIT greatest(${cap + 1}::int - (SELECT cardinality(ids) FROM posted), 0))
    SELECT ${n}::int AS k, cardinality(p.ids) + (SELECT count(*) FROM bodies) AS total,
      p.ids || ARRAY(SELECT id FROM bodies ORDER BY popularity DESC, date DESC NULLS LAST, id DESC) AS ids
    FROM posted p) r WHERE r.total > 0`;
}

/**
 * The rows of a page of a kept ranking (see rankSearch), read by id, and the index state they were read in: that of
 * `uid`'s search (a guest: null), whose ranking it is.
 */
export async function rowsOfPage(db: Db, uid: number | null, ranking: Ranking, page: PageSpec): Promise<PageRows> {
  const end = Math.min(page.offset + page.limit, page.cap);
  const placed = new Map<number, { kind: SearchKind; total: number; rank: number }>();
  for (const kind of page.listKinds) {
    const { total = 0, ids = Buffer.alloc(0) } = ranking[kind] ?? {};
    rankedIds(ids)
      .slice(page.offset, end)
      .forEach((id, i) => placed.set(id, { kind, total, rank: page.offset + i + 1 }));
  }
  // The state's row always comes back, with the entries (if any) joined to it.
  const result = await executePlanned(
    db,
    () => sql`
    SELECT e.id, e.kind, e.source_id, e.title, e.source, e.url, e.mobile_url, e.date,
      left(e.body, ${SNIPPET_SOURCE_CHARS + 1}) AS body, ${indexStateColumns(uid)}
    FROM (VALUES (1)) AS one (x)
    LEFT JOIN search_entries e ON e.id = ANY(${intArray([...placed.keys()])})`,
  );
  const read = rowsOf(result);
  const rows = read.flatMap((row) => {
    const place = row.id === null ? undefined : placed.get(Number(row.id));
    return place ? [{ ...toHit(row), total: place.total, rank: place.rank }] : [];
  });
  return { rows, state: indexStateOf(read[0]!) };
}

/**
 * Titles that match what is being typed, titles starting with it first, then the most used. Bounded as a search is
 * (ADR 036): each kind ranks at most `cap + 1` of its title matches, the first the index gives — every match of a
 * word in at most `cap` titles of the kind. One character held by twenty thousand titles (「学」, the first key a
 * student types) was ranked over all of them: a parallel sequential scan of the index table, 0.4 s a keystroke.
 */
export async function suggestTitles(db: Db, scope: SearchScope, plan: KeywordPlan, limit: number, cap: number) {
  // One MATERIALIZED CTE per kind: planned for all its rows (a GIN bitmap scan), read only as far as its LIMIT.
  const matches = scope.kinds.map(
    (kind, n) => sql`${sql.raw(`s${n}`)} AS MATERIALIZED (
      SELECT e.id, e.title, e.kind, e.popularity, (${startsWithKeyword(plan)}) AS starts FROM search_entries e
      WHERE ${termsMatch({ ...scope, kinds: [kind] }, (k) => titleMatch(plan, scope.fid, k))})`,
  );
  const firsts = scope.kinds.map((_, n) => sql`(SELECT * FROM ${sql.raw(`s${n}`)} LIMIT ${cap + 1})`);
  // Planned once (ADR 045): planned for its values, a character in a third of the titles was read by a sequential
  // scan, which began wherever a concurrent scan of the table was (synchronized scans) — half a second under load.
  const result = await executePlanned(
    db,
    () => sql`
    WITH ${sql.join(matches, sql`, `)}
    SELECT m.title, m.kind FROM (${sql.join(firsts, sql` UNION ALL `)}) m
    ORDER BY m.starts DESC, m.popularity DESC, m.id DESC
    LIMIT ${limit}`,
  );
  return rowsOf(result).map((row) => ({ title: String(row.title), kind: row.kind as SearchKind }));
}

/**
 * The most used services the viewer may open: zero-result recovery. In the index's own order (DESC NULLS LAST, as
 * drizzle-kit builds it; ADR 032), so the scan stops after the first few.
 */
export async function popularServices(db: Db, scope: SearchScope, limit: number): Promise<HitRow[]> {
  if (!scope.kinds.includes('service')) return [];
  const result = await db.execute(sql`
    SELECT e.id, e.kind, e.source_id, e.title, e.body, e.source, e.url, e.mobile_url, e.date, 0 AS total, 0 AS rn
    FROM search_entries e
    WHERE ${visibleTo({ ...scope, kinds: ['service'] })}
    ORDER BY e.popularity DESC NULLS LAST
    LIMIT ${limit}`);
  return rowsOf(result).map(toHit);
}
