/**
 * The reader's area breaks ties (packages/search-engine/areas.ts): the
 * same query from a buyer's page and from a seller's page puts the
 * pages the ranking finds equally good in the other order, in the
 * dialog and on /search (from the dialog's "See all" link, or from the
 * page the reader came from), in both locales. A page that matches
 * better stays first from any page.
 */
import type {Locator, Page} from '@playwright/test';
import {BASE_URL, LOCALES} from '../site.settings.ts';
import {test, expect, hydrated} from './support/fixtures';

const BUYER = 'docs/important-information/buyer';
const SELLER = 'docs/payment-admin/seller';
const ZH = 'zh-TW';

/** Per locale: an ambiguous query and the page first from each page (the other second). */
const CASES = [
  {
    locale: 'en',
    // Merchant flows (Important information) and Seller functions
    // (Payment back office) both explain sending a bill.
    query: 'send bill',
    fromBuyer: BUYER.replace('buyer', 'seller'),
    fromSeller: SELLER,
  },
  {
    locale: ZH,
    // The company's details: edited in the invoice and in the payment
    // back office; the buyer's page is in neither area.
    query: '修改公司資料',
    fromBuyer: 'docs/invoice-admin/operation',
    fromSeller: 'docs/payment-admin/configuration',
  },
] as const;

/** Opens the dialog with the navbar button (named in the page's language). */
async function openSearch(page: Page): Promise<void> {
  await hydrated(page);
  await page
    .locator('button[aria-haspopup="dialog"][aria-keyshortcuts]')
    .click();
  await page.getByRole('dialog').waitFor();
}

/** The pages of the results, in order: the dialog's page rows or /search's results. */
const pageRows = (dialog: Locator) =>
  dialog.locator('[role="option"][data-kind="page"]');
const resultLinks = (page: Page) =>
  page.locator('main ol > li').locator('a[href]:not([href*="#"])');

async function hrefs(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')!),
  );
}

for (const {locale, query, fromBuyer, fromSeller} of CASES) {
  test.describe(`the reader's area, ${locale}`, () => {
    test.skip(
      !(LOCALES as string[]).includes(locale),
      'LOCALES builds the English-only site',
    );
    const prefix = locale === 'en' ? '' : `${locale}/`;
    const base = `${BASE_URL}${prefix}`;

    test('the dialog: the same query from a buyer page and from a seller page gives the other order', async ({
      page,
    }) => {
      const order = async (from: string) => {
        await page.goto(`${prefix}${from}`);
        await openSearch(page);
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox').fill(query);
        await expect(pageRows(dialog).nth(1)).toBeVisible();
        return hrefs(pageRows(dialog));
      };
      const buyer = await order(BUYER);
      const seller = await order(SELLER);
      expect(buyer[0]).toBe(`${base}${fromBuyer}`);
      expect(seller[0]).toBe(`${base}${fromSeller}`);
      // The other order: each page is among the other's results, after it.
      expect(buyer.indexOf(`${base}${fromSeller}`)).toBeGreaterThan(0);
      expect(seller.indexOf(`${base}${fromBuyer}`)).toBeGreaterThan(0);
    });

    test("/search: See all carries the page's area, and a page loaded from another page of the site takes that page's", async ({
      page,
    }) => {
      await page.goto(`${prefix}${SELLER}`);
      await openSearch(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill(query);
      await expect(pageRows(dialog).first()).toHaveAttribute(
        'href',
        `${base}${fromSeller}`,
      );
      await dialog.getByRole('link', {name: /^(See all|查看)/}).click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === `${base}search` &&
          url.searchParams.get('q') === query &&
          url.searchParams.get('area') === SELLER,
      );
      await expect(resultLinks(page).first()).toHaveAttribute(
        'href',
        `${base}${fromSeller}`,
      );

      // Opened from the buyer's page (its link, a bookmark of the form):
      // the referrer, a page of this site, is the area.
      const search = `${prefix}search?q=${encodeURIComponent(query)}`;
      await page.goto(search, {
        referer: new URL(`${base}${BUYER}`, page.url()).href,
      });
      await expect(resultLinks(page).first()).toHaveAttribute(
        'href',
        `${base}${fromBuyer}`,
      );
      await page.goto(search, {
        referer: new URL(`${base}${SELLER}`, page.url()).href,
      });
      await expect(resultLinks(page).first()).toHaveAttribute(
        'href',
        `${base}${fromSeller}`,
      );
    });
  });
}

test("a better match stays first from any page: a bare refund is the seller's page from the buyer's", async ({
  page,
}) => {
  await page.goto(BUYER);
  await openSearch(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill('refund');
  await expect(pageRows(dialog).first()).toHaveAttribute(
    'href',
    `${BASE_URL}${SELLER}`,
  );
});
