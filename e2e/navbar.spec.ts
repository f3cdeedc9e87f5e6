import {BASE_URL, LOCALES} from '../site.settings.ts';
import {test, expect} from './support/fixtures';

const NAV_ITEMS = [
  ['API technical documents', `${BASE_URL}docs/api-reference/`],
  ['Payment service', `${BASE_URL}docs/payment-service/`],
  ['Payment back office', `${BASE_URL}docs/payment-admin/`],
  ['Logistics back office', `${BASE_URL}docs/logistics-admin/`],
  ['Invoice back office', `${BASE_URL}docs/invoice-admin/`],
  // The search button is named by its visible text: label and shortcut.
  ['Search docs Ctrl K', null],
  ['Release Note', `${BASE_URL}release-note`],
] as const;

test('navbar: brand, items in order with their targets', async ({page}) => {
  await page.goto('docs/');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const brand = navbar.locator('a.navbar__brand');
  await expect(brand).toHaveAttribute('href', BASE_URL);
  await expect(brand.getByRole('img')).toBeVisible();
  await expect(brand).toContainText('PayNow Docs');

  // Each top-level navbar entry in DOM order: left items, then right items.
  const labels = await navbar
    .locator('.navbar__items > *')
    .evaluateAll((entries) =>
      entries
        .filter((entry) => !entry.matches('.navbar__toggle, .navbar__brand'))
        .map((entry) => {
          const target = entry.matches('a, button')
            ? entry
            : entry.querySelector('a, button');
          return [
            (
              target?.getAttribute('aria-label') ??
              target?.textContent ??
              ''
            ).trim(),
            target?.getAttribute('href') ?? null,
          ];
        })
        .filter(([label]) => label !== ''),
    );
  // The seven items, then the language dropdown and the colour toggle.
  expect(labels.map(([label]) => label)).toEqual([
    ...NAV_ITEMS.map(([label]) => label),
    'English',
    expect.stringMatching(/^Switch between dark and light mode/),
  ]);
  for (const [label, href] of NAV_ITEMS) {
    if (href) {
      expect(labels).toContainEqual([label, href]);
    }
  }
});

test('navbar items lead to their sections', async ({page}) => {
  await page.goto('');
  await page
    .getByRole('link', {name: 'Invoice back office', exact: true})
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/invoice-admin\/$/);
  await page.getByRole('link', {name: 'Release Note', exact: true}).click();
  await expect(page).toHaveURL(/\/release-note$/);
});

test('the language menu lists every built locale, each in its own language', async ({
  page,
}) => {
  await page.goto('docs/');
  const dropdown = page
    .locator('.navbar__item.dropdown')
    .filter({hasText: 'English'});
  await dropdown.hover();
  const options = dropdown.locator('.dropdown__menu a');
  const expected = [
    ['English', 'en'],
    ['繁體中文', 'zh-TW'],
  ].filter(([, locale]) => (LOCALES as readonly string[]).includes(locale!));
  await expect(options).toHaveText(expected.map(([label]) => label!));
  for (const [index, [, locale]] of expected.entries()) {
    await expect(options.nth(index)).toHaveAttribute('lang', locale!);
  }
});

test('the colour toggle persists `theme` across reloads', async ({page}) => {
  await page.goto('docs/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  // The toggle cycles system → light → dark.
  const toggle = page.getByRole('button', {
    name: /switch between dark and light mode/i,
  });
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'light');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test.describe('with prefers-color-scheme: dark', () => {
  test.use({colorScheme: 'dark'});

  test('the system preference is followed while nothing is stored', async ({
    page,
  }) => {
    await page.goto('docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a stored choice wins over the system preference', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu opens with the doc sidebar, goes back to the main menu and closes on resize', async ({
    page,
  }) => {
    await page.goto('docs/payment-admin/refund');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar).toBeVisible();
    // On a docs page the secondary menu (the doc sidebar) is shown first.
    const back = sidebar.getByRole('button', {name: /back to main menu/i});
    await expect(back).toBeVisible();
    await expect(sidebar.locator('.menu__link--active').first()).toBeVisible();
    const primaryOnly = sidebar.getByRole('link', {
      name: 'Release Note',
      exact: true,
    });
    await expect(primaryOnly).not.toBeInViewport();
    await back.click();
    await expect(primaryOnly).toBeInViewport();
    await page.setViewportSize({width: 1200, height: 844});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar')).not.toHaveClass(
      /navbar-sidebar--show/,
    );
  });
});
