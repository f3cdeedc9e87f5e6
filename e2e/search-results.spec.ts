/**
 * What a reader gets from search, in both locales: suggestions and the
 * most-used pages before anything is typed, one row per page with its best
 * sections, whole-term highlighting, and the Chinese site searching its
 * own index. (Navigation-only text is kept out of the index: the relevance
 * check, checks/search-relevance.check.ts.)
 */
import type {Locator, Page} from '@playwright/test';
import {BASE_URL, LOCALES} from '../site.settings.ts';
import {test, expect} from './support/fixtures';
import {built, builtEngine, filtersOf, openSearch} from './support/search';

// What the build was made with, as the index says: the suggestions and the most-used pages.
const {suggestedQueries} = built().index.site;
const popularPages = built().index.popular ?? [];

/** The options of the results listbox that are pages (not sections). */
const pageRows = (scope: Page | Locator) =>
  scope.locator('[role="option"][data-kind="page"]');

/** The text of every highlight inside `scope`. */
const marks = (scope: Locator) => scope.locator('mark').allTextContents();

test.describe('search before anything is typed', () => {
  test('the dialog first opens on suggested searches and the most-used pages', async ({
    page,
  }) => {
    await page.goto('docs/');
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    const suggested = dialog.getByRole('region', {name: 'Suggested searches'});
    await expect(suggested.getByRole('button').first()).toBeVisible();
    const offered = await suggested.getByRole('button').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    expect(suggestedQueries).toEqual(expect.arrayContaining(offered));
    const popular = dialog.getByRole('region', {name: 'Most-used pages'});
    expect(popularPages.length).toBeGreaterThan(0);
    await expect(popular.getByRole('link')).toHaveCount(popularPages.length);
    await expect(popular.getByRole('link').first()).toHaveAttribute(
      'href',
      popularPages[0]!.url,
    );
    // The title comes from the index: the section's heading.
    await expect(popular.getByRole('link').first()).toContainText(
      'Refund a transaction',
    );
    // A suggestion searches for itself.
    await suggested.getByRole('button', {name: offered[0]}).click();
    await expect(dialog.getByRole('combobox')).toHaveValue(offered[0]!);
    await expect(dialog.getByRole('option').first()).toBeVisible();
  });

  test('a most-used page opens from the dialog, which closes', async ({
    page,
  }) => {
    await page.goto('docs/');
    await openSearch(page);
    const popular = page.getByRole('region', {name: 'Most-used pages'});
    const link = popular.getByRole('link').nth(1);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  });

  test('a link clicked with Ctrl or ⌘ opens in a new tab and the dialog stays', async ({
    page,
  }) => {
    await page.goto('docs/');
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    const here = page.url();
    const newTabFrom = async (link: Locator) => {
      const opened = page.context().waitForEvent('page', {timeout: 10_000});
      await link.click({modifiers: ['ControlOrMeta']});
      const tab = await opened;
      await tab.waitForLoadState('domcontentloaded');
      expect(new URL(tab.url()).pathname).toBe(
        new URL((await link.getAttribute('href'))!, here).pathname,
      );
      await tab.close();
      await expect(dialog).toBeVisible();
      expect(page.url()).toBe(here);
    };
    // Before anything is typed: a most-used page.
    await newTabFrom(
      dialog
        .getByRole('region', {name: 'Most-used pages'})
        .getByRole('link')
        .first(),
    );
    // A result, and "See all".
    await dialog.getByRole('combobox').fill('refund');
    await newTabFrom(dialog.getByRole('option').first());
    await newTabFrom(dialog.getByRole('link', {name: /^See all/}));
  });

  test('/search without a query shows the search field and the same suggestions', async ({
    page,
  }) => {
    await page.goto('search');
    const box = page.getByRole('searchbox', {name: 'Search the documentation'});
    await expect(box).toBeVisible();
    await expect(box).toHaveValue('');
    const suggested = page.getByRole('region', {name: 'Suggested searches'});
    await expect(suggested.getByRole('button').first()).toBeVisible();
    await expect(
      page
        .getByRole('region', {name: 'Most-used pages'})
        .getByRole('link')
        .first(),
    ).toHaveAttribute('href', popularPages[0]!.url);
    const first = (await suggested.getByRole('button').first().textContent())!;
    await suggested.getByRole('button').first().click();
    await expect(page).toHaveURL(
      new RegExp(
        `[?&]q=${encodeURIComponent(first).replace(/%20/g, '(\\+|%20)')}`,
      ),
    );
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });
});

test.describe('search results', () => {
  test('one row per page with at most three sections beneath, the seller and buyer refund pages first', async ({
    page,
  }) => {
    await page.goto('docs/');
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('refund');
    const rows = pageRows(page);
    await expect(rows.first()).toBeVisible();
    const pages = await rows.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!),
    );
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.every((href) => !href.includes('#'))).toBe(true);
    expect(pages.slice(0, 3)).toEqual(
      expect.arrayContaining([
        `${BASE_URL}docs/payment-admin/seller`,
        `${BASE_URL}docs/payment-admin/refund`,
      ]),
    );
    // Sections beneath their page, three at most, each with its anchor.
    const kinds = await page
      .getByRole('option')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute('data-kind'),
          link.getAttribute('href'),
        ]),
      );
    let page_ = '';
    let run = 0;
    for (const [kind, href] of kinds) {
      if (kind === 'page') {
        page_ = href!;
        run = 0;
      } else {
        run += 1;
        expect(run).toBeLessThanOrEqual(3);
        expect(href!.startsWith(`${page_}#`)).toBe(true);
      }
    }
    const seller = page.locator(
      `[role="option"][href="${BASE_URL}docs/payment-admin/seller#refund"]`,
    );
    await expect(seller).toContainText('Refund a transaction');
  });

  test('a page named by the query comes first: 物流後台 → Logistics back office', async ({
    page,
  }) => {
    await page.goto('search?q=物流後台');
    const first = page.locator('main ol > li').first();
    await expect(first.getByRole('heading', {level: 2})).toHaveText(
      'Logistics back office',
    );
    await page.goto('search?q=發票後台');
    await expect(
      page.locator('main ol > li').first().getByRole('heading', {level: 2}),
    ).toHaveText('Invoice back office');
  });

  test('highlights are whole words and Han pairs, never a lone character of another word', async ({
    page,
  }) => {
    await page.goto('search?q=物流後台');
    const results = page.locator('main ol');
    await expect(results.locator('mark').first()).toBeVisible();
    // Every mark is a pair of the query (物流, 流後, 後台) or of a word of
    // its glossary group (物流管理 → 管理), never a lone character.
    const words = [
      '物流後台',
      ...(built()
        .index.synonyms?.filter((group) => group.includes('物流後台'))
        .flat() ?? []),
    ];
    for (const text of await marks(results)) {
      expect(text.length, text).toBeGreaterThanOrEqual(2);
      expect(
        words.some((word) => word.includes(text)),
        text,
      ).toBe(true);
    }
    await page.goto('search?q=refund');
    await expect(results.locator('mark').first()).toBeVisible();
    // The glossary's other words for refund (退款…) are marked too.
    const others =
      built().index.synonyms?.find((group) => group.includes('refund')) ?? [];
    for (const text of await marks(results)) {
      expect(/^refund\w*$/i.test(text) || others.includes(text), text).toBe(
        true,
      );
    }
  });
});

const ZH = 'zh-TW';
test.describe('search on the zh-TW site', () => {
  test.skip(
    !(LOCALES as string[]).includes(ZH),
    'LOCALES builds the English-only site',
  );
  const zhBase = `${BASE_URL}${ZH}/`;

  test('the dialog on a /zh-TW/ page searches the zh-TW index and links to zh-TW pages', async ({
    page,
  }) => {
    const indexes: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/search\/index\.[0-9a-f]+\.json$/.test(request.url())) {
        indexes.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(`${ZH}/docs/`);
    await page
      .locator('button[aria-haspopup="dialog"][aria-keyshortcuts]')
      .click();
    const dialog = page.getByRole('dialog');
    // Its own suggestions before anything is typed.
    const chips = dialog.locator('section button');
    await expect(chips.first()).toBeVisible();
    expect(built(ZH).index.site.suggestedQueries).toEqual(
      expect.arrayContaining(await chips.allTextContents()),
    );
    await dialog.getByRole('combobox').pressSequentially('退款');
    await expect(pageRows(dialog).first()).toBeVisible();
    expect(indexes).toHaveLength(1);
    expect(indexes[0]!.startsWith(`${zhBase}assets/search/`)).toBe(true);
    const hrefs = await dialog
      .getByRole('option')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.every((href) => href.startsWith(zhBase))).toBe(true);
    const expected = await builtEngine(ZH).search({
      query: '退款',
      filters: filtersOf(ZH),
      hitsPerPage: 8,
    });
    await expect(pageRows(dialog).first()).toHaveAttribute(
      'href',
      expected.hits[0]!.url,
    );
  });

  test("readers' words, questions and English find the guide, in the dialog and on /search", async ({
    page,
  }) => {
    const refund = `${zhBase}docs/payment-admin/refund`;
    // The page that states when a merchant is paid (2–3 working days after capture).
    const payout = `${zhBase}docs/payment-admin/seller`;
    await page.goto(`${ZH}/docs/`);
    await page
      .locator('button[aria-haspopup="dialog"][aria-keyshortcuts]')
      .click();
    const dialog = page.getByRole('dialog');
    // 退費 is on no page: the glossary in the index says it is 退款. The
    // first answer waits for the index and the worker.
    await dialog.getByRole('combobox').pressSequentially('退費');
    await expect(pageRows(dialog).first()).toHaveAttribute('href', refund, {
      timeout: 15_000,
    });
    await dialog.getByRole('combobox').fill('什麼時候撥款');
    await expect(pageRows(dialog).first()).toHaveAttribute('href', payout);
    await page.goto(`${ZH}/search?q=${encodeURIComponent('print label')}`);
    await expect(page.locator('main ol > li a').first()).toHaveAttribute(
      'href',
      `${zhBase}docs/logistics-admin/print-tag`,
    );
  });

  test('/zh-TW/search?q= shows zh-TW results', async ({page}) => {
    await page.goto(`${ZH}/search?q=${encodeURIComponent('退款')}`);
    const first = page.locator('main ol > li').first();
    await expect(first).toBeVisible();
    const hrefs = await page
      .locator('main ol a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.every((href) => href.startsWith(zhBase))).toBe(true);
  });
});
