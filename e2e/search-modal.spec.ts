import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './support/fixtures';
import {
  SHARD_PATTERN,
  builtEngine,
  filtersOf,
  openSearch,
} from './support/search';

const engine = builtEngine();

/** Runs the page on a CPU this many times slower, as Lighthouse's mobile profile does. */
async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
}

test.describe('search modal', () => {
  test('the navbar button is named by its visible label and opens the modal', async ({
    page,
  }) => {
    await page.goto('docs/');
    const button = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: 'Search docs'});
    await expect(button).toBeVisible();
    // WCAG 2.5.3: the accessible name contains the text one sees.
    const visible = (await button.innerText()).replace(/\s+/g, ' ').trim();
    expect(visible).toBe('Search docs Ctrl K');
    await expect(button).toHaveAccessibleName(visible);
    await button.click();
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('combobox', {name: 'Search docs'}),
    ).toBeFocused();
    await expect(dialog.getByRole('combobox')).toHaveAttribute(
      'placeholder',
      'Search docs',
    );
  });

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`${shortcut} opens it, Escape closes it and focus returns`, async ({
      page,
    }) => {
      await page.goto('docs/');
      await hydrated(page);
      const origin = page.getByRole('link', {
        name: 'Release Note',
        exact: true,
      });
      await origin.focus();
      await page.keyboard.press(shortcut);
      const dialog = page.getByRole('dialog', {name: 'Search'});
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await expect(dialog.getByRole('combobox')).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(origin).toBeFocused();
    });

    test(`keys typed right after ${shortcut} on a cold page all land in the query, on a 4× slower CPU`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('docs/payment-admin/refund');
      await hydrated(page);
      await slowCpu(page);
      // No pause between the shortcut and the keys: the results UI is
      // still loading while they arrive.
      await page.keyboard.press(shortcut);
      await page.keyboard.type('refund atm');
      const box = page.getByRole('combobox', {name: 'Search docs'});
      await expect(box).toHaveValue('refund atm');
      await expect(page.getByRole('option').first()).toBeVisible({
        timeout: 20_000,
      });
    });
  }

  test('Chinese committed by an IME right after / is kept, on a 4× slower CPU', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    // The shortcut as soon as the page shows its button, while its scripts
    // still load: the text an input method composes and commits right
    // after it (well within 400 ms) has no search box to go to yet.
    await page.goto('zh-TW/docs/payment-admin/refund', {waitUntil: 'commit'});
    await page.waitForSelector('button[aria-haspopup="dialog"]');
    await page.keyboard.press('/');
    for (const text of ['ㄊ', 'ㄊㄨㄟ', '退']) {
      await cdp.send('Input.imeSetComposition', {
        text,
        selectionStart: text.length,
        selectionEnd: text.length,
      });
    }
    await cdp.send('Input.insertText', {text: '退款'});
    const box = page.getByRole('combobox', {name: '搜尋文件'});
    await expect(box).toHaveValue('退款', {timeout: 20_000});
    await expect(box).toBeFocused();
    await expect(page.getByRole('option').first()).toBeVisible({
      timeout: 20_000,
    });
  });

  test('Escape closes it even with text in the box', async ({page}) => {
    await page.goto('docs/');
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('refund');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', {name: 'Search docs'})).toBeFocused();
  });

  for (const [locale, prefix, name] of [
    ['en', '', 'Search docs'],
    ['zh-TW', 'zh-TW/', '搜尋文件'],
  ] as const) {
    test(`${locale}: opened by a shortcut from the page itself, Escape gives the focus to the search button, not <body>`, async ({
      page,
    }) => {
      await page.goto(`${prefix}docs/payment-admin/refund`);
      await hydrated(page);
      // Nothing focused: the shortcut is pressed on the page.
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(
        'BODY',
      );
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('navigation').first().getByRole('button', {name}),
      ).toBeFocused();
    });
  }

  test('Tab keeps the focus inside the open modal', async ({page}) => {
    await page.goto('docs/');
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('refund');
    await expect(page.getByRole('option').first()).toBeVisible();
    for (const key of [
      ...Array(8).fill('Tab'),
      ...Array(8).fill('Shift+Tab'),
    ]) {
      await page.keyboard.press(key);
      expect(
        await page.evaluate(() =>
          Boolean(
            document
              .querySelector('dialog[open]')
              ?.contains(document.activeElement),
          ),
        ),
        `focus after ${key}`,
      ).toBe(true);
    }
  });

  test('/ typed in a field does not open it', async ({page}) => {
    await page.goto('search');
    const field = page.getByRole('searchbox', {
      name: 'Search the documentation',
    });
    await field.fill('');
    await field.pressSequentially('7/11');
    await expect(field).toHaveValue('7/11');
    await expect(page.getByRole('dialog', {name: 'Search'})).toHaveCount(0);
  });

  test('results appear as you type, grouped by area: each page with its best sections, highlighted snippets', async ({
    page,
  }) => {
    await page.goto('');
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await dialog.getByRole('combobox').pressSequentially('refund');
    const list = dialog.getByRole('listbox', {name: 'Search results'});
    // The dialog shows eight pages.
    const expected = await engine.search({
      query: 'refund',
      filters: filtersOf(),
      hitsPerPage: 8,
    });
    // Each page is an option, then each of its sections.
    await expect(list.getByRole('option')).toHaveCount(
      expected.hits.reduce((sum, hit) => sum + 1 + hit.sections.length, 0),
    );
    // Groups carry the area (lvl0) name, in order of their best hit.
    const areas = [...new Set(expected.hits.map((hit) => hit.lvl0))];
    await expect(list.getByRole('group')).toHaveCount(areas.length);
    for (const [index, area] of areas.entries()) {
      await expect(list.getByRole('group').nth(index)).toHaveAccessibleName(
        area,
      );
    }
    const first = list.getByRole('option').first();
    const hit = expected.hits[0]!;
    await expect(first).toContainText(hit.title);
    await expect(first.locator('mark').first()).toHaveText(/refund/i);
    // The option is the link: nothing interactive inside it.
    await expect(first).toHaveAttribute('href', hit.url);
    await expect(first.locator('a, button, input, [tabindex]')).toHaveCount(0);
    // Its first section comes next, with its anchor and heading.
    const section = list.getByRole('option').nth(1);
    await expect(section).toHaveAttribute('href', hit.sections[0]!.url);
    await expect(section).toContainText(
      hit.sections[0]!.heading.map((s) => s.text).join(''),
    );
  });

  test('API operations are grouped under "API reference" with their tag; the API guide under its own category', async ({
    page,
  }) => {
    await page.goto('');
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    const box = dialog.getByRole('combobox');
    await box.pressSequentially('add a new pet');
    const api = dialog.getByRole('group', {name: 'API reference'});
    const operation = api.getByRole('option').first();
    await expect(operation).toContainText('Add a new pet');
    // Where it is: its tag.
    await expect(operation.locator('span span').nth(1)).toHaveText('pet');
    // Tags are not areas.
    for (const tag of ['pet', 'store', 'user']) {
      await expect(
        dialog.getByRole('group', {name: tag, exact: true}),
      ).toHaveCount(0);
    }
    await box.fill('API technical documents');
    await expect(
      dialog
        .getByRole('group', {name: 'API technical documents'})
        .getByRole('option')
        .first(),
    ).toHaveAttribute('href', /\/docs\/api-reference\/$/);
  });

  test('arrow keys move the selection and Enter opens it', async ({page}) => {
    await page.goto('');
    await openSearch(page);
    const input = page.getByRole('combobox', {name: 'Search docs'});
    await input.pressSequentially('void invoice');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    const href = (await options.nth(1).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  });

  test('the mouse selects and opens a result', async ({page}) => {
    await page.goto('');
    await openSearch(page);
    await page.getByRole('combobox').pressSequentially('apple pay');
    const option = page.getByRole('option').nth(1);
    // Results are replaced as each letter's search ends (later on a busy
    // machine), and a new list starts on its first option: hover again until
    // the hovered option is the selected one.
    await expect(async () => {
      await option.hover();
      await expect(option).toHaveAttribute('aria-selected', 'true', {
        timeout: 1000,
      });
    }).toPass();
    const href = (await option.getAttribute('href'))!;
    await option.click();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the page behind the open modal does not scroll; the results do', async ({
    page,
  }) => {
    await page.goto('docs/payment-admin/refund');
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await dialog.getByRole('combobox').pressSequentially('refund');
    await expect(dialog.getByRole('option').nth(5)).toBeAttached();
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Over the backdrop, outside the dialog.
    const box = (await dialog.boundingBox())!;
    await page.mouse.move(box.x / 2, box.y + box.height - 10);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await scrollY(), 'after a wheel over the backdrop').toBe(0);
    // Over the results, to their end and beyond.
    const results = dialog.getByRole('listbox').first();
    await results.hover();
    for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 600);
    await expect
      .poll(() =>
        results.evaluate((list) => {
          const scroller = list.closest('[class*="dropdown"]')!;
          return scroller.scrollTop;
        }),
      )
      .toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 600);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });

  test('a click outside the modal closes it', async ({page}) => {
    await page.goto('');
    await openSearch(page);
    await page.mouse.click(5, 700);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('at 390 px', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('the modal fills the screen and results can be read and chosen', async ({
      page,
    }) => {
      await page.goto('docs/');
      await page.getByRole('button', {name: 'Search docs'}).click();
      const dialog = page.getByRole('dialog', {name: 'Search'});
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // One input, so one search: letter by letter, a later letter's results
      // could replace the list between reading an option and tapping it.
      await dialog.getByRole('combobox').fill('print label');
      const option = dialog.getByRole('option').first();
      await expect(option).toBeInViewport();
      const optionBox = (await option.boundingBox())!;
      expect(optionBox.x + optionBox.width).toBeLessThanOrEqual(390);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(390);
      await expect(dialog.getByRole('button', {name: 'Cancel'})).toBeVisible();
      const href = (await option.getAttribute('href'))!;
      await option.click();
      await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    });

    test('while the index loads, the box, its spinner and Cancel still fit the screen', async ({
      page,
    }) => {
      // The index's shards arrive only when the test lets them.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(SHARD_PATTERN, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('docs/');
      await page.getByRole('button', {name: 'Search docs'}).click();
      const dialog = page.getByRole('dialog', {name: 'Search'});
      await dialog.getByRole('combobox').fill('print label');
      // The busy spinner (decorative, so found by its place beside the box).
      await expect(
        dialog.getByRole('search').locator('span[aria-hidden="true"]'),
      ).toBeVisible();
      for (const part of [
        dialog.getByRole('combobox'),
        dialog.getByRole('button', {name: 'Cancel'}),
      ]) {
        const box = (await part.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      expect(
        await dialog.evaluate((element) => element.scrollWidth),
      ).toBeLessThanOrEqual(390);
      release();
      await expect(dialog.getByRole('option').first()).toBeVisible();
    });

    test('Cancel closes the modal', async ({page}) => {
      await page.goto('docs/');
      await page.getByRole('button', {name: 'Search docs'}).click();
      await page.getByRole('button', {name: 'Cancel'}).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
