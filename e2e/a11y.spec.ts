import {axeViolations, settleAnimations} from './support/axe';
import {allowConsole, test, expect} from './support/fixtures';
import {sitemapRoutes} from './support/sitemap';

const MODES = ['light', 'dark'] as const;
const WIDTHS = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 390, height: 844},
] as const;

const NOT_FOUND = 'docs/no-such-page';
/** Every route of the build, plus the not-found page. */
const ROUTES = [...sitemapRoutes(), NOT_FOUND];
/** The one console line the not-found page may log: the browser reporting the document's own 404. */
const NOT_FOUND_CONSOLE =
  'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

test.describe('accessibility and console on every sitemap route', () => {
  for (const route of ROUTES) {
    test(
      `/${route}`,
      {
        annotation:
          route === NOT_FOUND ? [allowConsole(NOT_FOUND_CONSOLE)] : [],
      },
      async ({page}) => {
        // Four axe passes per page; generous for a loaded 2-core machine.
        test.setTimeout(120_000);
        // One page load per route; the four combinations only change the
        // viewport and the system colour scheme, which the site follows live.
        const response = await page.goto(route);
        expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
        await page.waitForLoadState('networkidle');
        for (const mode of MODES) {
          await page.emulateMedia({colorScheme: mode});
          await expect(page.locator('html')).toHaveAttribute(
            'data-theme',
            mode,
          );
          for (const viewport of WIDTHS) {
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
