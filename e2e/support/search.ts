import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {createEngine, type Engine} from '../../plugins/search/engine.ts';
import type {SearchIndexFile} from '../../plugins/search/types.ts';

/** Route pattern of the built index file. */
export const INDEX_PATTERN = '**/assets/search/index.*.json';

/** The search engine over the built index, as the site runs it. */
export function builtEngine(): Engine {
  const dir = path.join('build', 'assets', 'search');
  const file = readdirSync(dir).find((name) => name.endsWith('.json'));
  if (!file) throw new Error('No search index in build/: run `npm run build`.');
  const index = JSON.parse(
    readFileSync(path.join(dir, file), 'utf8'),
  ) as SearchIndexFile;
  return createEngine(index.records);
}

/** Filters of a page of the current docs version in English. */
export const FILTERS = {
  language: 'en',
  tags: ['default', 'docs-default-current'],
};

/** Console problems other than the failed fetch a test caused on purpose. */
export function unexpected(problems: string[]): string[] {
  return problems.filter(
    (problem) => !/Failed to load resource: net::ERR_FAILED/.test(problem),
  );
}

export async function openSearch(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Search docs'}).click();
  await page.getByRole('dialog', {name: 'Search'}).waitFor();
}
