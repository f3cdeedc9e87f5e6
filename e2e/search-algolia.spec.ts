import {BASE_URL, LOCALES, SITE_URL} from '../site.settings.ts';
import type {Route} from '@playwright/test';
import {allowConsole, test, expect, hydrated} from './support/fixtures';
import {serveVariantBuild} from './support/variant';

// build-variant/ is built with ALGOLIA_APP_ID=TESTAPP,
// ALGOLIA_SEARCH_API_KEY=test-search-only-key and ALGOLIA_INDEX_NAME=paynow-docs
// (`npm run build:variant`): the same search UI, backed by Algolia. The
// Algolia hosts (the main one and its fallbacks) are answered here, in the browser.
const ALGOLIA =
  /^https:\/\/testapp-(?:dsn\.algolia\.net|[1-3]\.algolianet\.com)\/1\/indexes\/\*\/queries\?/;
const MAIN_HOST = /^https:\/\/testapp-dsn\.algolia\.net\//;
const CORS = {'access-control-allow-origin': '*'};
const variant = serveVariantBuild();

/** The search parameters the page sent to the index. */
function sentTo(route: Route): Record<string, unknown> {
  const {requests} = route.request().postDataJSON() as {
    requests: Record<string, unknown>[];
  };
  expect(requests).toHaveLength(1);
  expect(requests[0]!.indexName).toBe('paynow-docs');
  return requests[0]!;
}

function algoliaAnswer(query: string) {
  return {results: [hitsFor(query)]};
}

function hitsFor(query: string) {
  return {
    nbHits: 37,
    page: 0,
    nbPages: 2,
    hits: [
      {
        objectID: 'a1',
        url: `${SITE_URL}${BASE_URL}docs/payment-admin/refund#log-in`,
        type: 'lvl2',
        hierarchy: {
          lvl0: 'Payment back office',
          lvl1: 'ATM refund for buyers',
          lvl2: 'Log in with the refund e-mail details',
          lvl3: null,
        },
        _highlightResult: {
          hierarchy: {
            lvl2: {value: 'Log in with the \u0002refund\u0003 e-mail details'},
          },
        },
        _snippetResult: {
          content: {
            value: `Sign in with the details from your \u0002${query}\u0003 e-mail <img src=x onerror="window.__pwned=1">`,
          },
        },
      },
    ],
  };
}

test('with Algolia configured the same modal shows Algolia hits with contextual filters', async ({
  page,
}) => {
  const bodies: Record<string, unknown>[] = [];
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route(ALGOLIA, async (route) => {
    const body = sentTo(route);
    bodies.push(body);
    const params = new URL(route.request().url()).searchParams;
    expect(params.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(params.get('x-algolia-api-key')).toBe('test-search-only-key');
    await route.fulfill({
      json: algoliaAnswer(String(body.query)),
      headers: CORS,
    });
  });
  await page.goto(`${variant.url()}docs/payment-admin/`);
  await page.waitForLoadState('networkidle');
  // The shortcut is the app's: a key pressed before it has hydrated is the
  // browser's (unlike a click, which the page's loader holds).
  await hydrated(page);
  expect(requests.filter((url) => url.includes('algolia'))).toEqual([]);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', {name: 'Search docs'}).fill('refund');
  // Algolia's sections are grouped by page: the page's row, its section beneath.
  const row = page.getByRole('option').first();
  await expect(row).toContainText('ATM refund for buyers');
  await expect(row).toHaveAttribute(
    'href',
    `${BASE_URL}docs/payment-admin/refund`,
  );
  const option = page.getByRole('option').nth(1);
  await expect(option).toContainText('Log in with the refund e-mail details');
  await expect(option.locator('mark').first()).toHaveText('refund');
  await expect(option).toHaveAttribute(
    'href',
    `${BASE_URL}docs/payment-admin/refund#log-in`,
  );
  await expect(
    page.getByRole('group', {name: 'Payment back office'}),
  ).toBeVisible();
  await expect(
    page.getByRole('link', {name: 'See all 37 results'}),
  ).toBeVisible();
  await expect(page.getByRole('dialog').locator('img')).toHaveCount(0);
  const last = bodies.at(-1)!;
  expect(last.query).toBe('refund');
  // Docusaurus's contextual filters: the page's language, and the current
  // version tag of each docs plugin instance (guides and the API reference).
  expect(last.facetFilters).toEqual([
    'language:en',
    [
      'docusaurus_tag:default',
      'docusaurus_tag:docs-default-current',
      'docusaurus_tag:docs-api-current',
    ],
  ]);
  // The local index is never fetched in this mode.
  expect(requests.filter((url) => url.includes('/assets/search/'))).toEqual([]);
  expect(
    await page.evaluate(
      () => (window as unknown as {__pwned?: number}).__pwned,
    ),
  ).toBeUndefined();
});

test('on a zh-TW page Algolia is asked for zh-TW records only', async ({
  page,
}) => {
  test.skip(
    !(LOCALES as string[]).includes('zh-TW'),
    'LOCALES builds the English-only site',
  );
  const bodies: Record<string, unknown>[] = [];
  await page.route(ALGOLIA, async (route) => {
    const body = sentTo(route);
    bodies.push(body);
    await route.fulfill({
      json: algoliaAnswer(String(body.query)),
      headers: CORS,
    });
  });
  await page.goto(`${variant.url()}zh-TW/docs/payment-admin/`);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('退款');
  await expect(page.getByRole('option').first()).toBeVisible();
  const last = bodies.at(-1)!;
  expect(last.query).toBe('退款');
  expect((last.facetFilters as unknown[])[0]).toBe('language:zh-TW');
});

test(
  'Algolia unreachable: the error screen, then a retry that works',
  // The failed fetch this test causes (checked by the console fixture).
  {annotation: allowConsole('net::ERR_FAILED')},
  async ({page}) => {
    await page.route(ALGOLIA, (route) => route.abort());
    await page.goto(`${variant.url()}search?q=refund`);
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(
      page.getByText('You might want to check your network connection.'),
    ).toBeVisible();
    await page.unroute(ALGOLIA);
    await page.route(ALGOLIA, (route) =>
      route.fulfill({json: algoliaAnswer('refund'), headers: CORS}),
    );
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('main ol > li').first()).toContainText(
      'Log in with the refund e-mail details',
    );
    await expect(page.getByRole('status')).toHaveText(
      '37 results for "refund"',
    );
  },
);

test(
  'the main Algolia host down: the search answers from a fallback host',
  // The failed request to the main host (checked by the console fixture).
  {annotation: allowConsole('net::ERR_FAILED')},
  async ({page}) => {
    const hosts: string[] = [];
    await page.route(ALGOLIA, async (route) => {
      const url = route.request().url();
      hosts.push(new URL(url).host);
      if (MAIN_HOST.test(url)) {
        await route.abort();
        return;
      }
      await route.fulfill({
        json: algoliaAnswer(String(sentTo(route).query)),
        headers: CORS,
      });
    });
    await page.goto(`${variant.url()}search?q=refund`);
    await expect(page.getByRole('status')).toHaveText(
      '37 results for "refund"',
    );
    expect(hosts[0]).toBe('testapp-dsn.algolia.net');
    expect(hosts[1]).toMatch(/^testapp-[1-3]\.algolianet\.com$/);
  },
);

test('with Algolia configured a query that found nothing is recorded once, as with the local index', async ({
  page,
}) => {
  await page.route(ALGOLIA, async (route) => {
    await route.fulfill({
      json: {results: [{nbHits: 0, page: 0, nbPages: 0, hits: []}]},
      headers: CORS,
    });
  });
  // The reader-signals endpoint (e2e/reader-signals.spec.ts posts to the
  // real one): the static server of the variant has none, so it is played.
  const sent: unknown[] = [];
  await page.route(`**${BASE_URL}feedback`, async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({status: 201, json: {ok: true}});
  });
  await page.goto(variant.url());
  await hydrated(page);
  await page.locator('button.pn-search-button').click();
  const box = page.getByRole('dialog').getByRole('combobox');
  await box.pressSequentially('xqzvjk', {delay: 120});
  await expect(page.getByRole('dialog')).toContainText(
    'No results for "xqzvjk"',
  );
  await expect.poll(() => sent.length, {timeout: 5000}).toBe(1);
  await page.waitForTimeout(1500);
  expect(sent).toEqual([{kind: 'zero-result', locale: 'en', query: 'xqzvjk'}]);
});
