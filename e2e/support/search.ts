import type {Page} from '@playwright/test';
import config from '../../docusaurus.config.ts';
import {
  builtEngine as engineOf,
  defaultLocaleOf,
  localeBuildDir,
  siteFilters,
} from '../../plugins/search/site.ts';
import type {Engine} from '../../plugins/search/engine.ts';

/** Route pattern of the built index file. */
export const INDEX_PATTERN = '**/assets/search/index.*.json';

/** The search engine over a locale's built index (the default locale's unless given), as the site's worker runs it. */
export function builtEngine(locale = defaultLocaleOf(config)): Engine {
  return engineOf(localeBuildDir(config, locale));
}

/** Filters of a page outside the docs in `locale`. */
export function filtersOf(locale: string) {
  return siteFilters(config, locale);
}

/** Filters of a page outside the docs: the site language, the current version of every searched docs instance. */
export const FILTERS = siteFilters(config);

export async function openSearch(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Search docs'}).click();
  await page.getByRole('dialog', {name: 'Search'}).waitFor();
}
