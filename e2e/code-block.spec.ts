import {test, expect} from './support/fixtures';

// Prism is lazy-loaded (plugins/lazy-prism): code blocks must be highlighted
// and keep their buttons both on a first load and after a client-side navigation.

test('a code block is highlighted on a first load and its copy button works', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('markdown-page');
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await block.hover();
  await expect(block.getByRole('button', {name: /copy/i})).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('a code block is highlighted after a client-side navigation', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('docs/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/paynow-guideline/markdown-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  await expect(block).toContainText('EXAMPLE-0001');
  expect(consoleProblems).toEqual([]);
});
