/**
 * The search engine of the local index, and the index file's shape: the
 * same code answers in the browser's worker, the CLI, the MCP server and
 * the tests. Pure code, no DOM or Node APIs (the Node reader of a build is
 * `@paynow-docs/search-engine/built`; the query limits alone, for UI code,
 * `@paynow-docs/search-engine/query`).
 */
export {
  FIELD_BOOSTS,
  allowed,
  createEngine,
  engineOf,
  pageOf,
  toSectionHit,
  type Engine,
  type EngineOptions,
} from './engine.ts';
export {SYNONYM_WEIGHT} from './ask.ts';
export {
  HEAD_PAGES,
  SHARD_CHARS,
  allRecords,
  chunkIndex,
  chunkedSearch,
  indexFiles,
  wholeIndex,
  type ChunkedIndex,
  type ChunkedSearch,
  type IndexManifest,
} from './chunks.ts';
export {MAX_CLOSEST, closestWords} from './closest.ts';
export {contentOf, expandSynonyms, isPageAt, synonymTable} from './clauses.ts';
export {highlight, snippet} from './highlight.ts';
export {
  RUN,
  isHan,
  phrasesOf,
  queryTerms,
  tokenize,
  tokenizeQuery,
} from './terms.ts';
export {
  MAX_AREA_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TERMS,
  limitArea,
  limitQuery,
} from './query.ts';
export {TIE_MARGIN, areaOf, areaPaths} from './areas.ts';
export {
  MAX_EXPANSIONS,
  MAX_SYNONYM_GROUP,
  MAX_SYNONYM_WORDS,
} from './limits.ts';
export {
  INDEX_DIR,
  INDEX_FILE,
  INDEX_VERSION,
  indexFileName,
  shardFileName,
} from './format.ts';
export {
  MAX_SECTIONS,
  type AreaLabels,
  type Hierarchy,
  type IndexSite,
  type PageLink,
  type SearchClient,
  type SearchFilters,
  type SearchHit,
  type ReadingGroup,
  type SearchIndexFile,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
  type SearchSectionHit,
  type Segment,
} from './types.ts';
