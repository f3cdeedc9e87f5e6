import {BASE_URL} from '../site.settings.ts';
import {expectAxeClean} from './support/axe';
import {allowConsole, test, expect, hydrated} from './support/fixtures';
import {SECTION_PATHS} from './support/routes';

/** The browser reports the document's own 404 status in the console. */
const NOT_FOUND_CONSOLE =
  'Failed to load resource: the server responded with a status of 404 (Not Found)';

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
        // Every section and the home page.
        for (const target of ['', ...SECTION_PATHS]) {
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
        await expectAxeClean(page);
      },
    );
  });
}
