import {test, expect} from './support/fixtures';
import {ALL_ROUTES} from './support/routes';

test.describe('every route', () => {
  for (const route of ALL_ROUTES) {
    test(`/${route.path} answers 200 and renders its title`, async ({
      page,
      consoleProblems,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        route.heading,
      );
      await expect(page).toHaveTitle(
        route.path === '' ? /^PayNow Docs/ : `${route.heading} | PayNow Docs`,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.waitForLoadState('networkidle');
      expect(consoleProblems).toEqual([]);
    });
  }
});

test('an unknown path shows the 404 page with HTTP 404', async ({page}) => {
  const response = await page.goto('docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Page Not Found',
  );
  await expect(page).toHaveTitle('Page Not Found | PayNow Docs');
});

test('a client-side navigation to an unknown path shows the 404 page', async ({
  page,
}) => {
  await page.goto('');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/paynow-guideline/nowhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Page Not Found',
  );
});

test.describe('.html and index.html reach the clean route', () => {
  const cases = [
    ['docs/payment-admin/refund.html', 'docs/payment-admin/refund'],
    ['docs/payment-admin/index.html', 'docs/payment-admin/'],
    ['markdown-page.html', 'markdown-page'],
    ['index.html', ''],
  ] as const;
  for (const [variant, clean] of cases) {
    test(`/${variant}`, async ({page}) => {
      await page.goto(variant);
      const expected = await page.context().newPage();
      await expected.goto(clean);
      const cleanHeading = await expected
        .getByRole('heading', {level: 1})
        .textContent();
      await expected.close();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        cleanHeading!,
      );
      await expect(page.locator('.navbar')).toBeVisible();
    });
  }
});
