import {existsSync} from 'node:fs';
import {BASE_URL} from '../site.settings.ts';
import {
  allowConsole,
  holdAppScripts,
  hydrated,
  test,
  expect,
} from './support/fixtures';
import {startStaticServer, type StaticServer} from './support/static-server';

/**
 * Only the site's own controls declare the shortcuts fast-load's loader
 * holds while the app's scripts load (plugins/fast-load/ssrTemplate.ts). The
 * fixture site e2e/fixtures/hostile-site (`npm run build:hostile`) has two
 * guides whose content is a button claiming Tab, End, PageDown, Escape and
 * Control+K, and a popup (aria-haspopup, as the search button has): one as
 * MDX writes it, inside <main>, and one placed after <main> by raw HTML that
 * closes it.
 */
const BUILD_DIR = 'build-hostile';

let server: StaticServer | undefined;
test.beforeAll(async () => {
  if (
    !existsSync(`${BUILD_DIR}/docs/guides/shortcut-button-breakout/index.html`)
  ) {
    throw new Error(`No ${BUILD_DIR}/: run \`npm run build:hostile\` first.`);
  }
  server = await startStaticServer(BUILD_DIR, BASE_URL);
});
test.afterAll(async () => {
  await server?.close();
});

for (const [name, route] of [
  ['inside <main>', 'shortcut-button'],
  ['after <main>, by raw HTML', 'shortcut-button-breakout'],
] as const) {
  test(
    `a button in a page’s content (${name}) cannot declare shortcuts: its keys keep their use and the button is never clicked`,
    {
      // The broken-out button is not where React's tree expects it.
      annotation: route.endsWith('breakout')
        ? [allowConsole('Minified React error #418')]
        : [],
    },
    async ({page}) => {
      const release = await holdAppScripts(page);
      await page.goto(`${server!.url}docs/guides/${route}`, {
        waitUntil: 'domcontentloaded',
      });
      const button = page.locator('#hostile');
      await expect(page.locator('main #hostile')).toHaveCount(
        route.endsWith('breakout') ? 0 : 1,
      );
      await expect(button).toHaveAttribute('aria-keyshortcuts', /Tab End/);
      await button.evaluate((element) =>
        element.addEventListener('click', () => {
          document.documentElement.dataset.hostileClicked = 'true';
        }),
      );
      // Tab still moves the focus (to the page's first control), End still
      // scrolls; Escape and Control+K are not held for the button.
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.tagName))
        .toBe('A');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await page.keyboard.press('End');
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      release();
      await hydrated(page);
      // The loader replays one task after hydration.
      await page.waitForTimeout(500);
      await expect(page.locator('html')).not.toHaveAttribute(
        'data-hostile-clicked',
      );
    },
  );

  test(
    `a click on a button in a page’s content (${name}) that says it opens a popup holds no key: Tab and End keep their use`,
    {
      annotation: route.endsWith('breakout')
        ? [allowConsole('Minified React error #418')]
        : [],
    },
    async ({page}) => {
      const release = await holdAppScripts(page);
      await page.goto(`${server!.url}docs/guides/${route}`, {
        waitUntil: 'domcontentloaded',
      });
      const button = page.locator('#hostile');
      await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      await button.click();
      await expect(button).toBeFocused();
      // The loader holds keys only after a click on the site's own search
      // or menu controls, before the page's <main>.
      await page.keyboard.press('Tab');
      await expect(button).not.toBeFocused();
      // End from the top, with the focus in the page's text (a focused
      // control may sit where a key scrolls nothing).
      await page.getByRole('heading', {level: 1}).click();
      await page.evaluate(() => scrollTo(0, 0));
      await page.keyboard.press('End');
      await expect
        .poll(() => page.evaluate(() => scrollY), 'End')
        .toBeGreaterThan(0);
      release();
      await hydrated(page);
    },
  );
}
