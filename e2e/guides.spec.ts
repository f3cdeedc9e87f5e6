import {readFileSync} from 'node:fs';
import {test, expect} from './support/fixtures';

// Every guide's h1, meta description, internal links and figures are checked
// in e2e/pages.spec.ts, in the page load that also runs axe.

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
      page.getByRole('row').filter({hasText: 'Refund completed'}),
    ).toContainText('Within 2–3 working days');
  });
});

/**
 * Where PayNow has not settled a point, the page shows what the screen shows
 * and where to ask, never the likely answer: a reader who follows a guess is
 * locked out or prints the wrong label. Each is read on the rendered page.
 */
test.describe('open points send the reader to PayNow, not to a guess', () => {
  test('e-ticket: the 手機號碼 field is named as the form names it, with the open point after the steps, not "type your e-mail"', async ({
    page,
  }) => {
    await page.goto('docs/payment-service/online-payment/eticket');
    const field = page
      .locator('h3#log-in-for-the-first-time ~ ol > li li')
      .filter({hasText: 'Mobile number (手機號碼)'});
    await expect(field).toContainText('the login field');
    await expect(field.getByRole('link')).toHaveCount(0);
    await expect(field).not.toContainText('not a phone number');
    // The next step is the PayNow Docs team's form, after the steps,
    // carrying the open point's id.
    await expect(
      page.locator(
        'h3#log-in-for-the-first-time ~ * input[name="point"][value="payment-service/online-payment/eticket.login-field"]',
      ),
    ).toHaveCount(1);
    // The ticket back office's address is seen only in screenshots.
    await expect(page.locator('main')).not.toContainText(
      'ticket.paynow.com.tw',
    );
  });

  test('Hi-Life kiosk: the Send code and the three mobile digits are asked for, not equated with the delivery number', async ({
    page,
  }) => {
    await page.goto('docs/logistics-admin/store-management');
    const step = page
      .locator('h3#print-at-hi-life + ol > li')
      .filter({hasText: 'Send code (寄件代碼)'});
    await expect(step).toContainText('手機末三碼');
    await expect(step).not.toContainText('delivery number (配送編號)');
  });

  test('one-page cart: the label section says where to print, not when', async ({
    page,
  }) => {
    await page.goto('docs/payment-service/online-payment/landing-page');
    await expect(page.locator('h2#print-label + p')).toContainText(
      'Print status (列印狀態)',
    );
    await expect(page.locator('main')).not.toContainText(
      'before you drop the parcel off',
    );
  });

  test('icash Pay: the application form labels are the ones PayNow has confirmed', async ({
    page,
  }) => {
    await page.goto('docs/payment-service/mobile-payment/icash-pay');
    const main = page.locator('main');
    for (const label of [
      'Responsible person (負責人身份)',
      'Administrator (管理者)',
      'Finance contact (財務相關設定)',
      '審核狀態: 待審核中',
    ]) {
      await expect(main).toContainText(label);
    }
    // Labels no fact of PayNow's gives for this form stay off the page
    // until PayNow confirms them (a DOCS-TEAM question asks for them).
    for (const unconfirmed of [
      '管理者設定',
      '商店英文名稱',
      '--請選擇負責人身分--',
    ]) {
      await expect(main).not.toContainText(unconfirmed);
    }
  });
});
