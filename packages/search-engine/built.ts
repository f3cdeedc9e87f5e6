/**
 * The search of a built site, for Node: each locale's index manifest,
 * found in the build folder, describes what it is of (its base URL,
 * filters, areas: types.ts `IndexSite`), so the CLI, a site's relevance
 * check and its tests search a locale exactly as its pages do, from the
 * build alone, reading the index's shards beside it as the page's worker
 * fetches them.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {INDEX_DIR, INDEX_FILE, INDEX_VERSION} from './format.ts';
import {
  allRecords,
  chunkedSearch,
  wholeIndex,
  type ChunkedSearch,
  type IndexManifest,
} from './chunks.ts';
import type {SearchIndexFile, SearchRecord} from './types.ts';

function isDir(dir: string): boolean {
  return statSync(dir, {throwIfNoEntry: false})?.isDirectory() ?? false;
}

/** The index manifest of a locale's output folder, or null when it has none. */
function indexFileIn(localeDir: string): string | null {
  const dir = path.join(localeDir, INDEX_DIR);
  if (!isDir(dir)) return null;
  const names = readdirSync(dir).filter((name) => INDEX_FILE.test(name));
  if (names.length > 1) {
    throw new Error(
      `${dir} has ${names.length} search indexes (${names.join(', ')}): build into an empty folder.`,
    );
  }
  return names[0] ? path.join(dir, names[0]) : null;
}

/**
 * An index manifest's text, of this version: one that describes itself
 * (its `site`). `source` names the file in the error.
 */
export function parseIndex(text: string, source: string): IndexManifest {
  const index = JSON.parse(text) as IndexManifest;
  if (index.version !== INDEX_VERSION || !index.site || !index.chunked) {
    throw new Error(
      `${source} is not a search index of version ${INDEX_VERSION}: rebuild the site.`,
    );
  }
  return index;
}

/** A locale's manifest, and the folder of its shards. */
interface BuiltIndex {
  manifest: IndexManifest;
  dir: string;
}

/**
 * Every index of a build, the default locale's (at the top of the folder)
 * first, then those of the locales Docusaurus writes into sub-folders.
 */
function builtIndexes(buildDir = 'build'): BuiltIndex[] {
  const dirs = [
    buildDir,
    ...(isDir(buildDir)
      ? readdirSync(buildDir, {withFileTypes: true})
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(buildDir, entry.name))
          .sort()
      : []),
  ];
  const files = dirs
    .map(indexFileIn)
    .filter((file): file is string => file !== null);
  if (files.length === 0) {
    throw new Error(
      `No search index in ${buildDir}: run \`npm run build\` first (a build with Algolia has none).`,
    );
  }
  return files.map((file) => ({
    manifest: parseIndex(readFileSync(file, 'utf8'), file),
    dir: path.dirname(file),
  }));
}

function findIndex(buildDir = 'build', locale?: string): BuiltIndex {
  const indexes = builtIndexes(buildDir);
  if (locale === undefined) return indexes[0]!;
  const found = indexes.find(
    ({manifest}) => manifest.site.filters.language === locale,
  );
  if (!found) {
    throw new Error(
      `No search index for the locale ${locale} in ${buildDir}: it has ${indexes.map(({manifest}) => manifest.site.filters.language).join(', ')}.`,
    );
  }
  return found;
}

/** The locales a build has an index for, the default one first. */
export function builtLocales(buildDir = 'build'): string[] {
  return builtIndexes(buildDir).map(
    ({manifest}) => manifest.site.filters.language,
  );
}

/**
 * A locale's built search as its pages run it: the engine over its index
 * (what the worker runs, reading the shards from the build folder), the
 * filters of a page outside the docs, and what else the index says about
 * itself.
 */
export interface BuiltSearch {
  index: IndexManifest;
  engine: ChunkedSearch;
  /** Every record of the index (every records shard read). */
  records(): Promise<SearchRecord[]>;
  /** The index as one file: its records and what it says about itself. */
  file(): Promise<SearchIndexFile>;
  /** A result's URL below the locale's base URL, without the anchor (`docs/payment-admin/refund`). */
  pathOf(url: string): string;
}

export function builtSearch(buildDir = 'build', locale?: string): BuiltSearch {
  const {manifest: index, dir} = findIndex(buildDir, locale);
  const {baseUrl} = index.site;
  const read = (file: string) => readFile(path.join(dir, file), 'utf8');
  return {
    index,
    engine: chunkedSearch(index, read),
    records: () => allRecords(index, read),
    file: () => wholeIndex(index, read),
    pathOf: (url) => url.split('#')[0]!.slice(baseUrl.length),
  };
}
