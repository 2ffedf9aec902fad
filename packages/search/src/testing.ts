// The parts of the search its tests look into, beside its face (index.ts): the portal's tests of the search run on
// its demo data, so they live with the portal. Not for the portal's code — lint keeps it to test files.

export { rowsOf } from '@yizhan/server-kit';
export { COMMON_WORDS, commonWordsOf, forgetCommonWords } from './common-words';
export { bodyOnlyMatch } from './conditions';
export { forgetTitles, nearTitles } from './near';
export { rankSearch, suggestTitles } from './repository';
export { ALTERNATIVES_MAX, alternativeKeywords, alternativesOf, forgetSynonyms } from './synonyms';
export { highlightTitle, SNIPPET_CHARS, SNIPPET_SOURCE_CHARS, snippet } from './highlight';
export { analyseBody, analyseTitle, normalize, pinyinOf, planKeyword, wordStarts } from './text';
export { indexState, indexStateColumns } from './versions';
export { learnUnitWords } from './words';
export * from './table';
