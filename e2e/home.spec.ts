import {BASE_URL} from '../site.settings.ts';
import {AXE_VIEWPORTS, expectAxeClean} from './support/axe';
import {test, expect, hydrated} from './support/fixtures';
import {SECTION_PATHS} from './support/routes';

/** Each task of "What do you want to do?" and the section it must lead to. */
const TASKS = [
  ['Refund a buyer', 'docs/payment-admin/seller#refund'],
  ['Capture transactions', 'docs/payment-admin/seller#capture'],
  ['Get an ATM refund (buyers)', 'docs/payment-admin/refund'],
  [
    'Print convenience-store labels',
    'docs/logistics-admin/print-tag#batch-print-labels',
  ],
  [
    'Ship an order from the one-page cart',
    'docs/payment-service/online-payment/landing-page#print-label',
  ],
  [
    'Issue an e-invoice',
    'docs/invoice-admin/generation#issue-a-single-invoice',
  ],
  ['Void an e-invoice', 'docs/invoice-admin/inquiry#void-an-invoice'],
  [
    'Set up Apple Pay',
    'docs/payment-service/mobile-payment/apple-pay#integrate-apple-pay-through-paynow',
  ],
  [
    'Register for icash Pay',
    'docs/payment-service/mobile-payment/icash-pay#register-as-an-icash-pay-merchant',
  ],
  [
    'Connect a Shopify store',
    'docs/payment-service/online-payment/shopify#install-the-paynow-payment-gateway',
  ],
] as const;

test.describe('home page', () => {
  test('keeps the title and tagline', async ({page}) => {
    await page.goto('');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'PayNow Docs',
    );
    await expect(
      page.getByText('The document of the product.', {exact: true}),
    ).toBeVisible();
  });

  test('"What do you want to do?" links each task straight to its section', async ({
    page,
  }) => {
    await page.goto('');
    const list = page
      .getByRole('region', {name: 'What do you want to do?'})
      .getByRole('list');
    const links = list.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(TASKS.map(([label]) => label));
    for (const [label, target] of TASKS) {
      await expect(list.getByRole('link', {name: label})).toHaveAttribute(
        'href',
        `${BASE_URL}${target}`,
      );
    }
    // Following a task lands on its section.
    await list.getByRole('link', {name: 'Refund a buyer'}).click();
    await expect(page).toHaveURL(/\/docs\/payment-admin\/seller#refund$/);
    await expect(
      page.getByRole('heading', {name: 'Refund a transaction'}),
    ).toBeInViewport();
  });

  test('entry points for sellers, buyers and developers; every area linked once', async ({
    page,
  }) => {
    await page.goto('');
    const main = page.locator('main');
    for (const reader of ['Sellers', 'Buyers', 'Developers']) {
      await expect(
        main.getByRole('heading', {level: 3, name: reader}),
      ).toBeVisible();
    }
    const hrefs = await main
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Every area of the site stays one click away from the home page.
    for (const area of SECTION_PATHS) {
      expect(
        hrefs.filter((href) => href === `${BASE_URL}${area}`),
        `links to /${area}`,
      ).toHaveLength(1);
    }
    // Nothing said twice: no link target repeats on the page's main part.
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  test("the Developers path leads to PayNow's API documents first and names the Pet Store reference a sample", async ({
    page,
  }) => {
    await page.goto('');
    // The reader's column: the section around its heading.
    const developers = page
      .locator('main')
      .getByRole('heading', {level: 3, name: 'Developers'})
      .locator('xpath=..');
    const links = developers.getByRole('link');
    await expect(links).toHaveText([
      'API technical documents',
      'API reference (sample)',
    ]);
    await expect(links.first()).toHaveAttribute(
      'href',
      `${BASE_URL}docs/api-reference/`,
    );
    await expect(links.last()).toHaveAttribute('href', `${BASE_URL}api`);
  });

  test('navigation-only text is marked for the search indexer to skip', async ({
    request,
  }) => {
    const html = await (await request.get('')).text();
    expect(html.match(/data-search-exclude/g)?.length).toBe(2);
  });

  for (const how of ['pointer', 'keyboard'] as const) {
    test(`the search field opens the search dialog (${how})`, async ({
      page,
    }) => {
      await page.goto('');
      await hydrated(page);
      const field = page
        .locator('header')
        .getByRole('link', {name: /Search the guides/});
      await expect(field).toBeVisible();
      if (how === 'pointer') {
        await field.click();
      } else {
        await field.focus();
        await page.keyboard.press('Enter');
      }
      const dialog = page.getByRole('dialog', {name: 'Search'});
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await page.keyboard.type('refund');
      await expect(dialog.getByRole('combobox')).toHaveValue('refund');
      expect(page.url()).toMatch(/\/paynow-guideline\/$/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(field).toBeFocused();
    });
  }

  test('without JavaScript the search field leads to the search page', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}`);
    await page.getByRole('link', {name: /Search the guides/}).click();
    await expect(page).toHaveURL(/\/search$/);
    await context.close();
  });

  for (const viewport of AXE_VIEWPORTS) {
    test(`at ${viewport.width} px: nothing overflows, axe clean in both modes`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('');
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
      ).toBe(true);
      await expectAxeClean(page, {viewports: [viewport]});
    });
  }
});
