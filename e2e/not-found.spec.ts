import {BASE_URL} from '../site.settings.ts';
import {axeViolations, settleAnimations} from './support/axe';
import {allowConsole, test, expect, hydrated} from './support/fixtures';

/** The browser reports the document's own 404 status in the console. */
const NOT_FOUND_CONSOLE =
  'Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Every section and the home page, as the 404 page must link them. */
const TARGETS = [
  '',
  'docs/',
  'docs/payment-service/',
  'docs/payment-admin/',
  'docs/logistics-admin/',
  'docs/invoice-admin/',
  'docs/important-information/',
  'docs/api-reference/',
  'api',
  'release-note',
];

for (const path of ['no-such-page', 'docs/payment-admin/no-such-guide']) {
  test.describe(`/${path}`, () => {
    test(
      'answers HTTP 404 with what was not found, a search field and a way on',
      {annotation: allowConsole(NOT_FOUND_CONSOLE)},
      async ({page}) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle('Page Not Found | PayNow Docs');
        const main = page.locator('main');
        await expect(
          main.getByRole('heading', {level: 1, name: 'Page Not Found'}),
        ).toBeVisible();
        await expect(main).not.toContainText('contact the owner');
        await hydrated(page);
        await expect(main).toContainText(
          `There is no page at ${BASE_URL}${path}.`,
        );
        const hrefs = await main
          .getByRole('link')
          .evaluateAll((links) =>
            links.map((link) => link.getAttribute('href')),
          );
        for (const target of TARGETS) {
          expect(hrefs, `links to /${target}`).toContain(
            `${BASE_URL}${target}`,
          );
        }
        const field = main.getByRole('link', {name: /Search the guides/});
        await field.click();
        const dialog = page.getByRole('dialog', {name: 'Search'});
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('combobox')).toBeFocused();
      },
    );

    test(
      'is axe clean in both colour modes, at 1280 and 390 px',
      {annotation: allowConsole(NOT_FOUND_CONSOLE)},
      async ({page}) => {
        await page.goto(path);
        await hydrated(page);
        for (const mode of ['light', 'dark'] as const) {
          await page.emulateMedia({colorScheme: mode});
          await expect(page.locator('html')).toHaveAttribute(
            'data-theme',
            mode,
          );
          for (const width of [1280, 390]) {
            await page.setViewportSize({width, height: 844});
            await settleAnimations(page);
            expect(await axeViolations(page), `${mode}, ${width} px`).toEqual(
              [],
            );
          }
        }
      },
    );
  });
}
