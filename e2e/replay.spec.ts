import type {Page} from '@playwright/test';
import {REPLAY_HOLD_MS} from '@paynow-docs/fast-load/ssrTemplate';
import {holdAppScripts, hydrated, test, expect} from './support/fixtures';

/**
 * What the reader does while the app's scripts load (plugins/fast-load,
 * the loader in ssrTemplate.ts): a request to the app (a click on a button,
 * a shortcut the site's chrome declares) is held with the keys typed after
 * it and replayed in order once the app has hydrated, for a few seconds at
 * most. (A page's content cannot declare a shortcut nor have keys held:
 * e2e/hostile-shortcuts.spec.ts.)
 */

/** The search dialog's box. */
const searchBox = (page: Page) =>
  page.getByRole('dialog', {name: 'Search'}).getByRole('combobox');

test('a shortcut and the keys typed after it reach the search box in order, while the scripts load and while the app hydrates', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('docs/', {waitUntil: 'domcontentloaded'});
  await page.locator('main').click({position: {x: 5, y: 5}});
  await page.keyboard.press('Control+k');
  // A typo corrected with Backspace is corrected in the box too.
  await page.keyboard.type('prj');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('i');
  release();
  // Typed on while the app boots, hydrates and replays.
  await page.keyboard.type('nt label');
  await expect(searchBox(page)).toHaveValue('print label');
  await expect(searchBox(page)).toBeFocused();
});

test('keys typed after a click on the search button while the scripts load reach the search box', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('docs/', {waitUntil: 'domcontentloaded'});
  await page.locator('button[aria-haspopup="dialog"]').click();
  await page.keyboard.type('refund');
  release();
  await hydrated(page);
  await expect(searchBox(page)).toHaveValue('refund');
});

test('text an input method commits after the shortcut while the scripts load reaches the search box', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('zh-TW/docs/', {waitUntil: 'domcontentloaded'});
  await page.locator('main').click({position: {x: 5, y: 5}});
  await page.keyboard.press('/');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', {
    text: 'ㄊㄨㄟ',
    selectionStart: 3,
    selectionEnd: 3,
  });
  await cdp.send('Input.insertText', {text: '退款'});
  // A character typed after it, then corrected.
  await page.keyboard.type('x');
  await page.keyboard.press('Backspace');
  release();
  await hydrated(page);
  const box = page.getByRole('dialog').getByRole('combobox');
  await expect(box).toHaveValue('退款');
  await expect(box).toBeFocused();
  await expect(page.getByRole('option').first()).toBeVisible();
});

test('a key without a character after the shortcut is given to the app: Escape closes the search dialog it opened', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('docs/', {waitUntil: 'domcontentloaded'});
  await page.locator('main').click({position: {x: 5, y: 5}});
  await page.keyboard.press('Control+k');
  await page.keyboard.type('pay');
  await page.keyboard.press('Escape');
  release();
  await hydrated(page);
  await expect(page.getByRole('dialog', {name: 'Search'})).toBeHidden();
  // It was open: closing it gave the focus to the search button (without
  // the replay the dialog never opens and nothing is focused).
  await expect(
    page
      .getByRole('navigation')
      .first()
      .getByRole('button', {name: 'Search docs'}),
  ).toBeFocused();
  // The replay leaves the app's own shortcut working.
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test('after a click on a button that opens no popup while the scripts load, Tab still moves the focus on', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('docs/', {waitUntil: 'domcontentloaded'});
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await toggle.click();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toggle).not.toBeFocused();
  release();
  await hydrated(page);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
});

for (const locale of ['en', 'zh-TW'] as const) {
  test(`when the app’s scripts never load, the keys after a click on the search button are held for ${REPLAY_HOLD_MS / 1000} s at most, then Tab, Home, End and Page Down do their work (${locale})`, async ({
    page,
  }) => {
    // A network that never answers: the entry script neither loads nor fails.
    await page.route('**/assets/js/main.*.js', () => {});
    await page.goto(`${locale === 'en' ? '' : 'zh-TW/'}docs/payment-admin/`, {
      waitUntil: 'domcontentloaded',
    });
    const search = page.locator('button[aria-haspopup="dialog"]');
    await search.click();
    const clicked = Date.now();
    // Held for the search dialog, which may still come: the focus stays in
    // the loader's own field for the text typed meanwhile.
    const waiting = page.locator(
      'input:focus, button[aria-haspopup="dialog"]:focus',
    );
    await page.keyboard.press('Tab');
    await expect(waiting).toHaveCount(1);
    // The reader presses Tab again until it works.
    await expect(async () => {
      await page.keyboard.press('Tab');
      await expect(waiting).toHaveCount(0, {timeout: 250});
    }).toPass({intervals: [250], timeout: REPLAY_HOLD_MS + 5000});
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(REPLAY_HOLD_MS - 500);
    const scrolled = () => page.evaluate(() => scrollY);
    const atBottom = () =>
      page.evaluate(
        () =>
          Math.ceil(scrollY + innerHeight) >=
          document.documentElement.scrollHeight,
      );
    expect(await scrolled()).toBe(0);
    // Each key's scroll ends before the next key is pressed (once on CI,
    // under load, Home pressed right after End's scroll began did nothing).
    await page.keyboard.press('End');
    await expect.poll(atBottom, 'End').toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(scrolled, 'Home').toBe(0);
    // Once on CI, under load, a Page Down pressed as Home's scroll reached
    // the top did nothing for 5 s (the loader had long let keys go: Tab,
    // End and Home had worked). The reader presses it again; a key the page
    // kept would fail here all the same.
    await expect(async () => {
      await page.keyboard.press('PageDown');
      await expect
        .poll(scrolled, {message: 'PageDown', timeout: 1000})
        .toBeGreaterThan(0);
    }).toPass({intervals: [250], timeout: 6000});
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
