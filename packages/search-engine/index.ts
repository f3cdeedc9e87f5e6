/**
 * The search engine of the local index, and the index file's shape: the
 * same code answers in the browser's worker, the CLI, the MCP server and
 * the tests. Pure code, no DOM or Node APIs (the Node reader of a build is
 * `@paynow-docs/search-engine/built`; the query limits alone, for UI code,
 * `@paynow-docs/search-engine/query`).
 */
export {allowed, pageOf} from './engine.ts';
export {
  chunkIndex,
  chunkedSearch,
  indexFiles,
  shardFile,
  type ChunkedSearch,
  type IndexManifest,
} from './chunks.ts';
export {isPageAt} from './clauses.ts';
export {snippet} from './highlight.ts';
export {RUN, isHan, queryTerms} from './terms.ts';
export {
  MAX_AREA_LENGTH,
  MAX_QUERY_LENGTH,
  limitArea,
  limitQuery,
} from './query.ts';
export {areaOf, areaPaths} from './areas.ts';
export {INDEX_DIR, INDEX_FILE, INDEX_VERSION} from './format.ts';
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
