import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@yizhan/contracts';
import { executePlanned, type Db } from '../../db/client';
import { SNIPPET_SOURCE_CHARS } from './search.highlight';
import { indexStateColumns, indexStateOf, type IndexState } from './search.versions';
import type { KeywordPlan } from './search.text';
import {
  bodyMatch,
  bodyOnlyMatch,
  chars,
  intArray,
  postingViewerMay,
  termsMatch,
  startsWithKeyword,
  titleMatch,
  visibleTo,
  type SearchScope,
} from './search.conditions';

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
/** The rows of a `db.execute` result. */
export const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

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
 * The matches of one kind, as two CTEs (`t<n>` by title, `b<n>` by body) with their rank keys. MATERIALIZED, so each
 * is planned for all its rows — a GIN bitmap scan — and never as a sequential scan hoping a LIMIT stops it early
 * (which read the whole table for 「通知」, whose body matches all match by title too); yet a CTE is read only as far
 * as the LIMIT that reads it, so a very common word stops after that many rows instead of reading every match.
 * The keys never test the terms again: every `t` row matched by title, and a `b` row is read only when the titles
 * are all known (candidatesOf), so a body row that is no title match ranks last. Testing a row's terms means
 * decompressing its arrays — three quarters of a common word's time when every row read tested them.
 */
function matchesOf(scope: SearchScope, kind: SearchKind, plan: KeywordPlan, n: number, cap: number): SQL {
  const length = Math.max(1, [...plan.text.replace(/\s/g, '')].length);
  const only = { ...scope, kinds: [kind] };
  // The kind as its number n: the ranking groups and sorts integers, not text under the database's collation.
  // Keys computed for up to 2,002 rows a search, so cheap ones: lower() of a whole UTF-8 title costs microseconds,
  // and ran twice per row — a fifth of a common word's statement. It now runs only on titles of the keyword's
  // length (the title is the keyword) and on the few first characters (the title starts with it); the share the
  // keyword covers is rounded in integers, as round() did in numeric (half up: floor(10 × length / chars + ½)).
  const titleKeys = sql`e.id, ${n}::int AS k, e.popularity, e.date,
      CASE WHEN char_length(e.title) = ${chars(plan.text)} AND lower(e.title) = ${plan.text} THEN 3 ELSE 2 END AS tier,
      (20 * ${length}::int + greatest(char_length(e.title), 1)) / (2 * greatest(char_length(e.title), 1))
        + CASE WHEN ${startsWithKeyword(plan)} THEN 10 ELSE 0 END AS relevance`;
  const bodyKeys = sql`e.id, ${n}::int AS k, e.popularity, e.date, 1 AS tier, 0 AS relevance`;
  const piece = rankedPiece(plan, kind);
  const titles = piece
    ? postedTitles(scope, kind, piece, n, cap)
    : sql`SELECT ${titleKeys} FROM search_entries e WHERE ${termsMatch(only, (k) => titleMatch(plan, scope.fid, k))}`;
  const bodies = termsMatch(only, (k) => bodyOnlyMatch(plan, scope.fid, k) ?? bodyMatch(plan, scope.fid, k));
  return sql`${sql.raw(`t${n}`)} AS MATERIALIZED (${titles}),
    ${sql.raw(`b${n}`)} AS MATERIALIZED (SELECT ${bodyKeys} FROM search_entries e WHERE ${bodies})`;
}

/**
 * The two-character piece whose ranked postings (search_postings, ADR 049) hold a kind's title matches of the keyword
 * with its rank keys: a keyword that is one such piece, not letters (pinyin matches are the GIN path's), and not of
 * the notices (per recipient, never posted). Undefined: the GIN path.
 */
function rankedPiece(plan: KeywordPlan, kind: SearchKind): string | undefined {
  const piece = plan.titleGrams[0] ?? '';
  if (kind === 'notice' || plan.letters !== null || plan.parts.length !== 1 || plan.titleGrams.length !== 1) return;
  return plan.parts[0] === piece && [...piece].length === 2 ? piece : undefined;
}

/**
 * The first `cap + 1` title matches of a kind in rank order, read from the postings' index (ADR 049): the same rows
 * and keys as the GIN path's, but a capped word ranks its real first 1,000 rather than the first 1,001 the GIN
 * bitmap gave, and reads no entry to do it. The order is the index's, NULLS LAST as drizzle-kit builds it (every key
 * but the date is non-null), so the scan needs no sort and stops at the limit.
 */
function postedTitles(scope: SearchScope, kind: SearchKind, piece: string, n: number, cap: number): SQL {
  return sql`SELECT p.entry_id AS id, ${n}::int AS k, p.popularity, p.date, p.tier::int AS tier,
      p.relevance::int AS relevance
    FROM search_postings p
    WHERE p.fid = ${scope.fid} AND p.kind = ${kind} AND p.gram = ${piece} AND ${postingViewerMay(scope)}
    ORDER BY p.tier DESC NULLS LAST, p.relevance DESC NULLS LAST, p.popularity DESC NULLS LAST,
      p.date DESC NULLS LAST, p.entry_id DESC NULLS LAST
    LIMIT ${cap + 1}`;
}

/**
 * At most `cap + 1` matches of kind n, each record once: its title matches, then as many other body matches as
 * make up `cap + 1` (ADR 050). When the titles alone pass the cap, no body is read (LIMIT 0 never starts its scan):
 * the total is capped and the pages within the cap are all title matches. Otherwise every title match is in `t`,
 * and the bodies are those not among them — read only as far as the total needs: a word in 801 titles and 2,400
 * bodies reads 200 bodies, not 1,001, and still counts more than the cap. The total is the same either way.
 */
function candidatesOf(n: number, cap: number): SQL {
  const [titles, bodies] = [sql.raw(`t${n}`), sql.raw(`b${n}`)];
  const counted = sql`(SELECT count(*) FROM (SELECT 1 FROM ${titles} LIMIT ${cap + 1}) c)`;
  return sql`(SELECT * FROM ${titles} LIMIT ${cap + 1})
    UNION ALL (SELECT * FROM ${bodies} WHERE id NOT IN (SELECT id FROM ${titles})
      LIMIT greatest(${cap + 1}::int - ${counted}, 0))`;
}

/** The ranked matches of one search: per kind, how many were counted (above the cap: capped) and the first ids. */
export type Ranking = Partial<Record<SearchKind, { total: number; ids: number[] }>>;

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
 * Ranks the matches of every kind of the scope and reads the page asked for, in one statement. Ranking: the title
 * is the keyword, then titles that hold it (those starting with it, and those it covers more of, first), then
 * bodies; within a tier by popularity, then date. The ranking itself comes back as ids (the first `cap` of each
 * kind), so a later page, another kind's tab or another page size reads only its rows (rowsOfPage).
 * Bounded (ADR 036): each kind counts and ranks at most `cap + 1` matches, so a total above `cap` means "more than
 * cap" (the caller reports it capped) and pages end at `cap`. Title matches are ranked exactly while they are at most
 * `cap`, and always for a two-character keyword (its postings come in rank order, ADR 049); beyond that, and for the
 * body matches after the titles (ADR 050), a page ranks the first ones the index gave, in the table's order.
 * Each kind is ranked by one ordered aggregate over narrow rows (its ids in rank order: no window, no second sort);
 * the page is a slice of those ids, and only its rows are read whole.
 */
export async function rankSearch(db: Db, scope: SearchScope, plan: KeywordPlan, page: PageSpec): Promise<RankedRows> {
  const { cap } = page;
  const listed = intArray(scope.kinds.flatMap((kind, n) => (page.listKinds.includes(kind) ? [n] : [])));
  const matches = sql.join(
    scope.kinds.map((kind, n) => matchesOf(scope, kind, plan, n, cap)),
    sql`,`,
  );
  // One aggregate per kind, not one GROUP BY over all kinds: grouping sorted every candidate by kind first (2,002
  // rows for a word common in two kinds), before each group's aggregate sorted its own rows again.
  const ranks = sql.join(
    scope.kinds.map(
      (_, n) => sql`SELECT ${n}::int AS k, count(*) AS total,
        array_agg(m.id ORDER BY m.tier DESC, m.relevance DESC, m.popularity DESC, m.date DESC NULLS LAST, m.id DESC)
          AS ids
      FROM (${candidatesOf(n, cap)}) m HAVING count(*) > 0`,
    ),
    sql` UNION ALL `,
  );
  const last = Math.min(page.offset + page.limit, cap);
  // One statement, one snapshot: the page's entries, one row per kind with its total and ranked ids (ranked: as
  // text, which parses in a fraction of the time the driver takes to parse a thousand-element array), and the index
  // state on every row — on a row of its own when nothing matched.
  // Planned once per connection (ADR 045): planning this statement costs more than running it for most words.
  const result = await executePlanned(
    db,
    sql`
    WITH ${matches},
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
    SELECT found.*, ${indexStateColumns(scope.uid)} FROM (VALUES (1)) AS one (x) LEFT JOIN found ON true`,
  );
  const read = rowsOf(result);
  const ranking: Ranking = {};
  const rows: HitRow[] = [];
  for (const row of read) {
    if (row.ranked !== null)
      ranking[scope.kinds[Number(row.k)]!] = {
        total: Number(row.total),
        // A list of integers is a JSON array once bracketed: the native parser reads a thousand in a third of
        // the time split-and-convert takes, and makes no string per id.
        ids: JSON.parse(`[${String(row.ranked)}]`) as number[],
      };
    else if (row.id !== null) rows.push(toHit(row));
  }
  return { ranking, rows, state: indexStateOf(read[0]!) };
}

/**
 * The rows of a page of a kept ranking (see rankSearch), read by id, and the index state they were read in: that of
 * `uid`'s search (a guest: null), whose ranking it is.
 */
export async function rowsOfPage(db: Db, uid: number | null, ranking: Ranking, page: PageSpec): Promise<PageRows> {
  const end = Math.min(page.offset + page.limit, page.cap);
  const placed = new Map<number, { kind: SearchKind; total: number; rank: number }>();
  for (const kind of page.listKinds) {
    const { total = 0, ids = [] } = ranking[kind] ?? {};
    ids.slice(page.offset, end).forEach((id, i) => placed.set(id, { kind, total, rank: page.offset + i + 1 }));
  }
  // The state's row always comes back, with the entries (if any) joined to it.
  const result = await executePlanned(
    db,
    sql`
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

/** Titles that match what is being typed, titles starting with it first, then the most used. */
export async function suggestTitles(db: Db, scope: SearchScope, plan: KeywordPlan, limit: number) {
  const result = await db.execute(sql`
    SELECT e.title, e.kind FROM search_entries e
    WHERE ${termsMatch(scope, (kind) => titleMatch(plan, scope.fid, kind))}
    ORDER BY (${startsWithKeyword(plan)}) DESC, e.popularity DESC, e.id DESC
    LIMIT ${limit}`);
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
