import type {Page} from '@playwright/test';
import {BASE_URL} from '../site.settings.ts';
import {expectAxeClean} from './support/axe';
import {allowConsole, test, expect} from './support/fixtures';
import {INDEX_PATTERN, openSearch} from './support/search';

// The accessibility gate for the search dialog in each of its states, in
// both colour modes, at desktop and phone widths (e2e/pages.spec.ts checks
// the pages themselves, with the dialog closed).

const stored = (n: number) => ({
  url: `${BASE_URL}docs/payment-admin/refund#s${n}`,
  lvl0: 'Payment back office',
  title: 'ATM refund for buyers',
  heading: `Section ${n}`,
  path: [`Section ${n}`],
});

/** Each state: how to reach it from a page with the dialog closed. */
const STATES: Record<string, (page: Page) => Promise<void>> = {
  'first opening: suggestions and most-used pages': async (page) => {
    await openSearch(page);
    await expect(
      page.getByRole('region', {name: 'Most-used pages'}).getByRole('link'),
    ).not.toHaveCount(0);
    await expect(
      page
        .getByRole('region', {name: 'Suggested searches'})
        .getByRole('button'),
    ).not.toHaveCount(0);
  },
  'recent and favourite searches': async (page) => {
    await page.evaluate(
      ([recent, favorites]) => {
        localStorage.setItem('pn-search-recent', JSON.stringify(recent));
        localStorage.setItem('pn-search-favorites', JSON.stringify(favorites));
      },
      [
        [stored(1), stored(2)],
        [stored(3), stored(4)],
      ],
    );
    await openSearch(page);
    await expect(
      page.getByRole('group', {name: 'Recent'}).getByRole('link'),
    ).toHaveCount(2);
    await expect(
      page.getByRole('group', {name: 'Favorites'}).getByRole('link'),
    ).toHaveCount(2);
  },
  results: async (page) => {
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('refund');
    await expect(page.getByRole('option').nth(3)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
  'no results': async (page) => {
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('xylophone');
    await expect(page.getByText('Try searching for')).toBeVisible();
  },
  error: async (page) => {
    await page.route(INDEX_PATTERN, (route) => route.abort());
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('refund');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
  },
};

for (const [state, reach] of Object.entries(STATES)) {
  test(
    `search dialog, ${state}: axe finds nothing in either colour mode, at 1280 and 390 px`,
    {
      // The browser reports the download the error state makes fail.
      annotation: state === 'error' ? [allowConsole('net::ERR_FAILED')] : [],
    },
    async ({page}) => {
      test.setTimeout(120_000);
      await page.goto('docs/payment-admin/');
      await page.waitForLoadState('networkidle');
      await reach(page);
      const dialog = page.getByRole('dialog', {name: 'Search'});
      await expectAxeClean(page, {
        ready: () => expect(dialog).toBeVisible(),
      });
    },
  );
}
