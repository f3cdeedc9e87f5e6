import {axeViolations, settleAnimations} from './support/axe';
import {allowConsole, test, expect} from './support/fixtures';
import {BUILT_LOCALES, localePath} from './support/routes';
import {sitemapRoutes} from './support/sitemap';

const MODES = ['light', 'dark'] as const;
const WIDTHS = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 390, height: 844},
] as const;

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
    widths: index === 0 ? WIDTHS : WIDTHS.slice(0, 1),
  })),
);
const isNotFound = (route: string) => route.endsWith(NOT_FOUND);
/** The one console line the not-found page may log: the browser reporting the document's own 404. */
const NOT_FOUND_CONSOLE =
  'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

test.describe('accessibility and console on every sitemap route', () => {
  for (const {route, widths} of ROUTES) {
    test(
      `/${route}`,
      {
        annotation: isNotFound(route) ? [allowConsole(NOT_FOUND_CONSOLE)] : [],
      },
      async ({page}) => {
        // Four axe passes per page; generous for a loaded 2-core machine.
        test.setTimeout(120_000);
        // One page load per route; the four combinations only change the
        // viewport and the system colour scheme, which the site follows live.
        const response = await page.goto(route);
        expect(response?.status()).toBe(isNotFound(route) ? 404 : 200);
        await page.waitForLoadState('networkidle');
        for (const mode of MODES) {
          await page.emulateMedia({colorScheme: mode});
          await expect(page.locator('html')).toHaveAttribute(
            'data-theme',
            mode,
          );
          for (const viewport of widths) {
            await page.setViewportSize(viewport);
            await settleAnimations(page);
            expect
              .soft(
                await axeViolations(page),
                `${mode} mode at ${viewport.width} px`,
              )
              .toEqual([]);
          }
        }
      },
    );
  }
});
