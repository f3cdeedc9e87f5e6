import type {Response} from '@playwright/test';
import {
  FIRST_LOAD_CSS_GZIP,
  FIRST_LOAD_JS_GZIP,
  SEARCH_FIRST_RESULTS_GZIP,
  type PageTypeName,
} from '../bench/budgets';
import {
  LOCALE_QUERIES,
  searchButtonToFirstResults,
} from '../bench/search/measure';
import {gzipSize} from '../bench/units';
import {test, expect, hydrated} from './support/fixtures';

/**
 * Byte budgets are deterministic, so they are tests (timings stay in
 * `npm run bench`): the JavaScript and CSS a first visit downloads until the
 * page has hydrated and the network is idle, gzipped at the level the build
 * precompresses with (the test server may send files uncompressed), against the budget of
 * its page type in bench/budgets.ts, in both locales.
 */
const PAGES: ReadonlyArray<[PageTypeName, string]> = [
  ['home', ''],
  ['guide', 'docs/payment-admin/refund'],
  ['guide + diagram', 'docs/important-information/seller'],
  ['section index', 'docs/payment-admin/'],
  ['api root', 'api'],
  ['api operation', 'api/add-pet'],
  ['release note', 'release-note/v1.0.0'],
  ['search page', 'search?q=refund'],
];

test.describe('first-load bytes within budget', () => {
  for (const locale of ['', 'zh-TW/']) {
    for (const [type, route] of PAGES) {
      const path = `${locale}${route}`;
      test(`${type}: /${path}`, async ({page}, testInfo) => {
        const files: Array<{kind: 'js' | 'css'; response: Response}> = [];
        const collect = (response: Response) => {
          const kind = response.request().resourceType();
          if (kind === 'script') files.push({kind: 'js', response});
          if (kind === 'stylesheet') files.push({kind: 'css', response});
        };
        page.on('response', collect);
        await page.goto(path, {waitUntil: 'networkidle'});
        // On a busy machine main.js can run longer than the network-idle
        // window: wait for hydration (all route chunks requested), then idle.
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        // Stop collecting before reading bodies: a later idle prefetch must
        // not start a body read that outlives the test.
        page.off('response', collect);
        const total = {js: 0, css: 0};
        for (const {kind, response} of files) {
          total[kind] += gzipSize(await response.body());
        }
        const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
        testInfo.annotations.push({
          type: 'first-load gzip',
          description: `JS ${kB(total.js)}, CSS ${kB(total.css)}`,
        });
        expect(total.js, 'some JavaScript was measured').toBeGreaterThan(0);
        expect(total.css, 'some CSS was measured').toBeGreaterThan(0);
        expect(
          total.js,
          `first-load JS ${kB(total.js)} over the ${type} budget`,
        ).toBeLessThanOrEqual(FIRST_LOAD_JS_GZIP[type]);
        expect(
          total.css,
          `first-load CSS ${kB(total.css)} over the budget`,
        ).toBeLessThanOrEqual(FIRST_LOAD_CSS_GZIP);
      });
    }
  }
});

// The same measure as `npm run bench:scale` at 5× and 20× (its budgets
// there): from a click on the navbar's search button on a loaded page to
// the first results, the dialog's code and the index's files, gzip.
test.describe('search: bytes to the first results within budget', () => {
  for (const [locale, prefix] of [
    ['en', ''],
    ['zh-TW', 'zh-TW/'],
  ] as const) {
    test(`${locale}: button → first results of "${LOCALE_QUERIES[locale]!.first}"`, async ({
      page,
    }, testInfo) => {
      const {summary} = await searchButtonToFirstResults(page, prefix, locale);
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      testInfo.annotations.push({
        type: 'button → first results gzip',
        description: `${kB(summary.totalGzip)} (code ${kB(summary.codeGzip)}, index ${kB(summary.indexGzip)})`,
      });
      expect(summary.indexGzip, 'index files were measured').toBeGreaterThan(0);
      expect(summary.codeGzip, 'search code was measured').toBeGreaterThan(0);
      expect(
        summary.totalGzip,
        `${kB(summary.totalGzip)} to the first results`,
      ).toBeLessThanOrEqual(SEARCH_FIRST_RESULTS_GZIP[1][locale]);
    });
  }
});
