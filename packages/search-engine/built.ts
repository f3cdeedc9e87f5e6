/**
 * The search of a built site, for Node: each locale's index file, found in
 * the build folder, describes what it is of (its base URL, filters, areas:
 * types.ts `IndexSite`), so the CLI, a site's relevance check and its
 * tests search a locale exactly as its pages do, from the build alone.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {INDEX_DIR, INDEX_FILE, INDEX_VERSION} from './format.ts';
import {engineOf, type Engine} from './engine.ts';
import type {SearchIndexFile} from './types.ts';

function isDir(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** The one index file of a locale's output folder, or null when it has none. */
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
 * An index file's text, of this version: one that describes itself (its
 * `site`). `source` names the file in the error.
 */
export function parseIndex(text: string, source: string): SearchIndexFile {
  const index = JSON.parse(text) as SearchIndexFile;
  if (index.version !== INDEX_VERSION || !index.site) {
    throw new Error(
      `${source} is not a search index of version ${INDEX_VERSION}: rebuild the site.`,
    );
  }
  return index;
}

function readIndex(file: string): SearchIndexFile {
  return parseIndex(readFileSync(file, 'utf8'), file);
}

/**
 * Every index of a build, the default locale's (at the top of the folder)
 * first, then those of the locales Docusaurus writes into sub-folders.
 */
export function builtIndexes(buildDir = 'build'): SearchIndexFile[] {
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
  return files.map(readIndex);
}

/** The index of `locale` in a build (the default locale's when not given). */
export function loadIndex(
  buildDir = 'build',
  locale?: string,
): SearchIndexFile {
  const indexes = builtIndexes(buildDir);
  if (locale === undefined) return indexes[0]!;
  const found = indexes.find((index) => index.site.filters.language === locale);
  if (!found) {
    throw new Error(
      `No search index for the locale ${locale} in ${buildDir}: it has ${indexes.map((index) => index.site.filters.language).join(', ')}.`,
    );
  }
  return found;
}

/** The locales a build has an index for, the default one first. */
export function builtLocales(buildDir = 'build'): string[] {
  return builtIndexes(buildDir).map((index) => index.site.filters.language);
}

/**
 * A locale's built search as its pages run it: the engine over its index
 * (what the worker runs), the filters of a page outside the docs, and what
 * else the index says about itself.
 */
export interface BuiltSearch {
  index: SearchIndexFile;
  engine: Engine;
  /** A result's URL below the locale's base URL, without the anchor (`docs/payment-admin/refund`). */
  pathOf(url: string): string;
}

export function builtSearch(buildDir = 'build', locale?: string): BuiltSearch {
  const index = loadIndex(buildDir, locale);
  const {baseUrl} = index.site;
  return {
    index,
    engine: engineOf(index),
    pathOf: (url) => url.split('#')[0]!.slice(baseUrl.length),
  };
}
