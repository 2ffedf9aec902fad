import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@yizhan/contracts';
import { containsPattern } from '../../lib/like-pattern';
import type { CommonWords } from './search.common-words';
import { pinyinGrams, scopedTerms, type KeywordPlan } from './search.text';

// The conditions of the search index's queries (ADR 036): who may find a row, and which rows a keyword matches by
// title, pinyin or body. The statements that use them are in search.repository.ts and search.retrieval.ts.

/** Who searches where: the unit, the kinds the viewer may search, and the viewer (uid and user type, or a guest). */
export interface SearchScope {
  fid: number;
  kinds: SearchKind[];
  uid: number | null;
  userType: string | null;
  /** The unit's words most records of a kind hold, matched by title only (ADR 051); none: every body matches. */
  commonWords?: CommonWords;
}

/** A text[] parameter as PostgreSQL's array literal (every element quoted): no driver expands it into a list. */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** An int[] parameter as PostgreSQL's array literal. */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::int[]`;

const isGuest = (scope: SearchScope) => scope.userType === null || scope.uid === null;

/** The user types of a row (alias `e`, an entry, or `p`, a posting) let the viewer find it. */
const rolesMay = (scope: SearchScope, alias: 'e' | 'p') =>
  sql`(${sql.raw(alias)}.roles = '{}' OR ${scope.userType} = ANY(${sql.raw(alias)}.roles))`;

/** What the viewer may find among a unit's rows of a kind (security: the same rules as the pages, ADR 036). */
function viewerMay(scope: SearchScope): SQL {
  if (isGuest(scope)) return sql`e.visitor_visible AND e.owner_uid IS NULL`;
  return sql`(e.owner_uid IS NULL OR e.owner_uid = ${scope.uid}) AND ${rolesMay(scope, 'e')}`;
}

/** viewerMay for a posting (alias `p`, ADR 049): the same rule, less the owner — notices are never posted. */
export const postingViewerMay = (scope: SearchScope): SQL =>
  isGuest(scope) ? sql`p.visitor_visible` : rolesMay(scope, 'p');

/** The rows a viewer may find: the unit, the kinds, and the viewer's rule. */
export function visibleTo(scope: SearchScope): SQL {
  // One kind as an equality, so an index on (fid, kind, …) also gives its order (the most used services).
  const kinds =
    scope.kinds.length === 1 ? sql`e.kind = ${scope.kinds[0]}` : sql`e.kind = ANY(${textArray(scope.kinds)})`;
  return sql`e.fid = ${scope.fid} AND ${kinds} AND ${viewerMay(scope)}`;
}

/**
 * The rows of the viewer's unit and kinds that `match` (built per kind from scoped terms) and the viewer may find.
 * The terms carry unit and kind (scopedTerms), so they are the filter on both: stating `fid` and `kind` again only
 * lets the planner AND the terms' bitmap with the (fid, kind) index's — 50,000 news rows read to learn what the
 * prefix already says.
 */
export function termsMatch(scope: SearchScope, match: (kind: SearchKind) => SQL): SQL {
  const perKind = sql.join(
    scope.kinds.map((kind) => match(kind)),
    sql` OR `,
  );
  return sql`(${perKind}) AND ${viewerMay(scope)}`;
}

/** A terms column holding every one of `terms` of the unit's kind; no terms match nothing (never every row). */
export function holds(
  column: 'title_terms' | 'body_terms',
  fid: number,
  kind: SearchKind,
  terms: readonly string[],
): SQL {
  if (terms.length === 0) return sql`false`;
  return sql`e.${sql.raw(column)} @> ${textArray(scopedTerms(fid, kind, terms))}`;
}

/**
 * A title matched through pinyin: all letter pieces among its terms, a word of it starting with the first letters
 * (jzj: 奖助金, not 外籍专家), and the letters in its pinyin or initials.
 */
function pinyinMatch(plan: KeywordPlan, fid: number, kind: SearchKind): SQL | undefined {
  if (!plan.letters) return undefined;
  const grams = pinyinGrams(plan.letters);
  const pattern = containsPattern(plan.letters);
  // Its pieces, a word of the title that starts with its first letters, and the letters in a row (ADR 036, session
  // 22): in all but rare titles, that word is where the letters are spelt.
  const byInitials = holds('title_terms', fid, kind, [...grams.initials, ...grams.initialsStart]);
  const initials = sql`(${byInitials} AND e.initials LIKE ${pattern})`;
  if (grams.full.length === 0) return initials;
  const byFull = holds('title_terms', fid, kind, [...grams.full, ...grams.fullStart]);
  return sql`(${initials} OR (${byFull} AND e.pinyin LIKE ${pattern}))`;
}

/** The title matches of a unit's kind: every piece of the keyword among its terms, or its pinyin or initials. */
export function titleMatch(plan: KeywordPlan, fid: number, kind: SearchKind): SQL {
  const byText = holds('title_terms', fid, kind, plan.titleGrams);
  const byPinyin = pinyinMatch(plan, fid, kind);
  return byPinyin ? sql`(${byText} OR ${byPinyin})` : byText;
}

/** The body matches of a unit's kind: every word of the keyword among its words. */
function bodyMatch(atoms: readonly string[], fid: number, kind: SearchKind): SQL {
  return holds('body_terms', fid, kind, atoms);
}

/**
 * The body matches that are no title match, for a keyword that is one word and its own only body word (「工程」,
 * 「奖学金」; not 「学生证补办」, whose body words are two): the entries whose body words their title lacks hold it
 * (search_entries_body_only_idx, ADR 050). An entry whose title holds the word is a title match of it — it is
 * ranked among the titles — so it is not read here only to be dropped. Undefined for any other keyword.
 */
export function bodyOnlyMatch(plan: KeywordPlan, fid: number, kind: SearchKind): SQL | undefined {
  const [word] = plan.parts;
  if (word === undefined || plan.parts.length !== 1 || plan.bodyAtoms.length !== 1 || plan.bodyAtoms[0] !== word)
    return undefined;
  return sql`search_body_only_terms(e.body_terms, e.title_terms) @> ${textArray(scopedTerms(fid, kind, [word]))}`;
}

/**
 * The body matches of a unit's kind (bodyOnlyMatch, or every body word of the keyword among its words), leaving out
 * the words most of the kind's records hold (`common`, ADR 051): 「校园卡 挂失」 asks the bodies for 挂失 alone, and a
 * keyword of common words only (「通知」 in a unit whose every guide says 另行通知) matches no body of the kind.
 */
export function bodyWordsMatch(plan: KeywordPlan, fid: number, kind: SearchKind, common?: ReadonlySet<string>): SQL {
  const atoms = common ? plan.bodyAtoms.filter((atom) => !common.has(atom)) : plan.bodyAtoms;
  if (atoms.length < plan.bodyAtoms.length) return bodyMatch(atoms, fid, kind);
  return bodyOnlyMatch(plan, fid, kind) ?? bodyMatch(atoms, fid, kind);
}

/** A length in characters, as PostgreSQL's char_length counts them (code points). */
export const chars = (text: string) => sql`${[...text].length}::int`;

/** The title starts with `first` (lowercase), ignoring case: lower() of its first characters only, not all of it. */
export const titleStartsWith = (first: string) => sql`lower(left(e.title, ${chars(first)})) = ${first}`;

/**
 * The title starts with the keyword: its first word as text, or — a keyword of letters — its pinyin or initials
 * (「jzj」 starts 奖助金发放查询, not 外籍专家邀请, which only holds it).
 */
export function startsWithKeyword(plan: KeywordPlan): SQL {
  const byText = titleStartsWith(plan.parts[0] ?? '');
  if (!plan.letters) return byText;
  const length = chars(plan.letters);
  return sql`(${byText} OR left(e.initials, ${length}) = ${plan.letters} OR left(e.pinyin, ${length}) = ${plan.letters})`;
}
