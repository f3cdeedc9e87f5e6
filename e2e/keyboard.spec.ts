import type {Locator, Page} from '@playwright/test';
import type {Locale} from '../site.settings.ts';
import {test, expect} from './support/fixtures';
import {BUILT_LOCALES, localePath, uiText} from './support/routes';

/** What the focused element is, where it sits and how its focus is drawn. */
interface Stop {
  key: string;
  region:
    | 'skip'
    | 'announcement'
    | 'navbar'
    | 'sidebar'
    | 'content'
    | 'toc'
    | 'footer'
    | 'other';
  name: string;
  indicator: string | null;
  visible: boolean;
}

/** Marks every element of `locator` that is visible, so the tab walk can be compared with it. */
async function keysOf(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(element).visibility !== 'hidden'
        );
      })
      .map((element, index) => {
        const key =
          element.getAttribute('data-kb-key') ?? `kb-${Math.random()}-${index}`;
        element.setAttribute('data-kb-key', key);
        return key;
      }),
  );
}

/** Presses Tab until focus leaves the document or wraps, recording every stop. */
async function tabThrough(page: Page, maxStops = 200): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): Stop | null => {
      const element = document.activeElement;
      if (!element || element === document.body) {
        return null;
      }
      if (!element.hasAttribute('data-kb-key')) {
        element.setAttribute('data-kb-key', `kb-stop-${Math.random()}`);
      }
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 1 &&
        !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor)
          ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
          : null;
      const shadow =
        style.boxShadow && style.boxShadow !== 'none'
          ? `box-shadow ${style.boxShadow}`
          : null;
      const box = element.getBoundingClientRect();
      const region = element.closest('.navbar')
        ? 'navbar'
        : element.closest('[class*="skipToContent"]') ||
            element.textContent?.trim() === 'Skip to main content'
          ? 'skip'
          : element.closest('[class*="announcementBar"]')
            ? 'announcement'
            : element.closest('.theme-doc-sidebar-container, aside .menu')
              ? 'sidebar'
              : element.closest('.table-of-contents')
                ? 'toc'
                : element.closest('footer')
                  ? 'footer'
                  : element.closest('main, article')
                    ? 'content'
                    : 'other';
      return {
        key: element.getAttribute('data-kb-key')!,
        region,
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .trim()
          .slice(0, 60),
        indicator: outline ?? shadow,
        visible: box.width > 0 && box.height > 0,
      };
    });
    if (!stop || stops.some((seen) => seen.key === stop.key)) {
      break;
    }
    stops.push(stop);
  }
  return stops;
}

function expectAllReached(stops: Stop[], keys: string[], what: string): void {
  const reached = new Set(stops.map((stop) => stop.key));
  expect(keys.length, `${what}: nothing to reach`).toBeGreaterThan(0);
  expect(
    keys.filter((key) => !reached.has(key)),
    `${what} not reached by Tab`,
  ).toEqual([]);
}

function expectVisibleFocus(stops: Stop[]): void {
  const invisible = stops
    .filter((stop) => !stop.indicator || !stop.visible)
    .map((stop) => `${stop.region}: ${stop.name}`);
  expect(
    invisible,
    'focused elements without a visible focus indicator',
  ).toEqual([]);
}

test.use({viewport: {width: 1280, height: 800}});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names the walk looks for, in `locale`. */
function names(locale: Locale) {
  const toggle = uiText(
    locale,
    'theme.colorToggle.ariaLabel',
    'Switch between dark and light mode (currently {mode})',
  ).split(/\s*[(（]/)[0]!;
  return {
    skip: uiText(
      locale,
      'theme.common.skipToMainContent',
      'Skip to main content',
    ),
    search: new RegExp(
      escape(uiText(locale, 'pnSearch.button.label', 'Search docs')),
      'i',
    ),
    toggle: new RegExp(escape(toggle), 'i'),
  };
}

/** Both colour modes in English; the translation (same layout, other strings) in light mode. */
const RUNS = BUILT_LOCALES.flatMap((locale, index) =>
  (index === 0 ? (['light', 'dark'] as const) : (['light'] as const)).map(
    (mode) => ({locale, mode}),
  ),
);

for (const {locale, mode} of RUNS) {
  test.describe(`${locale}, ${mode} mode`, () => {
    test.use({colorScheme: mode});
    const {skip, search, toggle} = names(locale);

    test('Tab on the home page reaches the skip link, every navbar item, search, the theme toggle and the content', async ({
      page,
    }) => {
      await page.goto(localePath(locale, ''));
      await page.waitForLoadState('networkidle');
      const navbarItems = await keysOf(
        page.locator('.navbar').locator('a[href], button'),
      );
      const contentLinks = await keysOf(page.locator('main a[href]'));
      const stops = await tabThrough(page);

      expect(stops[0]?.region, 'the first Tab stop').toBe('skip');
      expect(stops[0]?.name).toBe(skip);
      expectAllReached(stops, navbarItems, 'navbar items');
      expect(stops.map((stop) => stop.name)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(search),
          expect.stringMatching(toggle),
        ]),
      );
      expectAllReached(stops, contentLinks, 'home page content links');
      expectVisibleFocus(stops);
    });

    test('Tab on a guide page reaches the skip link, the navbar, the sidebar and the content; the skip link moves focus to the content', async ({
      page,
    }) => {
      await page.goto(localePath(locale, 'docs/payment-admin/refund'));
      await page.waitForLoadState('networkidle');
      const navbarItems = await keysOf(
        page.locator('.navbar').locator('a[href], button'),
      );
      const sidebarItems = await keysOf(
        page.locator('.theme-doc-sidebar-container').locator('a[href], button'),
      );
      const contentItems = await keysOf(
        page.locator('.theme-doc-markdown').locator('a[href], [tabindex="0"]'),
      );
      const stops = await tabThrough(page);

      expect(stops[0]?.name).toBe(skip);
      expectAllReached(stops, navbarItems, 'navbar items');
      expect(stops.map((stop) => stop.name)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(search),
          expect.stringMatching(toggle),
        ]),
      );
      expectAllReached(stops, sidebarItems, 'sidebar items');
      expectAllReached(stops, contentItems, 'guide content');
      // Document order: navbar, then sidebar, then the article.
      const firstOf = (region: Stop['region']): number =>
        stops.findIndex((stop) => stop.region === region);
      expect(firstOf('navbar')).toBeLessThan(firstOf('sidebar'));
      expect(firstOf('sidebar')).toBeLessThan(firstOf('content'));
      expectVisibleFocus(stops);

      // The skip link jumps over navbar and sidebar.
      await page.goto(localePath(locale, 'docs/payment-admin/refund'));
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(skip);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const afterSkip = await page.evaluate(
        () =>
          !document.activeElement?.closest(
            '.navbar, .theme-doc-sidebar-container',
          ) && Boolean(document.activeElement?.closest('main')),
      );
      expect(
        afterSkip,
        'Tab after the skip link lands in the main content',
      ).toBe(true);
    });
  });
}
