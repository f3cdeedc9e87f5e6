import type {Page} from '@playwright/test';
import {hydrated} from './fixtures';
import {builtSearch, type BuiltSearch} from '@paynow-docs/search-engine/built';
import {
  INDEX_DIR,
  type ChunkedSearch,
  type SearchFilters,
} from '@paynow-docs/search-engine';

/** Route pattern of the built index's manifest. */
export const INDEX_PATTERN = `**/${INDEX_DIR}/index.*.json`;

/** Route pattern of the built index's shards (its postings, names and records). */
export const SHARD_PATTERN = /\/assets\/search\/(?!index\.)[^/]+\.json$/;

const searches = new Map<string, BuiltSearch>();

/**
 * A locale's search as the build has it (the default locale's unless
 * given): its index, which says what it is of (base URL, filters,
 * suggestions, most-used pages), and the engine the site's worker runs.
 */
export function built(locale?: string): BuiltSearch {
  const key = locale ?? '';
  let search = searches.get(key);
  if (!search) {
    search = builtSearch('build', locale);
    searches.set(key, search);
  }
  return search;
}

/** The search engine over a locale's built index (the default locale's unless given), as the site's worker runs it. */
export function builtEngine(locale?: string): ChunkedSearch {
  return built(locale).engine;
}

/** Filters of a page outside the docs in a locale (the default one unless given): its language, the current version of every searched docs instance. */
export function filtersOf(locale?: string): SearchFilters {
  return built(locale).index.site.filters;
}

/** Opens the dialog with the navbar button, which works once the app has hydrated. */
export async function openSearch(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByRole('button', {name: 'Search docs'}).click();
  await page.getByRole('dialog', {name: 'Search'}).waitFor();
}
