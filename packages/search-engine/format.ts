/**
 * Where a locale's index is and what its files are called: the plugin
 * writes them there, the page's worker and the Node readers (built.ts)
 * find them there. No dependencies.
 */

/** Folder of the index inside a locale's output (`build/assets/search`, `build/zh-TW/assets/search`). */
export const INDEX_DIR = 'assets/search';

/** Name of the index's manifest (chunks.ts): its content hash makes it cacheable forever. */
export function indexFileName(hash: string): string {
  return `index.${hash}.json`;
}

/** Any manifest file name ({@link indexFileName}). */
export const INDEX_FILE = /^index\.[0-9a-f]+\.json$/;

/** What follows each shard's name (`head-3`) in its file's name, beside the manifest: the shards' one content hash. */
export function shardSuffix(hash: string): string {
  return `.${hash}.json`;
}

/** Version of the index's shape; the worker refuses another one. */
export const INDEX_VERSION = 6;
