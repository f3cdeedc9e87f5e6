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
