// The search of the portal (ADR 036, ADR 060): segmentation, the index and its postings, ranking, highlighting and
// the index versions, behind this face. Features give it their records as search sources; the portal wires them in
// (wireSearch) at its composition root. Its tables are `@yizhan/search/tables`, for the portal's schema index.

export type { Db, Log } from './db';
export { wireSearch, type PageRule, type PagesOf, type SearchViewer, type SearchWiring } from './wiring';
export { htmlText, joinText, keepBody, type SearchSource, type SourceKind, type SourceRecord } from './source';

// Searching: the results page, as-you-type suggestions, and retrieval for AI answers and MCP.
export {
  search,
  searchRead,
  suggest,
  type KeptRankings,
  type RankingReads,
  type SearchOptions,
  type SearchRequest,
} from './service';
export type { HitRow, PageRows, RankedRows, Ranking } from './repository';
export { retrieve, searchService, type RetrievedEntry, type RetrieveInput } from './retrieval';

// What a kept answer belongs to (ADR 036, ADR 047).
export { probeIndex, sameIndex, type IndexState } from './versions';

// Keeping the index current: the queue's drains, a rebuild, popularity, and what a starting server reads first.
export { drainSearchQueue, freshIndex, hasQueuedChanges, rebuildSearchIndex, stopSearchIndexing } from './indexer';
export { refreshSearchPopularity } from './popularity';
export { learnAllUnitWords } from './words';
export { readAllCommonWords } from './common-words';

// A signed-in user's history, and a unit's synonyms (ADR 052).
export { addHistory, clearHistory, listHistory } from './history';
export { forgetSynonyms, synonymsOf, type SynonymRule } from './synonyms';
export {
  deleteSynonymRule,
  findSynonymRule,
  insertSynonymRule,
  listSynonymRules,
  ruleWordOf,
  updateSynonymRule,
  wordsWithRules,
  type StoredSynonymRule,
} from './synonym-rules';
