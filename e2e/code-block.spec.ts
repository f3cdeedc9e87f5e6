import type {Page} from '@playwright/test';
import {BASE_URL} from '../site.settings.ts';
import {test, expect, hydrated} from './support/fixtures';

// Prism loads only to render a code block in the browser (plugins/lazy-prism):
// code blocks must be highlighted and keep their buttons both on a first load
// (server HTML, no Prism) and after a client-side navigation (Prism).

/** Records the requests for the Prism chunk. */
function prismRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/pn-prism\.[0-9a-f]+\.js$/.test(request.url())) {
      requests.push(request.url());
    }
  });
  return requests;
}

test.describe('on a first load', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('a code block is highlighted and its copy button puts the code on the clipboard, without loading Prism', async ({
    page,
  }) => {
    const prism = prismRequests(page);
    await page.goto('markdown-page');
    const block = page.locator('.theme-code-block').first();
    await expect(block.locator('.token').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const lines = await block.locator('.token-line').allTextContents();
    expect(lines.length).toBeGreaterThan(1);
    await block.hover();
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await copy.click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      lines.join('\n'),
    );
    expect(prism).toEqual([]);
  });

  test('on a phone, a long API sample offers word wrap, which wraps it and back', async ({
    page,
  }) => {
    const prism = prismRequests(page);
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('api/add-pet');
    await hydrated(page);
    const block = page
      .locator('main aside [role="tabpanel"]:visible .theme-code-block')
      .first();
    await expect(block.locator('.token').first()).toBeVisible();
    const code = block.locator('pre code');
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrap).toBeVisible();
    const width = () =>
      code.evaluate((element) => element.closest('pre')!.scrollWidth);
    const clientWidth = await code.evaluate(
      (element) => element.closest('pre')!.clientWidth,
    );
    expect(await width()).toBeGreaterThan(clientWidth);
    await wrap.click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    expect(await width()).toBeLessThanOrEqual(clientWidth);
    await wrap.click();
    await expect(code).not.toHaveAttribute('style');
    // Another language: its sample came with the page and works the same.
    await page.locator('main aside').getByRole('tab', {name: 'PHP'}).click();
    const php = page
      .locator('main aside [role="tabpanel"]:visible .theme-code-block')
      .first();
    await expect(php.locator('.token.variable').first()).toBeVisible();
    await expect(
      php.getByRole('button', {name: 'Copy code to clipboard'}),
    ).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(prism).toEqual([]);
  });
});

test('a code block is highlighted after a client-side navigation, with Prism', async ({
  page,
}) => {
  const prism = prismRequests(page);
  await page.goto('docs/');
  await page.waitForLoadState('networkidle');
  await page.evaluate((base) => {
    window.history.pushState({}, '', `${base}markdown-page`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, BASE_URL);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  await expect(block).toContainText('EXAMPLE-0001');
  expect(prism).toHaveLength(1);
});
