import type { SearchKind } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { freshIndex } from './search.indexer';
import { passages } from './search.highlight';
import { bodiesOf, retrieveCandidates, type Candidate } from './search.repository';
import { dayOf, searchableKinds, type SearchViewer } from './search.service';
import { questionTerms } from './search.text';

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
  /** Higher is better: 3 per question word in the title, 1 per word in the body, 2 more when it holds them all. */
  score: number;
  /** Whether the title holds a word of the question. */
  titleHit: boolean;
  passages: string[];
}

/** Candidates read per question: enough to rank, few enough to stay fast on the large data set. */
const CANDIDATES = 100;

/** How well a candidate answers the words (see RetrievedEntry.score). */
function scoreOf(candidate: Candidate, words: string[]) {
  const inTitle = candidate.titleWords.length;
  const inBody = candidate.bodyWords.length;
  const all = words.every((word) => candidate.titleWords.includes(word) || candidate.bodyWords.includes(word));
  return { score: inTitle * 3 + inBody + (all ? 2 : 0), titleHit: inTitle > 0 };
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
  await freshIndex(db);
  const { words } = questionTerms(input.query.slice(0, 500));
  const limit = Math.min(Math.max(1, input.limit ?? 5), 50);
  const found = await retrieveCandidates(db, { fid: input.unit.fid, kinds, ...input.viewer }, words, CANDIDATES);
  const marks = [...words].sort((a, b) => b.length - a.length);
  const chosen = found
    .map((candidate) => ({ candidate, ...scoreOf(candidate, words) }))
    .sort((a, b) => b.score - a.score || b.candidate.popularity - a.candidate.popularity)
    .slice(0, limit);
  const bodies = await bodiesOf(
    db,
    chosen.map(({ candidate }) => candidate.id),
  );
  return chosen.map(({ candidate, score, titleHit }) => ({
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
  }));
}

/** The search service other modules call (AI search, MCP): `searchService.retrieve(db, input)`. */
export const searchService = { retrieve };
