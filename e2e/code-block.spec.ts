import {BASE_URL} from '../site.settings.ts';
import {test, expect} from './support/fixtures';

// Prism is lazy-loaded (plugins/lazy-prism): code blocks must be highlighted
// and keep their buttons both on a first load and after a client-side navigation.

test.describe('on a first load', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('a code block is highlighted and its copy button puts the code on the clipboard', async ({
    page,
  }) => {
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
  });
});

test('a code block is highlighted after a client-side navigation', async ({
  page,
}) => {
  await page.goto('docs/');
  await page.waitForLoadState('networkidle');
  await page.evaluate((base) => {
    window.history.pushState({}, '', `${base}markdown-page`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, BASE_URL);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  await expect(block).toContainText('EXAMPLE-0001');
});
