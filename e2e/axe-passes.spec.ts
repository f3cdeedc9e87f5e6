import type {Page} from '@playwright/test';
import {axePasses} from './support/axe';
import {test, expect} from './support/fixtures';

/**
 * The accessibility gate's second colour mode (support/axe.ts): on a page
 * whose modes differ only in colour, dark mode runs the colour rules alone
 * and still finds a dark-only contrast failure; an element that dark mode
 * alone shows makes every rule run again, and its fault is found.
 */
const GUIDE = 'docs/payment-admin/refund';
const DESKTOP = [{width: 1280, height: 800}];

/** Adds `html` at the end of the article and `css` as a stylesheet (CSSOM, as the page's CSP allows). */
async function plant(page: Page, html: string, css: string): Promise<void> {
  await page.evaluate(
    ([markup, rules]) => {
      document
        .querySelector('article')!
        .insertAdjacentHTML('beforeend', markup);
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    [html, css] as const,
  );
}

/** The pass of each mode, as mode → [colour rules only, rules that failed]. */
async function summary(page: Page) {
  const passes = await axePasses(page, {viewports: DESKTOP});
  return Object.fromEntries(
    passes.map((pass) => [
      pass.mode,
      [pass.colourOnly, pass.violations.map((line) => line.split(' ')[0])],
    ]),
  );
}

test.beforeEach(async ({page}) => {
  await page.goto(GUIDE);
  await page.waitForLoadState('networkidle');
});

test('a guide: light mode runs every rule, dark mode the colour rules, and both pass', async ({
  page,
}) => {
  expect(await summary(page)).toEqual({
    light: [false, []],
    dark: [true, []],
  });
});

test('a text that fails contrast only in dark mode is found by the colour rules', async ({
  page,
}) => {
  await plant(
    page,
    '<p class="planted-text">Faint in dark mode</p>',
    "[data-theme='dark'] .planted-text { color: #1c1e21 !important; }",
  );
  expect(await summary(page)).toEqual({
    light: [false, []],
    dark: [true, ['color-contrast']],
  });
});

test('an image without alt that only dark mode shows makes every rule run, and is found', async ({
  page,
}) => {
  await plant(
    page,
    '<img class="planted-image" src="/paynow-guideline/img/logo.svg" width="32" height="32">',
    ".planted-image { display: none; } [data-theme='dark'] .planted-image { display: inline; }",
  );
  expect(await summary(page)).toEqual({
    light: [false, []],
    dark: [false, ['image-alt']],
  });
});
