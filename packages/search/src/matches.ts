import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@yizhan/contracts';
import {
  bodyWordsMatch,
  chars,
  postingViewerMay,
  startsWithKeyword,
  termsMatch,
  titleMatch,
  type SearchScope,
} from './conditions';
import { planKeyword, type KeywordPlan } from './text';

// Which index rows a keyword matches, per kind, with their rank keys (ADR 036, 049, 050): the CTEs and candidate
// lists of the ranking statement (rankSearch in search.repository.ts).

/** The matches of a search as the ranking statement reads them. */
export interface SearchMatches {
  /** The CTEs of the statement's WITH list: every kind's matches. */
  ctes: SQL;
  /** At most `cap + 1` candidates of kind n (of each keyword asked), each record once, with their rank keys. */
  candidates: (n: number) => SQL;
  /**
   * Kind n's matches when every title match is a posting (ADR 049: a keyword that is one two-character piece, asked
   * alone): `titles`, the ids of its title matches in rank order, and `bodies`, its body matches with their rank keys
   * under the keyword's condition for bodies (candidatesOf's `bodiesWhen`). Undefined for any other kind or keyword.
   */
  posted: (n: number) => { titles: SQL; bodies: SQL } | undefined;
}

/**
 * The matches of a keyword and of the keywords a unit's synonyms make of it (ADR 052: 「校园卡丢了」 is asked as
 * 校园卡挂失了 and 校园卡补办了 too): each asked as searchMatches asks one, under CTE names of its own, and a record
 * any of them matches counted once, with its best keys — the 校园卡补办 title an alternative found ranks above a
 * guide that only mentions 校园卡. A keyword alone is asked exactly as before.
 */
export function keywordMatches(scope: SearchScope, plans: readonly KeywordPlan[], cap: number): SearchMatches {
  const each = plans.map((plan, i) => searchMatches(scope, plan, cap, i === 0 ? '' : `a${i}_`));
  if (each.length === 1) return each[0]!;
  const union = (n: number) =>
    sql.join(
      each.map((matches) => sql`SELECT * FROM (${matches.candidates(n)}) c`),
      sql` UNION ALL `,
    );
  return {
    ctes: sql.join(
      each.map((matches) => matches.ctes),
      sql`,`,
    ),
    candidates: (n) =>
      sql`SELECT DISTINCT ON (u.id) * FROM (${union(n)}) u ORDER BY u.id, u.tier DESC, u.relevance DESC`,
    // The alternatives' titles are matches too, and no one posting holds them all.
    posted: () => undefined,
  };
}

/**
 * The matches of every kind of the scope, in CTEs named by `as`, a letter and the kind's number (`t0`, `a1_t0`).
 * A keyword no title holds as typed — a question, 「学生证怎么补办」; words in another order, 「补办校园卡」 — is
 * asked of the titles again more loosely (KeywordPlan.loosely: 学生证 补办, 补办 校园卡): those titles rank as title matches, before any guide that merely mentions the words. A keyword whose body
 * words leave out one of its characters (KeywordPlan.bodyPartial: 「转专业」, searched in bodies as 专业) reads
 * bodies only while neither finds a title: a guest asking 「转专业」 or 「怎么转专业」 gets the 转专业申请 service, not a
 * thousand articles that say 专业; 「学生证丢了」, which no title holds, still finds the guides that speak of 学生证.
 * Both are constant conditions: when false, the scans they guard never start.
 */
export function searchMatches(scope: SearchScope, plan: KeywordPlan, cap: number, as = ''): SearchMatches {
  const loose = plan.loosely === null ? null : planKeyword(plan.loosely);
  const cte = (letter: 't' | 'b' | 'w', n: number) => sql.raw(`${as}${letter}${n}`);
  const none = (letter: 't' | 'w') => scope.kinds.map((_, n) => sql`NOT EXISTS (SELECT 1 FROM ${cte(letter, n)})`);
  // No title holds the keyword as typed (`t<n>`), and — with a loose form — none holds it loosely (`w<n>`) either.
  const noneAsTyped = sql`(${sql.join(none('t'), sql` AND `)})`;
  const noTitles = loose ? sql`(${sql.join([...none('t'), ...none('w')], sql` AND `)})` : noneAsTyped;
  const own = scope.kinds.map((kind, n) => matchesOf(scope, kind, plan, n, cap, cte));
  const looseTitles = loose
    ? scope.kinds.map(
        (kind, n) => sql`${cte('w', n)} AS MATERIALIZED (${titlesByTerms(scope, kind, loose, n, noneAsTyped)})`,
      )
    : [];
  const allTitles = (n: number) => sql`(SELECT * FROM ${cte('t', n)} UNION ALL SELECT * FROM ${cte('w', n)})`;
  return {
    ctes: sql.join([...own, ...looseTitles], sql`,`),
    candidates: (n) =>
      candidatesOf(cte('t', n), cte('b', n), cap, {
        titles: loose ? allTitles(n) : undefined,
        bodiesWhen: plan.bodyPartial ? noTitles : undefined,
      }),
    // Titles held loosely are matches too, and no posting holds them.
    posted: (n) => {
      const kind = scope.kinds[n]!;
      const piece = loose ? undefined : rankedPiece(plan, kind);
      if (!piece) return undefined;
      const bodies = sql`SELECT * FROM ${cte('b', n)}${plan.bodyPartial ? sql` WHERE ${noTitles}` : sql``}`;
      return { titles: sql`SELECT p.entry_id AS id ${postings(scope, kind, piece)}`, bodies };
    },
  };
}

/**
 * The rank keys of a title match of `plan` in kind n. Keys computed for up to 2,002 rows a search, so cheap ones:
 * lower() of a whole UTF-8 title costs microseconds, and ran twice per row — a fifth of a common word's statement.
 * It now runs only on titles of the keyword's length (the title is the keyword) and on the few first characters
 * (the title starts with it); the share the keyword covers is rounded in integers, as round() did in numeric (half
 * up: floor(10 × length / chars + ½)). The kind is its number n: the ranking groups and sorts integers, not text
 * under the database's collation.
 */
function titleKeys(plan: KeywordPlan, n: number): SQL {
  const length = Math.max(1, [...plan.text.replace(/\s/g, '')].length);
  return sql`e.id, ${n}::int AS k, e.popularity, e.date,
      CASE WHEN char_length(e.title) = ${chars(plan.text)} AND lower(e.title) = ${plan.text} THEN 3 ELSE 2 END AS tier,
      (20 * ${length}::int + greatest(char_length(e.title), 1)) / (2 * greatest(char_length(e.title), 1))
        + CASE WHEN ${startsWithKeyword(plan)} THEN 10 ELSE 0 END AS relevance`;
}

/** The title matches of `plan` in a kind through the terms' GIN index, with their keys; `when`: a further condition. */
function titlesByTerms(scope: SearchScope, kind: SearchKind, plan: KeywordPlan, n: number, when?: SQL): SQL {
  const only = { ...scope, kinds: [kind] };
  const matched = termsMatch(only, (k) => titleMatch(plan, scope.fid, k));
  return sql`SELECT ${titleKeys(plan, n)} FROM search_entries e WHERE ${matched}${when ? sql` AND ${when}` : sql``}`;
}

/**
 * The matches of one kind, as two CTEs (`t<n>` by title, `b<n>` by body) with their rank keys. MATERIALIZED, so each
 * is planned for all its rows — a GIN bitmap scan — and never as a sequential scan hoping a LIMIT stops it early
 * (which read the whole table for 「通知」, whose body matches all match by title too); yet a CTE is read only as far
 * as the LIMIT that reads it, so a very common word stops after that many rows instead of reading every match.
 * The keys never test the terms again: every `t` row matched by title, and a `b` row is read only when the titles
 * are all known (candidatesOf), so a body row that is no title match ranks last. Testing a row's terms means
 * decompressing its arrays — three quarters of a common word's time when every row read tested them.
 */
function matchesOf(
  scope: SearchScope,
  kind: SearchKind,
  plan: KeywordPlan,
  n: number,
  cap: number,
  cte: (letter: 't' | 'b', n: number) => SQL,
): SQL {
  const only = { ...scope, kinds: [kind] };
  const bodyKeys = sql`e.id, ${n}::int AS k, e.popularity, e.date, 1 AS tier, 0 AS relevance`;
  const piece = rankedPiece(plan, kind);
  const titles = piece ? postedTitles(scope, kind, piece, n, cap) : titlesByTerms(scope, kind, plan, n);
  const bodies = termsMatch(only, (k) => bodyWordsMatch(plan, scope.fid, k, scope.commonWords?.[k]));
  return sql`${cte('t', n)} AS MATERIALIZED (${titles}),
    ${cte('b', n)} AS MATERIALIZED (SELECT ${bodyKeys} FROM search_entries e WHERE ${bodies})`;
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
    ${postings(scope, kind, piece)}
    LIMIT ${cap + 1}`;
}

/** The postings of a piece in a kind that the viewer may find, in rank order (the index's): FROM to ORDER BY. */
function postings(scope: SearchScope, kind: SearchKind, piece: string): SQL {
  return sql`FROM search_postings p
    WHERE p.fid = ${scope.fid} AND p.kind = ${kind} AND p.gram = ${piece} AND ${postingViewerMay(scope)}
    ORDER BY p.tier DESC NULLS LAST, p.relevance DESC NULLS LAST, p.popularity DESC NULLS LAST,
      p.date DESC NULLS LAST, p.entry_id DESC NULLS LAST`;
}

/**
 * At most `cap + 1` matches of a kind (its CTEs `t` and `bodies`), each record once: its title matches, then as
 * many other body matches as make up `cap + 1` (ADR 050). When the titles alone pass the cap, no body is read (LIMIT 0 never starts its scan):
 * the total is capped and the pages within the cap are all title matches. Otherwise every title match is in `t`,
 * and the bodies are those not among them — read only as far as the total needs: a word in 801 titles and 2,400
 * bodies reads 200 bodies, not 1,001, and still counts more than the cap. The total is the same either way.
 * `titles`: the kind's title matches when not `t` alone; `bodiesWhen`: a condition the bodies are read under at
 * all (see searchMatches).
 */
function candidatesOf(t: SQL, bodies: SQL, cap: number, options: { titles?: SQL; bodiesWhen?: SQL }): SQL {
  const titles = sql`${options.titles ?? t} AS title`;
  const counted = sql`(SELECT count(*) FROM (SELECT 1 FROM ${titles} LIMIT ${cap + 1}) c)`;
  const gate = options.bodiesWhen ? sql`${options.bodiesWhen} AND ` : sql``;
  return sql`(SELECT * FROM ${titles} LIMIT ${cap + 1})
    UNION ALL (SELECT * FROM ${bodies} WHERE ${gate}id NOT IN (SELECT id FROM ${titles})
      LIMIT greatest(${cap + 1}::int - ${counted}, 0))`;
}
