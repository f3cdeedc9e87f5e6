/**
 * The names and paths the plugin's parts agree on: the build step that
 * writes the index, the page that finds it, the worker that reads it and
 * the Node tools that search a build. No dependencies: browser code
 * imports it too.
 */

/** The plugin's name: its global data key and its log prefix. */
export const PLUGIN_NAME = 'pn-search';

/** The meta tag of every page that names its locale's index file. */
export const INDEX_META_NAME = 'pn-search-index';

/** Written into the meta tag by the render, replaced in every HTML file after the build by the URL of the index file. */
export const INDEX_URL_PLACEHOLDER = '__PN_SEARCH_INDEX_URL__';

/**
 * The window event that opens the navbar's search dialog ({@link
 * openSearch}); the dialog cancels it, so the caller knows it opened.
 */
export const OPEN_EVENT = 'pn-search:open';
