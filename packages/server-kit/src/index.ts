// Small helpers the server's packages share: apps/api and @yizhan/search. Nothing here knows a table or a feature.
export { ttlOptions, lruTtl } from './lru-ttl';
export { perObject } from './per-object';
export { containsPattern, intArray, rowsOf, textArray } from './sql';
