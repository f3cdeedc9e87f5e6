/**
 * In forced-colours mode (Windows High Contrast) the system replaces every
 * colour, drops backgrounds and box shadows: what must stay visible is drawn
 * with outlines, borders and text. Each page type: a focused link or control
 * has an outline, the controls (search button, copy-page button, search
 * field) have borders, and the current page in the sidebar differs from its
 * siblings by more than colour.
 */
import type {Locator, Page} from '@playwright/test';
import {allowConsole, hydrated, test, expect} from './support/fixtures';
import {BUILT_LOCALES, localePath} from './support/routes';
import {NOT_FOUND_CONSOLE, PAGE_TYPES} from './support/page-types';

/** The outline of the focused element, as drawn: style and width. */
async function focusOutline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return `${element.tagName.toLowerCase()}.${element.className} ${style.outlineStyle} ${style.outlineWidth}`;
  });
}

async function hasOutline(page: Page): Promise<void> {
  const outline = await focusOutline(page);
  expect(outline, 'the focused element draws an outline').not.toMatch(
    / none |\s0px$/,
  );
}

/** What forced colours keep of a link's look: everything but colours and backgrounds. */
function shapeOf(link: Locator): Promise<string> {
  return link.evaluate((element) => {
    const style = getComputedStyle(element);
    return [
      style.fontWeight,
      style.textDecorationLine,
      style.borderLeftStyle,
      style.borderLeftWidth,
      style.outlineStyle,
    ].join(' ');
  });
}

for (const locale of BUILT_LOCALES) {
  for (const type of PAGE_TYPES) {
    const path = localePath(locale, type.path);
    test(
      `${type.name} (/${path}): focus, controls and the current page are visible in forced colours`,
      {
        annotation:
          type.status === 404 ? [allowConsole(NOT_FOUND_CONSOLE)] : [],
      },
      async ({page}) => {
        await page.setViewportSize({width: 1280, height: 900});
        await page.emulateMedia({forcedColors: 'active'});
        await page.goto(path);
        await hydrated(page);

        // The first Tab reaches the skip link, the next ones the navbar.
        for (let stop = 0; stop < 3; stop += 1) {
          await page.keyboard.press('Tab');
          await hasOutline(page);
        }
        await page.locator('button.pn-search-button').focus();
        await hasOutline(page);

        // Check boxes and radio buttons keep their native look, which
        // forced colours draws with the system's colours (no CSS border).
        const bordered = page.locator(
          'button.pn-search-button, main input:not([type="checkbox"], [type="radio"]), main button:not([class*="tabs__item"])',
        );
        const borders = await bordered.evaluateAll((elements) =>
          elements
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => {
              const style = getComputedStyle(element);
              return `${element.tagName.toLowerCase()}.${element.className.toString().split(' ')[0]} ${style.borderTopStyle} ${style.borderTopWidth}`;
            }),
        );
        expect(borders.length).toBeGreaterThan(0);
        expect(
          borders.filter((border) => / none | 0px$/.test(border)),
          'controls without a border',
        ).toEqual([]);

        if (type.sidebar) {
          const sidebar = page.locator('.theme-doc-sidebar-menu');
          const current = sidebar.locator('a[aria-current="page"]');
          await expect(current).toBeVisible();
          const other = sidebar
            .locator('a.menu__link:not([aria-current])')
            .first();
          expect(
            await shapeOf(current),
            'the current page differs from another link by more than colour',
          ).not.toBe(await shapeOf(other));
        }
      },
    );
  }
}
