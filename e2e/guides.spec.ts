import {readFileSync} from 'node:fs';
import {BASE_URL} from '../site.settings.ts';
import {test, expect} from './support/fixtures';
import {DOC_ROUTES} from './support/routes';

/** Internal link targets already checked, shared by the tests of one worker. */
const checkedLinks = new Map<string, number>();

test.describe('every guide page', () => {
  for (const route of DOC_ROUTES) {
    test(`/${route.path}: one h1, a meta description, working internal links, clean console`, async ({
      page,
    }) => {
      await page.goto(route.path);
      // Readers come for the exact figures; a vague stand-in is a regression.
      await expect(page.locator('main')).not.toContainText(
        /a few (working )?days/i,
      );
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(route.heading);
      const description = await page
        .locator('meta[name="description"]')
        .getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(20);

      const hrefs = await page
        .locator(`main a[href^="${BASE_URL}"]`)
        .evaluateAll((links) =>
          links.map((link) => (link as HTMLAnchorElement).href.split('#')[0]!),
        );
      for (const href of new Set(hrefs)) {
        if (!checkedLinks.has(href)) {
          checkedLinks.set(href, (await page.request.get(href)).status());
        }
        expect(
          checkedLinks.get(href),
          `${href} linked from /${route.path}`,
        ).toBe(200);
      }
      await page.waitForLoadState('networkidle');
    });
  }
});

test('a guide diagram renders its steps as text in the DOM', async ({page}) => {
  await page.goto('docs/important-information/seller');
  const source = readFileSync('docs/important-information/seller.mdx', 'utf8');
  const diagram = page.getByRole('group', {name: 'Transaction flow'});
  await expect(diagram).toBeVisible();
  const first = diagram.getByRole('listitem').first();
  await expect(first).toContainText(
    'Buyer places an order with you (下單購物)',
  );
  expect(source).toContain(
    "label: 'Buyer places an order with you (下單購物)'",
  );
  // Numbered as an ordered list for screen readers.
  await expect(diagram.locator('ol').first()).toBeVisible();
});

/**
 * Each timing figure belongs to one product or flow (the same figure means
 * something else elsewhere); these read
 * the rendered page where the figure must appear for that context.
 */
test.describe('timing figures stay in their own context', () => {
  test('merchant flow charts: 7-day cooling-off, 10-day capture, 1–2 working-day WebATM refund', async ({
    page,
  }) => {
    await page.goto('docs/important-information/seller');
    await expect(
      page.getByRole('group', {name: 'Transaction flow'}),
    ).toContainText('7-day cooling-off period (7天鑑賞期)');
    await expect(
      page.locator('h2#capture ~ p').filter({hasText: 'capture flow'}),
    ).toContainText('10 days after the transaction date');
    const webAtmLane = page
      .getByRole('group', {name: 'Refund flow'})
      .getByRole('listitem')
      .filter({hasText: /^WebATM or virtual account/});
    await expect(webAtmLane).toContainText('Within 1–2 working days.');
  });

  test('buyer flow chart: the cooling-off step says 7 days, in figures', async ({
    page,
  }) => {
    await page.goto('docs/important-information/buyer');
    await expect(
      page.getByRole('group', {name: 'Complaint and refund flow: mediation'}),
    ).toContainText('7-day cooling-off period (七天鑑賞期)');
  });

  test('mPOS timings table: capture after 5 days, payout within 3 working days', async ({
    page,
  }) => {
    await page.goto('docs/payment-service/online-payment/mpos');
    const timings = page.locator('h2#timings + table');
    await expect(
      timings.getByRole('row').filter({hasText: /^Capture/}),
    ).toContainText('Possible 5 days after the transaction');
    await expect(
      timings.getByRole('row').filter({hasText: /^Payout/}),
    ).toContainText('Within 3 working days of capture');
  });

  test('Seller functions: payout 2–3 working days after capture', async ({
    page,
  }) => {
    await page.goto('docs/payment-admin/seller');
    await expect(
      page.getByRole('group', {name: 'Capture a transaction'}),
    ).toContainText('2–3 working days after capture');
  });

  test('ATM refund: completed within 2–3 working days of submitting', async ({
    page,
  }) => {
    await page.goto('docs/payment-admin/refund');
    await expect(
      page.getByRole('row').filter({hasText: 'When the money arrives'}),
    ).toContainText('Within 2–3 working days');
  });
});

/**
 * Where a reader got stuck or read a label that differs from the screen:
 * each is read on the rendered page.
 */
test.describe('procedures say what to type, labels match the screen', () => {
  test('e-ticket: buyers type their purchase e-mail into the 手機號碼 field; sellers log in at ticket.paynow.com.tw', async ({
    page,
  }) => {
    await page.goto('docs/payment-service/online-payment/eticket');
    await expect(
      page
        .locator('h3#log-in-for-the-first-time ~ ol > li li')
        .filter({hasText: 'Mobile number (手機號碼)'}),
    ).toContainText('e-mail address you gave when you bought the ticket');
    await expect(
      page.locator('h2#manage-roles-and-staff ~ ul').first(),
    ).toContainText('ticket.paynow.com.tw');
  });

  test('Hi-Life kiosk: the delivery number is the Send code', async ({
    page,
  }) => {
    await page.goto('docs/logistics-admin/store-management');
    await expect(
      page
        .locator('h3#print-at-hi-life + ol > li')
        .filter({hasText: 'Send code (寄件代碼)'}),
    ).toContainText('delivery number (配送編號)');
  });

  test('one-page cart: the label is printed before the parcel is dropped off', async ({
    page,
  }) => {
    await page.goto('docs/payment-service/online-payment/landing-page');
    await expect(page.locator('h2#print-label + p')).toContainText(
      'the label goes on the parcel before you drop the parcel off',
    );
    await expect(page.locator('main')).not.toContainText('must have shipped');
  });

  test('icash Pay: the application form labels read as on screen', async ({
    page,
  }) => {
    await page.goto('docs/payment-service/mobile-payment/icash-pay');
    const main = page.locator('main');
    for (const label of [
      'Responsible person identity (負責人身分)',
      '--請選擇負責人身分--',
      'Administrator settings (管理者設定)',
      'Store name (商店名稱)',
      'Store English name (商店英文名稱)',
      'Store category (商店類別(可複選))',
      'Store URL (商店網址)',
      '審核狀態：待審核中',
    ]) {
      await expect(main).toContainText(label);
    }
    await expect(main).not.toContainText('負責人身份');
  });
});
