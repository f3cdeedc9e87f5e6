/**
 * Visual regression: the first screen of each page type, the search dialog
 * open and the phone menu open, in both locales, light and dark, at 390,
 * 1024 and 1440 px, compared with the committed baselines in
 * e2e/screenshots/ (plus one full page per type, English, light, 1024 px).
 * `npm run update:screenshots` rewrites the baselines on purpose; a failure
 * leaves the expected, actual and diff images in test-results/.
 *
 * Deterministic on this machine and CI's identical one: system fonts,
 * animations and the caret off, the "Last updated" date (from git) masked.
 */
import type {Page} from '@playwright/test';
import {allowConsole, hydrated, test, expect} from './support/fixtures';
import {COLOUR_MODES} from './support/axe';
import {BUILT_LOCALES, localePath} from './support/routes';
import {NOT_FOUND_CONSOLE, PAGE_TYPES} from './support/page-types';

const WIDTHS = [390, 1024, 1440] as const;
/** Below this width the navbar folds into the menu (Infima's 996 px breakpoint). */
const PHONE_MENU_BELOW = 997;
const HEIGHT = 900;

/** Each screen: a page type, or a state opened on the guide. */
const SCREENS = [
  ...PAGE_TYPES.map((type) => ({...type, open: undefined})),
  {...PAGE_TYPES[1]!, name: 'search dialog', open: 'search' as const},
  {...PAGE_TYPES[1]!, name: 'phone menu', open: 'menu' as const},
];

const slug = (name: string) => name.toLowerCase().replace(/\W+/g, '-');

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

const SHOT = {
  animations: 'disabled',
  caret: 'hide',
  maxDiffPixelRatio: 0.002,
} as const;

for (const locale of BUILT_LOCALES) {
  for (const screen of SCREENS) {
    const path = localePath(locale, screen.path);
    test(
      `${locale} ${screen.name} (/${path}) looks as its baselines`,
      {
        tag: '@visual',
        annotation:
          screen.status === 404 ? [allowConsole(NOT_FOUND_CONSOLE)] : [],
      },
      async ({page}) => {
        test.setTimeout(120_000);
        await page.setViewportSize({width: WIDTHS[0], height: HEIGHT});
        await page.goto(path);
        await hydrated(page);
        await settle(page);
        // What changes without the page changing: the date of the last commit.
        const mask = [page.locator('.theme-last-updated')];
        for (const mode of COLOUR_MODES) {
          await page.emulateMedia({colorScheme: mode});
          await expect(page.locator('html')).toHaveAttribute(
            'data-theme',
            mode,
          );
          for (const width of WIDTHS) {
            if (screen.open === 'menu' && width >= PHONE_MENU_BELOW) continue;
            await page.setViewportSize({width, height: HEIGHT});
            await page.evaluate(() => window.scrollTo(0, 0));
            if (screen.open === 'search') {
              await page.locator('button.pn-search-button').click();
              // The dialog's content loads on first open: wait for its links.
              await page
                .getByRole('dialog')
                .locator('a[href]')
                .first()
                .waitFor();
            } else if (screen.open === 'menu') {
              await page.locator('.navbar__toggle').click();
              await page.locator('.navbar-sidebar').waitFor();
            }
            await settle(page);
            await expect
              .soft(page)
              .toHaveScreenshot(
                [locale, `${slug(screen.name)}-${mode}-${width}.png`],
                {
                  ...SHOT,
                  mask,
                },
              );
            if (screen.open === 'search') {
              await page.keyboard.press('Escape');
              await page.getByRole('dialog').waitFor({state: 'hidden'});
            } else if (screen.open === 'menu') {
              await page.locator('.navbar-sidebar__close').click();
            }
          }
        }
        if (locale === BUILT_LOCALES[0] && !screen.open) {
          await page.emulateMedia({colorScheme: 'light'});
          await page.setViewportSize({width: 1024, height: HEIGHT});
          await settle(page);
          await expect
            .soft(page)
            .toHaveScreenshot([locale, `${slug(screen.name)}-full-page.png`], {
              ...SHOT,
              mask,
              fullPage: true,
            });
        }
      },
    );
  }
}
