/**
 * The names and paths the plugin's parts agree on: the build step that
 * writes the index, the page that finds it, the worker that reads it and
 * the Node tools that search a build. No dependencies: browser code
 * imports it too.
 */

/** The plugin's name: its global data key and its log prefix. */
export const PLUGIN_NAME = 'pn-search';

/**
 * Import prefix of the plugin's own modules for its theme components
 * (`@pn-search/client`): unlike a relative path, it still resolves from a
 * swizzled copy of a component in `src/theme`. tsconfig.json maps it too.
 */
export const MODULE_ALIAS = '@pn-search';

/** Folder of the index file inside a locale's output (`build/assets/search`, `build/zh-TW/assets/search`). */
export const INDEX_DIR = 'assets/search';

/** Name of the index file: its content hash makes it cacheable forever. */
export function indexFileName(hash: string): string {
  return `index.${hash}.json`;
}

/** Any index file name ({@link indexFileName}). */
export const INDEX_FILE = /^index\.[0-9a-f]+\.json$/;

/** Version of the index file's shape; the worker refuses another one. */
export const INDEX_VERSION = 3;

/** The meta tag of every page that names its locale's index file. */
export const INDEX_META_NAME = 'pn-search-index';

/** Written into the meta tag by the render, replaced in every HTML file after the build by the URL of the index file. */
export const INDEX_URL_PLACEHOLDER = '__PN_SEARCH_INDEX_URL__';

/**
 * The window event that opens the navbar's search dialog ({@link
 * openSearch}); the dialog cancels it, so the caller knows it opened.
 */
export const OPEN_EVENT = 'pn-search:open';
