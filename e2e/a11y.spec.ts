import {AXE_VIEWPORTS, expectAxeClean} from './support/axe';
import {allowConsole, test, expect} from './support/fixtures';
import {BUILT_LOCALES, localePath} from './support/routes';
import {sitemapRoutes} from './support/sitemap';

const NOT_FOUND = 'docs/no-such-page';
/**
 * Every route of the build in each locale, plus its not-found page. The
 * default locale is checked at both widths; a translation (the same layout
 * with other strings) at 1280 px, its overflow at 390 px being checked by
 * e2e/i18n.spec.ts.
 */
const ROUTES = BUILT_LOCALES.flatMap((locale, index) =>
  [...sitemapRoutes(locale), localePath(locale, NOT_FOUND)].map((route) => ({
    route,
    viewports: index === 0 ? AXE_VIEWPORTS : AXE_VIEWPORTS.slice(0, 1),
  })),
);
const isNotFound = (route: string) => route.endsWith(NOT_FOUND);
/** The one console line the not-found page may log: the browser reporting the document's own 404. */
const NOT_FOUND_CONSOLE =
  'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

test.describe('accessibility and console on every sitemap route', () => {
  for (const {route, viewports} of ROUTES) {
    test(
      `/${route}`,
      {
        annotation: isNotFound(route) ? [allowConsole(NOT_FOUND_CONSOLE)] : [],
      },
      async ({page}) => {
        // Four axe passes per page; generous for a loaded 2-core machine.
        test.setTimeout(120_000);
        // One page load per route for its four combinations.
        const response = await page.goto(route);
        expect(response?.status()).toBe(isNotFound(route) ? 404 : 200);
        await page.waitForLoadState('networkidle');
        await expectAxeClean(page, {viewports});
      },
    );
  }
});
