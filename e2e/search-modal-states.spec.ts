import {BASE_URL} from '../site.settings.ts';
import {allowConsole, test, expect, hydrated} from './support/fixtures';
import {
  INDEX_PATTERN,
  builtEngine,
  filtersOf,
  openSearch,
} from './support/search';

const engine = builtEngine();
const INDEX_URL = /\/assets\/search\/index\.[0-9a-f]{10}\.json$/;

test.describe('search modal: stored searches, counts and states', () => {
  test('recent searches are recorded, kept across reloads, starred as favourites and removed', async ({
    page,
  }) => {
    await page.goto('');
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    // Nothing recent yet: suggestions instead.
    await expect(
      dialog.getByRole('region', {name: 'Suggested searches'}),
    ).toBeVisible();
    await dialog.getByRole('combobox').pressSequentially('shopify');
    const chosen = dialog.getByRole('option').first();
    // The results of the whole word, not of a prefix still being replaced.
    await expect(chosen).toContainText(/shopify/i);
    const heading = (await chosen.locator('span span').first().textContent())!;
    await chosen.click();
    await page.reload();

    await openSearch(page);
    const recent = dialog.getByRole('group', {name: 'Recent'});
    await expect(recent.getByRole('link')).toHaveCount(1);
    await expect(recent.getByRole('link')).toContainText(heading);

    await recent
      .getByRole('button', {name: `Save this search: ${heading}`})
      .click();
    await expect(dialog.getByRole('group', {name: 'Recent'})).toHaveCount(0);
    const favorites = dialog.getByRole('group', {name: 'Favorites'});
    await expect(favorites.getByRole('link')).toContainText(heading);

    await page.reload();
    await openSearch(page);
    await expect(favorites.getByRole('link')).toHaveCount(1);
    // A favourite can be opened from the keyboard: ↓ from the box, then Enter.
    await page.keyboard.press('ArrowDown');
    await expect(favorites.getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/shopify/);

    await page.goto('');
    await openSearch(page);
    await dialog.getByRole('combobox').pressSequentially('mpos');
    await expect(dialog.getByRole('option').first()).toContainText(/mpos/i);
    await dialog.getByRole('option').first().click();
    // The chosen page must have arrived: opened during the route change,
    // the dialog was re-rendered under the test's pointer.
    await expect(page).toHaveURL(/mpos/);
    await openSearch(page);
    await expect(
      dialog.getByRole('group', {name: 'Recent'}).getByRole('link'),
    ).toHaveCount(1);
    await dialog
      .getByRole('button', {name: /^Remove this search from history/})
      .click();
    await expect(dialog.getByRole('group', {name: 'Recent'})).toHaveCount(0);
    await dialog
      .getByRole('button', {name: /^Remove this search from favorites/})
      .click();
    const suggested = dialog.getByRole('region', {name: 'Suggested searches'});
    await expect(suggested).toBeVisible();
    await page.reload();
    await openSearch(page);
    await expect(suggested).toBeVisible();
  });

  test('tampered stored searches are dropped, never rendered, and never crash the page', async ({
    page,
  }) => {
    const valid = {
      url: `${BASE_URL}docs/payment-admin/refund#log-in`,
      lvl0: 'Payment back office',
      title: 'ATM refund for buyers',
      heading: 'Log in',
      path: ['Log in'],
    };
    const tampered = [
      null,
      {...valid, title: {text: 'an object'}},
      {...valid, url: `//evil.example${BASE_URL}`},
      {...valid, url: 'https://evil.example/'},
      {...valid, url: 'javascript:alert(document.domain)'},
      {...valid, heading: '<img src=x onerror="window.__pwned=1">', path: 3},
      valid,
    ];
    const many = Array.from({length: 8}, (_, n) => ({
      ...valid,
      url: `${BASE_URL}docs/payment-admin/refund#s${n}`,
      heading: `Section ${n}`,
    }));
    await page.goto('');
    await page.evaluate(
      ([recent, favorites]) => {
        localStorage.setItem('pn-search-recent', JSON.stringify(recent));
        localStorage.setItem('pn-search-favorites', JSON.stringify(favorites));
      },
      [tampered, many],
    );
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    const recent = dialog.getByRole('group', {name: 'Recent'});
    await expect(recent.getByRole('link')).toHaveCount(1);
    await expect(recent.getByRole('link')).toHaveAttribute('href', valid.url);
    // Capped: five favourites of eight.
    await expect(
      dialog.getByRole('group', {name: 'Favorites'}).getByRole('link'),
    ).toHaveCount(5);
    await expect(
      dialog.locator('a[href*="evil"], a[href^="javascript"]'),
    ).toHaveCount(0);
    await expect(dialog.locator('img')).toHaveCount(0);

    // 5 000 entries: too much to be read at all.
    await page.evaluate((entry) => {
      localStorage.setItem(
        'pn-search-recent',
        JSON.stringify(Array.from({length: 5000}, () => entry)),
      );
      localStorage.removeItem('pn-search-favorites');
    }, valid);
    await page.keyboard.press('Escape');
    await openSearch(page);
    await expect(dialog.getByRole('group', {name: 'Recent'})).toHaveCount(0);
    await expect(
      dialog.getByRole('region', {name: 'Suggested searches'}),
    ).toBeVisible();
  });

  test('See all N results shows the true count and leads to /search?q=', async ({
    page,
  }) => {
    await page.goto('');
    await openSearch(page);
    const input = page.getByRole('combobox');
    // Counts must not add up across keystrokes.
    await input.pressSequentially('ref');
    await expect(
      page.getByRole('link', {name: /^See all \d+ results$/}),
    ).toBeVisible();
    await input.pressSequentially('und');
    // More pages than the dialog's eight.
    const {nbHits: count} = await engine.search({
      query: 'refund',
      filters: filtersOf(),
      complete: true,
    });
    expect(count).toBeGreaterThan(8);
    const seeAll = page.getByRole('link', {name: `See all ${count} results`});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=refund$/);
    await expect(
      page.getByRole('searchbox', {name: 'Search the documentation'}),
    ).toHaveValue('refund');
    await expect(page.getByRole('status')).toHaveText(
      `${count} results for "refund"`,
    );
  });

  test('a pasted flood of text is cut to the longest query and still searched', async ({
    page,
  }) => {
    await page.goto('');
    await openSearch(page);
    const box = page.getByRole('combobox');
    await box.fill(`refund ${'atm '.repeat(3900)}`);
    const value = await box.inputValue();
    expect(value.length).toBeLessThanOrEqual(200);
    // The first answer waits for the index (downloaded and parsed just now).
    await expect(page.getByRole('option').first()).toBeVisible({
      timeout: 20_000,
    });
    await box.fill('void invoice');
    await expect(page.getByRole('option').first()).toContainText(/invoice/i);
  });

  test('no results: the message and suggestions that do return results', async ({
    page,
  }) => {
    await page.goto('');
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await dialog.getByRole('combobox').pressSequentially('xylophone');
    await expect(dialog.getByText('No results for "xylophone"')).toBeVisible();
    await expect(dialog.getByText('Try searching for')).toBeVisible();
    const suggestions = dialog.getByRole('button', {name: /^".+"$/});
    await expect(suggestions.first()).toBeVisible();
    for (const suggestion of await suggestions.allTextContents()) {
      const {nbHits} = await engine.search({
        query: suggestion.slice(1, -1),
        filters: filtersOf(),
      });
      expect(nbHits).toBeGreaterThan(0);
    }
    const first = (await suggestions.first().textContent())!.slice(1, -1);
    await suggestions.first().click();
    await expect(dialog.getByRole('combobox')).toHaveValue(first);
    await expect(dialog.getByRole('option').first()).toBeVisible();
  });

  for (const [locale, prefix, typed, closest, ask] of [
    ['en', '', 'recieptt', 'receipt', 'Ask the PayNow Docs team'],
    ['zh-TW', 'zh-TW/', '發漂', '發票', '詢問PayNow文件團隊'],
  ] as const) {
    test(`${locale}: a query that still finds nothing: Did you mean the closest word, and the contact page's question form`, async ({
      page,
    }) => {
      await page.goto(`${prefix}docs/payment-admin/refund`);
      await hydrated(page);
      await page
        .locator('button[aria-haspopup="dialog"][aria-keyshortcuts]')
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').pressSequentially(typed);
      const closestWord = dialog.getByRole('button', {name: `"${closest}"`});
      await expect(closestWord).toBeVisible();
      await expect(
        dialog.getByText(locale === 'en' ? 'Did you mean' : '您是不是要找'),
      ).toBeVisible();
      const link = dialog.getByRole('link', {name: ask});
      await expect(link).toHaveAttribute(
        'href',
        `/paynow-guideline/${prefix}docs/contact#ask-docs-team`,
      );
      // The closest word is a search that finds pages.
      await closestWord.click();
      await expect(dialog.getByRole('combobox')).toHaveValue(closest);
      await expect(dialog.getByRole('option').first()).toBeVisible();
      // Back to nothing found: the link leaves the dialog for the form.
      await dialog.getByRole('combobox').fill(typed);
      await link.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(
        new RegExp(`/${prefix}docs/contact#ask-docs-team$`),
      );
    });
  }

  for (const intent of ['pointer', 'focus', 'touch'] as const) {
    test(`the results code and the index load when the reader reaches for search (${intent}), not with the page`, async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto('docs/payment-admin/refund');
      await page.waitForLoadState('networkidle');
      await hydrated(page);
      expect(requests.filter((url) => url.includes('/assets/search/'))).toEqual(
        [],
      );
      expect(
        requests.filter((url) => !url.startsWith('http://127.0.0.1')),
      ).toEqual([]);
      await expect(
        page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]'),
      ).toHaveCount(0);
      const button = page.getByRole('button', {name: 'Search docs'});
      if (intent === 'pointer') await button.hover();
      else if (intent === 'focus') await button.focus();
      else await button.dispatchEvent('touchstart');
      await expect
        .poll(() => requests.filter((url) => INDEX_URL.test(url)))
        .toHaveLength(1);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await button.click();
      await page.getByRole('combobox').pressSequentially('refund');
      await expect(page.getByRole('option').first()).toBeVisible();
      // Downloaded once, whatever the number of searches.
      expect(requests.filter((url) => INDEX_URL.test(url))).toHaveLength(1);
      expect(
        requests.filter((url) => !url.startsWith('http://127.0.0.1')),
      ).toEqual([]);
    });
  }

  test('the index is parsed and searched in a web worker, never on the main thread', async ({
    page,
  }) => {
    // Two cold index loads (the dialog, then the search page).
    test.setTimeout(90_000);
    // Record every parse of the index the page itself would do.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {__indexParses: string[]}).__indexParses = seen;
      const parse = JSON.parse;
      JSON.parse = function (text: string, ...rest: []) {
        if (typeof text === 'string' && text.length > 50_000) {
          seen.push(`JSON.parse of ${text.length} characters`);
        }
        return parse.call(this, text, ...rest);
      };
      const json = Response.prototype.json;
      Response.prototype.json = function () {
        if (this.url.includes('/assets/search/'))
          seen.push(`json() ${this.url}`);
        return json.call(this);
      };
      const text = Response.prototype.text;
      Response.prototype.text = function () {
        if (this.url.includes('/assets/search/'))
          seen.push(`text() ${this.url}`);
        return text.call(this);
      };
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('docs/');
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('refund');
    await expect(page.getByRole('option').first()).toBeVisible({
      timeout: 20_000,
    });
    await page.goto('search?q=refund');
    await expect(page.locator('main ol > li').first()).toBeVisible({
      timeout: 20_000,
    });
    expect(
      await page.evaluate(
        () => (window as unknown as {__indexParses: string[]}).__indexParses,
      ),
    ).toEqual([]);
    // One worker per page, a same-origin file (the CSP allows no blob: workers).
    expect(workers).toHaveLength(2);
    for (const url of workers) {
      expect(url).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/.+\/assets\/js\/[\w-]+\.[0-9a-f]+\.js$/,
      );
    }
  });

  test(
    'index fetch failure: the error screen, then a retry that works',
    // The failed fetch this test causes (checked by the console fixture).
    {annotation: allowConsole('net::ERR_FAILED')},
    async ({page}) => {
      await page.route(INDEX_PATTERN, (route) => route.abort());
      await page.goto('');
      await openSearch(page);
      const dialog = page.getByRole('dialog', {name: 'Search'});
      await dialog.getByRole('combobox').pressSequentially('refund');
      await expect(dialog.getByText('Unable to fetch results')).toBeVisible();
      await expect(
        dialog.getByText('You might want to check your network connection.'),
      ).toBeVisible();
      await page.unroute(INDEX_PATTERN);
      await dialog.getByRole('button', {name: 'Try again'}).click();
      // The first download, worker start and index parse happen only now.
      await expect(dialog.getByRole('option').first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(dialog.getByText('Unable to fetch results')).toHaveCount(0);
    },
  );

  test('on the development server it says the index is built by npm run build', async ({
    page,
  }) => {
    // A page as `npm start` serves it: the index URL placeholder is never replaced.
    await page.route(new RegExp(`${BASE_URL}$`), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(name=["']?pn-search-index["']? content=)["']?[^"'\s>]+["']?/,
        '$1"__PN_SEARCH_INDEX_URL__"',
      );
      await route.fulfill({response, body: html});
    });
    await page.goto('');
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('refund');
    await expect(page.getByRole('dialog')).toContainText(
      'The search index is built by npm run build',
    );
  });
});
