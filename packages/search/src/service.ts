import {
  SEARCH_KIND_NAMES,
  SEARCH_KINDS,
  SEARCH_SUGGEST_MAX,
  SEARCH_TOTAL_CAP,
  type SearchHit,
  type SearchKind,
  type SearchResult,
  type SearchSuggestion,
  shanghaiDay,
} from '@yizhan/contracts';
import type { Db, Log } from './db';
import { freshIndex } from './indexer';
import type { IndexState } from './versions';
import { highlightTitle, snippet } from './highlight';
import { commonWordsOf } from './common-words';
import { missedServices, nearTitles } from './near';
import {
  popularServices,
  rankSearch,
  rowsOfPage,
  suggestTitles,
  type HitRow,
  type PageRows,
  type RankedRows,
  type Ranking,
} from './repository';
import type { SearchScope } from './conditions';
import { compact, planKeyword, requiredGrams, type KeywordPlan } from './text';
import { learnUnitWords } from './words';
import { alternativeKeywords, alternativesOf, synonymsOf } from './synonyms';
import { sourceKindOf, wiring, type PagesOf, type SearchViewer } from './wiring';

/** Most used services offered when a search finds nothing. */
const RECOMMENDED_MAX = 6;
/** Near spellings offered when a search finds nothing. */
const NEAR_MAX = 5;
/**
 * Title matches of each kind that suggestions are ranked from (suggestTitles): every match of a word in at most this
 * many titles; for the first character typed, held by thousands, the most used of the first ones the index gives.
 * Ten are shown; ranking a thousand of them cost 「学」 twice the time, for suggestions replaced at the next key.
 */
const SUGGEST_CANDIDATES = 200;

/**
 * The kinds a viewer may search on a unit (issue 12 item 4): every kind a source writes, less those whose page the
 * viewer may not open (the unit's desktop menu lists it but hides it from them, spec §6 menus by role), and those
 * guests never search — a notice is only its recipients' (inbox_items), and the index keeps each recipient's own row.
 */
export async function searchableKinds(
  db: Db,
  fid: number,
  viewer: SearchViewer,
  pagesOf: PagesOf = (unit, who) => wiring().pagesOf(db, unit, who),
): Promise<SearchKind[]> {
  const mayOpen = await pagesOf(fid, viewer);
  return SEARCH_KINDS.filter((kind) => {
    const source = sourceKindOf(kind);
    if (!source || (source.guests === false && viewer.uid === null)) return false;
    return mayOpen(source.page);
  });
}

/** A record's date as the results show it: `YYYY-MM-DD`, or '' without one. */
export const dayOf = (date: Date | null) => (date ? shanghaiDay(date) : '');

/** An index row as a result. */
export function toHit(row: HitRow, plan: KeywordPlan): SearchHit {
  return {
    kind: row.kind,
    id: String(row.sourceId),
    title: row.title,
    titleSegments: highlightTitle(row.title, plan.marks, plan.letters),
    snippetSegments: snippet(row.body, plan.marks),
    url: row.url,
    mobileUrl: row.mobileUrl,
    source: row.source,
    date: dayOf(row.date),
  };
}

/** What a search asks: the keyword, one kind or all, and the page of each listed kind. */
export interface SearchRequest {
  keyword: string;
  kind: SearchKind | 'all';
  page: number;
  pageSize: number;
}

/** Near spellings for a keyword that found nothing: near titles, then hot terms that look alike. */
async function suggestionsFor(db: Db, scope: SearchScope, plan: KeywordPlan): Promise<string[]> {
  const [titles, hot] = await Promise.all([
    nearTitles(db, scope, plan, NEAR_MAX),
    wiring().hotTerms(db, scope.fid, 50),
  ]);
  const similar = hot.filter((keyword) => resembles(keyword, plan));
  return [...new Set([...titles, ...similar])].filter((text) => text !== plan.text).slice(0, NEAR_MAX);
}

/** Whether a hot term shares at least half of the keyword's pieces (and is not the keyword); no segmentation. */
function resembles(keyword: string, plan: KeywordPlan): boolean {
  if (compact(keyword) === compact(plan.text) || plan.titleGrams.length === 0) return false;
  const grams = new Set(requiredGrams(keyword));
  const shared = plan.titleGrams.filter((gram) => grams.has(gram)).length;
  return shared >= Math.max(1, Math.ceil(plan.titleGrams.length / 2));
}

/** How a search is read: ranked afresh with its page, or only the page's rows of a ranking already made. */
export interface RankingReads {
  rank: () => Promise<RankedRows>;
  rowsOf: (ranking: Ranking) => Promise<PageRows>;
}

/**
 * Rankings kept across searches (the routes' own store): the ranking of `key` with the page's rows, read through
 * `reads` — kept, under way, or ranked now.
 */
export interface KeptRankings {
  read(key: string, reads: RankingReads): Promise<RankedRows>;
}

/** Options of a search: a logger, the unit's cached page rule, a smaller cap (tests), rankings kept across searches. */
export interface SearchOptions {
  log?: Log;
  pagesOf?: PagesOf;
  cap?: number;
  /** The routes' own; without it, the search ranks afresh. */
  rankings?: KeptRankings;
  /**
   * Where the ranking statement is first read: the portal's streaming replica (ADR 078). A ranking that finds
   * changes waiting is read again from `db`, after they are indexed there. Without it, `db`.
   */
  reader?: Db;
}

/**
 * One search: the groups of every kind the viewer may search (each with its total), the page of the kind asked
 * for (or of every kind), and, when nothing matched, near spellings and the most used services.
 */
export async function search(
  db: Db,
  fid: number,
  viewer: SearchViewer,
  request: SearchRequest,
  options: SearchOptions = {},
): Promise<SearchResult> {
  return (await searchRead(db, fid, viewer, request, options)).result;
}

/** A search (see search), with the index state its answer was read in: null when it read no entries. */
export async function searchRead(
  db: Db,
  fid: number,
  viewer: SearchViewer,
  request: SearchRequest,
  options: SearchOptions = {},
): Promise<{ result: SearchResult; state: IndexState | null }> {
  // Matches counted per kind at most (ADR 036); a test passes a small one.
  const cap = options.cap ?? SEARCH_TOTAL_CAP;
  await learnUnitWords(db, [fid]);
  const plan = planKeyword(request.keyword);
  // The keyword as the unit's synonyms also ask it (ADR 052): 饭卡 as 校园卡.
  const synonymous = alternativesOf(plan.text, (await synonymsOf(db, fid)).rules);
  const alternatives = synonymous.map((alternative) => planKeyword(alternative.text));
  const plans = [plan, ...alternatives];
  // What the alternatives found is marked too: 饭卡 finds 校园卡充值, with 校园卡 in red.
  const marked = {
    ...plan,
    marks: [...new Set(plans.flatMap((asked) => asked.marks))].sort((a, b) => b.length - a.length),
  };
  const kinds = await searchableKinds(db, fid, viewer, options.pagesOf);
  const scope: SearchScope = { fid, kinds, ...viewer };
  const listKinds = request.kind === 'all' ? kinds : kinds.filter((kind) => kind === request.kind);
  const offset = request.kind === 'all' ? 0 : (request.page - 1) * request.pageSize;
  const page = { listKinds, offset, limit: request.pageSize, cap };
  // The unit's common words (ADR 051) as the index holds them: read again once changes to its forms are indexed.
  const ranked = async (from: Db) =>
    rankSearch(from, { ...scope, commonWords: await commonWordsOf(db, fid) }, plans, page);
  // The statement reads the index state too: only when changes were waiting is the index brought up to date and
  // the search run again, where it was brought up to date.
  const rank = async (): Promise<RankedRows> => {
    const first = await ranked(options.reader ?? db);
    if (!first.state.queued) return first;
    await freshIndex(db, options.log);
    return ranked(db);
  };
  // What decides a ranking: the unit, the viewer (notices are their own), the kinds they may search, the keywords.
  const key = JSON.stringify([fid, viewer.uid, viewer.userType, kinds, cap, plans.map((asked) => asked.text)]);
  const read: RankedRows | null =
    plan.parts.length && kinds.length
      ? await (options.rankings?.read(key, { rank, rowsOf: (kept) => rowsOfPage(db, viewer.uid, kept, page) }) ??
          rank())
      : null;
  const ranking = read?.ranking ?? {};
  const rows = read?.rows ?? [];
  const groups = kinds.map((kind) => {
    const counted = ranking[kind]?.total ?? 0;
    return {
      kind,
      name: SEARCH_KIND_NAMES[kind],
      total: Math.min(counted, cap),
      totalCapped: counted > cap,
      page: request.kind === 'all' ? 1 : request.page,
      pageSize: request.pageSize,
      list: rows
        .filter((row) => row.kind === kind)
        .sort((a, b) => a.rank - b.rank)
        .map((row) => toHit(row, marked)),
    };
  });
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const totalCapped = groups.some((group) => group.totalCapped);
  const state = read?.state ?? null;
  if (total > 0 || plan.parts.length === 0) {
    // A typo may still find a word of the keyword elsewhere (「校园咔」: 校园 in news and guides) and no service: the
    // near titles are offered beside what it found. Only then: a search that finds a service does no more work.
    const suggestions = missedServices(groups) ? await nearTitles(db, scope, plan, NEAR_MAX) : [];
    // Said as the synonyms put in (学生证补办), not as the phrases asked (学生证补办怎么补办).
    const said = [...new Set(synonymous.map((alternative) => alternative.said))];
    const alsoSearched = said.length ? { alsoSearched: said } : {};
    return {
      result: {
        keyword: request.keyword,
        total,
        totalCapped,
        groups,
        suggestions: suggestions.filter((text) => text !== plan.text),
        recommended: [],
        ...alsoSearched,
      },
      state,
    };
  }
  const [suggestions, popular] = await Promise.all([
    suggestionsFor(db, scope, plan),
    popularServices(db, scope, RECOMMENDED_MAX),
  ]);
  // A recommendation is no match: nothing in it is marked, and it shows its summary, not a line that holds the word
  // (「收费」 found nothing, yet every guide says 不收费).
  const recommended = popular.map((row) => toHit(row, { ...plan, marks: [], letters: null }));
  return { result: { keyword: request.keyword, total, totalCapped, groups, suggestions, recommended }, state };
}

/** As-you-type suggestions: the user's matching past searches, matching titles, then matching hot terms. */
export async function suggest(
  db: Db,
  fid: number,
  viewer: SearchViewer,
  keyword: string,
  history: string[],
  pagesOf?: PagesOf,
): Promise<SearchSuggestion[]> {
  await learnUnitWords(db, [fid]);
  const plan = planKeyword(keyword);
  if (plan.parts.length === 0) return [];
  const kinds = (await searchableKinds(db, fid, viewer, pagesOf)).filter((kind) => kind !== 'notice');
  const titlesOf = async (asked: KeywordPlan) =>
    kinds.length ? suggestTitles(db, { fid, kinds, ...viewer }, asked, SEARCH_SUGGEST_MAX, SUGGEST_CANDIDATES) : [];
  const [typed, hot, synonyms] = await Promise.all([
    titlesOf(plan),
    wiring().hotTerms(db, fid, 50),
    synonymsOf(db, fid),
  ]);
  // A keyword no title holds as typed suggests the titles the search would find for it: asked loosely (「怎么转专业」:
  // 转专业申请), else as the unit's first synonym asks it (饭卡: 校园卡充值, ADR 052), marked as that asks.
  let [titles, marks] = [typed, plan.marks];
  const [synonym] = alternativeKeywords(plan.text, synonyms.rules);
  for (const instead of [plan.loosely, synonym]) {
    if (titles.length || !instead) continue;
    const asked = planKeyword(instead);
    const both = [...new Set([...asked.marks, ...plan.marks])].sort((a, b) => b.length - a.length);
    [titles, marks] = [await titlesOf(asked), both];
  }
  const contains = (text: string) => text.toLowerCase().includes(plan.text);
  const seen = new Set<string>();
  const out: SearchSuggestion[] = [];
  const add = (text: string, source: SearchSuggestion['source'], kind: SearchKind | null) => {
    if (seen.has(text) || out.length >= SEARCH_SUGGEST_MAX) return;
    seen.add(text);
    out.push({ text, segments: highlightTitle(text, marks, plan.letters), source, kind });
  };
  history
    .filter(contains)
    .slice(0, 3)
    .forEach((text) => add(text, 'history', null));
  titles.forEach((row) => add(row.title, 'title', row.kind));
  hot
    .filter(contains)
    .slice(0, 3)
    .forEach((text) => add(text, 'hot', null));
  return out;
}
