import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {allowConsole, test, expect} from './support/fixtures';
import {sitemapRoutes} from './support/sitemap';

/** The WCAG 2.2 A/AA rule sets of axe-core (wcag22a rules are also tagged wcag2a/wcag21a). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
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

/** Waits until CSS transitions (colour-mode change, collapsibles) have ended, so axe reads final colours. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** One line per violating node: rule, impact, target and axe's explanation. */
function describe(
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

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
            await settle(page);
            const {violations} = await new AxeBuilder({page})
              // Only violations are reported (faster). options() replaces all
              // options, so it comes before withTags(), which adds runOnly.
              .options({resultTypes: ['violations']})
              .withTags(WCAG_TAGS)
              .analyze();
            expect
              .soft(
                describe(violations),
                `${mode} mode at ${viewport.width} px`,
              )
              .toEqual([]);
          }
        }
      },
    );
  }
});
