/**
 * Opening the search dialog from elsewhere on a page: light enough for a
 * site component to import alone (no engine, no React hooks). Import it as
 * `@paynow-docs/search/client/open`.
 */
export {isPlainClick} from './isPlainClick.ts';
export {openSearch} from './openSearch.ts';
export {OPEN_EVENT, PLUGIN_NAME} from '../constants.ts';
