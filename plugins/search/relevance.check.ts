/**
 * Relevance over the built index (run after `npm run build`: `npm run test:relevance`).
 * Each query is what a reader of the guides would type; the expected page must
 * be among the first three results, with the site's engine, ranking and filters.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import config from '../../docusaurus.config.ts';
import {BASE_URL} from '../../site.settings.ts';
import {createEngine} from './engine.ts';
import {loadIndex, searchOptionsOf, siteFilters} from './site.ts';

const FILTERS = siteFilters(config);

/** [query, expected page path under the base URL]. */
const CASES: [string, string][] = [
  ['refund ATM', 'docs/payment-admin/refund'],
  ['refnd', 'docs/payment-admin/refund'],
  ['atm refnud bank details', 'docs/payment-admin/refund'],
  ['refund password email', 'docs/payment-admin/refund'],
  ['print label 7-11', 'docs/logistics-admin/print-tag'],
  ['batch print labels', 'docs/logistics-admin/print-tag'],
  ['import orders excel', 'docs/logistics-admin/print-tag'],
  ['7-ELEVEN label', 'docs/logistics-admin/print-tag'],
  ['void invoice', 'docs/invoice-admin/inquiry'],
  ['batch void invoices', 'docs/invoice-admin/operation'],
  ['invoice number track', 'docs/invoice-admin/operation'],
  ['top up points', 'docs/invoice-admin/operation'],
  ['issue single invoice', 'docs/invoice-admin/generation'],
  ['simple issue url', 'docs/invoice-admin/generation'],
  ['allowance note', 'docs/invoice-admin/inquiry'],
  ['prize list', 'docs/invoice-admin/inquiry'],
  ['capture transactions', 'docs/payment-admin/seller'],
  ['send bill quick payment link', 'docs/payment-admin/seller'],
  ['daily transaction totals', 'docs/payment-admin/seller'],
  ['reconcile captures', 'docs/payment-admin/finance'],
  ['fee invoices', 'docs/payment-admin/finance'],
  ['installment settings', 'docs/payment-admin/configuration'],
  ['technical parameters', 'docs/payment-admin/configuration'],
  ['apple pay', 'docs/payment-service/mobile-payment/apple-pay'],
  ['aple pay card', 'docs/payment-service/mobile-payment/apple-pay'],
  ['icash pay merchant', 'docs/payment-service/mobile-payment/icash-pay'],
  ['mpos card reader', 'docs/payment-service/online-payment/mpos'],
  ['card reader settlement', 'docs/payment-service/online-payment/mpos'],
  ['shopify gateway', 'docs/payment-service/online-payment/shopify'],
  ['shopfy', 'docs/payment-service/online-payment/shopify'],
  ['ticket system', 'docs/payment-service/online-payment/eticket'],
  [
    'one-page shopping cart',
    'docs/payment-service/online-payment/landing-page',
  ],
  ['reship order', 'docs/payment-service/online-payment/landing-page'],
  ['add branch manager', 'docs/logistics-admin/store-management'],
  ['create C2C order', 'docs/logistics-admin/store-management'],
  ['kiosk printing', 'docs/logistics-admin/store-management'],
  ['exeption orders', 'docs/logistics-admin/store-management'],
  ['capture flow', 'docs/important-information/seller'],
  ['complaint refund buyer', 'docs/important-information/buyer'],
  ['API documents', 'docs/api-reference/'],
  ['MCP server', 'docs/use-with-ai'],
  ['release notes v1.0.0', 'release-note/v1.0.0'],
  // The Chinese name of a back office finds its guides, not the style page.
  ['物流後台', 'docs/logistics-admin/'],
  ['start here', 'docs/'],
  ['add a new pet', 'api/add-pet'],
];

const {records} = loadIndex();
const engine = createEngine(records);
const pageOf = (url: string) => url.split('#')[0]!.slice(BASE_URL.length);

for (const [query, page] of CASES) {
  test(`"${query}" finds ${page} in the top 3`, () => {
    const pages = engine
      .search({query, filters: FILTERS, hitsPerPage: 3})
      .hits.map((hit) => pageOf(hit.url));
    assert.ok(pages.includes(page), `top 3: ${pages.join(', ')}`);
  });
}

test('every area of the site has a query that expects one of its pages', () => {
  const areaOfPage = new Map(
    records.map((record) => [pageOf(record.url), record.hierarchy.lvl0]),
  );
  const covered = new Set(CASES.map(([, page]) => areaOfPage.get(page)));
  const areas = [...new Set(records.map((record) => record.hierarchy.lvl0))];
  // Other pages (the home page) are not a place readers search for.
  const others = searchOptionsOf(config).areas.pages;
  assert.deepEqual(
    areas.filter((area) => area !== others && !covered.has(area)),
    [],
  );
});

test('the style page is not indexed: it cannot outrank a guide', () => {
  assert.deepEqual(
    records.filter((record) => pageOf(record.url) === 'markdown-page'),
    [],
  );
});
