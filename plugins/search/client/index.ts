/**
 * The browser side of the search, for the theme components: import it as
 * `@paynow-docs/search/client`, which resolves from a swizzled copy of a
 * component in `src/theme` too.
 */
export {useSearchClient, useSearchData, useSearchStorage} from './context.ts';
export {onPlainClick} from './isPlainClick.ts';
export {AREA_PARAM} from './readerArea.ts';
export {usePageArea} from './useReaderArea.ts';
export {usePopularPages, useSearch, useSuggestions} from './useSearch.ts';
export type {StoredSearch, SearchStorage} from './storage.ts';
export {MAX_QUERY_LENGTH, limitQuery} from '@paynow-docs/search-engine/query';
