/**
 * Where a locale's index file is and what it is called: the plugin writes
 * it there, the page's worker and the Node readers (built.ts) find it
 * there. No dependencies.
 */

/** Folder of the index file inside a locale's output (`build/assets/search`, `build/zh-TW/assets/search`). */
export const INDEX_DIR = 'assets/search';

/** Name of the index file: its content hash makes it cacheable forever. */
export function indexFileName(hash: string): string {
  return `index.${hash}.json`;
}

/** Any index file name ({@link indexFileName}). */
export const INDEX_FILE = /^index\.[0-9a-f]+\.json$/;

/** Version of the index file's shape; the worker refuses another one. */
export const INDEX_VERSION = 4;
