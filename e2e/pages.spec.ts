import type {Page} from '@playwright/test';
import {BASE_URL} from '../site.settings.ts';
import {AXE_VIEWPORTS, expectAxeClean} from './support/axe';
import {allowConsole, test as base, expect} from './support/fixtures';
import {NOT_FOUND_CONSOLE} from './support/page-types';
import {
  BUILT_LOCALES,
  DOC_ROUTES,
  localePath,
  localeRoutes,
  uiText,
} from './support/routes';
import {sitemapRoutes} from './support/sitemap';

/**
 * Every route of the build in each locale, plus its not-found page, in one
 * page load each: the status; the h1, title and `lang` of every page the
 * sources name (support/routes.ts); on an English guide, the guide checks;
 * then axe in both colour modes, the default locale at both widths and a
 * translation (the same layout with other strings) at 1280 px, its overflow
 * at 390 px being checked by e2e/i18n.spec.ts; and no console error or
 * warning (as in every test).
 */
const NOT_FOUND = 'docs/no-such-page';

/**
 * One tab per worker for its routes: each route is a full navigation to a
 * new document, in the light scheme at the project's viewport (set again
 * before each test); these tests only read pages, so a test leaves in the
 * tab only what any visit leaves (caches, what the site stores on load). A
 * new browser context per route doubled the CPU time of loading it (0.4 →
 * 0.8 CPU seconds a guide, measured on the 2-core machine).
 */
const test = base.extend<object, {tab: Page}>({
  tab: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport, userAgent, deviceScaleFactor, hasTouch} =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        hasTouch,
      });
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({tab}, use, testInfo) => {
    await tab.emulateMedia({colorScheme: 'light'});
    await tab.setViewportSize(testInfo.project.use.viewport!);
    await use(tab);
  },
});
const GUIDES = new Set(DOC_ROUTES.map((route) => route.path));

/** Internal link targets already checked, shared by the tests of one worker. */
const checkedLinks = new Map<string, number>();

for (const [index, locale] of BUILT_LOCALES.entries()) {
  const sitemap = sitemapRoutes(locale);
  const headings = new Map(
    localeRoutes(locale).map((route) => [route.path, route.heading]),
  );
  const notFound = localePath(locale, NOT_FOUND);
  headings.set(
    notFound,
    uiText(locale, 'theme.NotFound.title', 'Page Not Found'),
  );
  const viewports = index === 0 ? AXE_VIEWPORTS : AXE_VIEWPORTS.slice(0, 1);

  test(`${locale}: the sitemap lists one docs route per file of docs/, and no other`, () => {
    expect(
      sitemap
        .filter((route) => route.startsWith(localePath(locale, 'docs/')))
        .sort(),
    ).toEqual(DOC_ROUTES.map((route) => localePath(locale, route.path)).sort());
  });

  test(`${locale}: the sitemap lists every page of the sources`, () => {
    expect(
      [...headings.keys()].filter(
        (route) => route !== notFound && !sitemap.includes(route),
      ),
    ).toEqual([]);
  });

  test.describe(`every ${locale} route`, () => {
    for (const route of [...sitemap, notFound]) {
      const isNotFound = route === notFound;
      test(
        `/${route}`,
        {annotation: isNotFound ? [allowConsole(NOT_FOUND_CONSOLE)] : []},
        async ({page}) => {
          // Four axe passes per page; generous for a loaded 2-core machine.
          test.setTimeout(120_000);
          const response = await page.goto(route);
          expect(response?.status()).toBe(isNotFound ? 404 : 200);
          const heading = headings.get(route);
          if (heading !== undefined) {
            await expect(page.getByRole('heading', {level: 1})).toHaveText(
              heading,
            );
            await expect(page).toHaveTitle(
              route === localePath(locale, '')
                ? /^PayNow Docs/
                : `${heading} | PayNow Docs`,
            );
            await expect(page.locator('html')).toHaveAttribute('lang', locale);
          }
          if (GUIDES.has(route)) await expectGuide(page, route);
          await page.waitForLoadState('networkidle');
          await expectAxeClean(page, {viewports});
        },
      );
    }
  });
}

/**
 * An English guide: one h1, a meta description, working internal links and
 * no vague stand-in for a figure.
 */
async function expectGuide(page: Page, route: string): Promise<void> {
  // Readers come for the exact figures; a vague stand-in is a regression.
  await expect(page.locator('main')).not.toContainText(
    /a few (working )?days/i,
  );
  await expect(page.locator('h1')).toHaveCount(1);
  const description = await page
    .locator('meta[name="description"]')
    .getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(20);
  const targets = await page
    .locator(`main a[href^="${BASE_URL}"]`)
    .evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).href.split('#')[0]!),
    );
  for (const href of new Set(targets)) {
    if (!checkedLinks.has(href)) {
      checkedLinks.set(href, (await page.request.get(href)).status());
    }
    expect(checkedLinks.get(href), `${href} linked from /${route}`).toBe(200);
  }
}
