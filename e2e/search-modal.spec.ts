import type {Page} from '@playwright/test';
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

/** Runs the page on a CPU this many times slower, as Lighthouse's mobile profile does. */
async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
}

test.describe('search modal', () => {
  test('the navbar button is named by its visible label and opens the modal', async ({
    page,
  }) => {
    await page.goto('docs/');
    const button = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: 'Search docs'});
    await expect(button).toBeVisible();
    // WCAG 2.5.3: the accessible name contains the text one sees.
    const visible = (await button.innerText()).replace(/\s+/g, ' ').trim();
    expect(visible).toBe('Search docs Ctrl K');
    await expect(button).toHaveAccessibleName(visible);
    await button.click();
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('combobox', {name: 'Search docs'}),
    ).toBeFocused();
    await expect(dialog.getByRole('combobox')).toHaveAttribute(
      'placeholder',
      'Search docs',
    );
  });

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`${shortcut} opens it, Escape closes it and focus returns`, async ({
      page,
    }) => {
      await page.goto('docs/');
      await hydrated(page);
      const origin = page.getByRole('link', {
        name: 'Release note',
        exact: true,
      });
      await origin.focus();
      await page.keyboard.press(shortcut);
      const dialog = page.getByRole('dialog', {name: 'Search'});
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await expect(dialog.getByRole('combobox')).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(origin).toBeFocused();
    });

    test(`keys typed right after ${shortcut} on a cold page all land in the query, on a 4× slower CPU`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('docs/payment-admin/refund');
      await hydrated(page);
      await slowCpu(page);
      // No pause between the shortcut and the keys: the results UI is
      // still loading while they arrive.
      await page.keyboard.press(shortcut);
      await page.keyboard.type('refund atm');
      const box = page.getByRole('combobox', {name: 'Search docs'});
      await expect(box).toHaveValue('refund atm');
      await expect(page.getByRole('option').first()).toBeVisible({
        timeout: 20_000,
      });
    });
  }

  test('Escape closes it even with text in the box', async ({page}) => {
    await page.goto('docs/');
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('refund');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', {name: 'Search docs'})).toBeFocused();
  });

  test('Tab keeps the focus inside the open modal', async ({page}) => {
    await page.goto('docs/');
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('refund');
    await expect(page.getByRole('option').first()).toBeVisible();
    for (const key of [
      ...Array(8).fill('Tab'),
      ...Array(8).fill('Shift+Tab'),
    ]) {
      await page.keyboard.press(key);
      expect(
        await page.evaluate(() =>
          Boolean(
            document
              .querySelector('dialog[open]')
              ?.contains(document.activeElement),
          ),
        ),
        `focus after ${key}`,
      ).toBe(true);
    }
  });

  test('/ typed in a field does not open it', async ({page}) => {
    await page.goto('search');
    const field = page.getByRole('searchbox', {
      name: 'Search the documentation',
    });
    await field.fill('');
    await field.pressSequentially('7/11');
    await expect(field).toHaveValue('7/11');
    await expect(page.getByRole('dialog', {name: 'Search'})).toHaveCount(0);
  });

  test('results appear as you type, grouped by area: each page with its best sections, highlighted snippets', async ({
    page,
  }) => {
    await page.goto('');
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await dialog.getByRole('combobox').pressSequentially('refund');
    const list = dialog.getByRole('listbox', {name: 'Search results'});
    // The dialog shows eight pages.
    const expected = engine.search({
      query: 'refund',
      filters: filtersOf(),
      hitsPerPage: 8,
    });
    // Each page is an option, then each of its sections.
    await expect(list.getByRole('option')).toHaveCount(
      expected.hits.reduce((sum, hit) => sum + 1 + hit.sections.length, 0),
    );
    // Groups carry the area (lvl0) name, in order of their best hit.
    const areas = [...new Set(expected.hits.map((hit) => hit.lvl0))];
    await expect(list.getByRole('group')).toHaveCount(areas.length);
    for (const [index, area] of areas.entries()) {
      await expect(list.getByRole('group').nth(index)).toHaveAccessibleName(
        area,
      );
    }
    const first = list.getByRole('option').first();
    const hit = expected.hits[0]!;
    await expect(first).toContainText(hit.title);
    await expect(first.locator('mark').first()).toHaveText(/refund/i);
    // The option is the link: nothing interactive inside it.
    await expect(first).toHaveAttribute('href', hit.url);
    await expect(first.locator('a, button, input, [tabindex]')).toHaveCount(0);
    // Its first section comes next, with its anchor and heading.
    const section = list.getByRole('option').nth(1);
    await expect(section).toHaveAttribute('href', hit.sections[0]!.url);
    await expect(section).toContainText(
      hit.sections[0]!.heading.map((s) => s.text).join(''),
    );
  });

  test('API operations are grouped under "API reference" with their tag; the API guide under its own category', async ({
    page,
  }) => {
    await page.goto('');
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    const box = dialog.getByRole('combobox');
    await box.pressSequentially('add a new pet');
    const api = dialog.getByRole('group', {name: 'API reference'});
    const operation = api.getByRole('option').first();
    await expect(operation).toContainText('Add a new pet');
    // Where it is: its tag.
    await expect(operation.locator('span span').nth(1)).toHaveText('pet');
    // Tags are not areas.
    for (const tag of ['pet', 'store', 'user']) {
      await expect(
        dialog.getByRole('group', {name: tag, exact: true}),
      ).toHaveCount(0);
    }
    await box.fill('API technical documents');
    await expect(
      dialog
        .getByRole('group', {name: 'API technical documents'})
        .getByRole('option')
        .first(),
    ).toHaveAttribute('href', /\/docs\/api-reference\/$/);
  });

  test('arrow keys move the selection and Enter opens it', async ({page}) => {
    await page.goto('');
    await openSearch(page);
    const input = page.getByRole('combobox', {name: 'Search docs'});
    await input.pressSequentially('void invoice');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    const href = (await options.nth(1).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  });

  test('the mouse selects and opens a result', async ({page}) => {
    await page.goto('');
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('apple pay');
    const option = page.getByRole('option').nth(1);
    await option.hover();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    const href = (await option.getAttribute('href'))!;
    await option.click();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the page behind the open modal does not scroll; the results do', async ({
    page,
  }) => {
    await page.goto('docs/payment-admin/refund');
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await dialog.getByRole('combobox').pressSequentially('refund');
    await expect(dialog.getByRole('option').nth(5)).toBeAttached();
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Over the backdrop, outside the dialog.
    const box = (await dialog.boundingBox())!;
    await page.mouse.move(box.x / 2, box.y + box.height - 10);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await scrollY(), 'after a wheel over the backdrop').toBe(0);
    // Over the results, to their end and beyond.
    const results = dialog.getByRole('listbox').first();
    await results.hover();
    for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 600);
    await expect
      .poll(() =>
        results.evaluate((list) => {
          const scroller = list.closest('[class*="dropdown"]')!;
          return scroller.scrollTop;
        }),
      )
      .toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 600);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });

  test('a click outside the modal closes it', async ({page}) => {
    await page.goto('');
    await openSearch(page);
    await page.mouse.click(5, 700);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('at 390 px', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('the modal fills the screen and results can be read and chosen', async ({
      page,
    }) => {
      await page.goto('docs/');
      await page.getByRole('button', {name: 'Search docs'}).click();
      const dialog = page.getByRole('dialog', {name: 'Search'});
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await dialog.getByRole('combobox').pressSequentially('print label');
      const option = dialog.getByRole('option').first();
      await expect(option).toBeInViewport();
      const optionBox = (await option.boundingBox())!;
      expect(optionBox.x + optionBox.width).toBeLessThanOrEqual(390);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(390);
      await expect(dialog.getByRole('button', {name: 'Cancel'})).toBeVisible();
      const href = (await option.getAttribute('href'))!;
      await option.click();
      await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    });

    test('Cancel closes the modal', async ({page}) => {
      await page.goto('docs/');
      await page.getByRole('button', {name: 'Search docs'}).click();
      await page.getByRole('button', {name: 'Cancel'}).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

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
    await dialog.getByRole('option').first().click();
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
    const count = engine.search({query: 'refund', filters: filtersOf()}).nbHits;
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
      expect(
        engine.search({query: suggestion.slice(1, -1), filters: filtersOf()})
          .nbHits,
      ).toBeGreaterThan(0);
    }
    const first = (await suggestions.first().textContent())!.slice(1, -1);
    await suggestions.first().click();
    await expect(dialog.getByRole('combobox')).toHaveValue(first);
    await expect(dialog.getByRole('option').first()).toBeVisible();
  });

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
