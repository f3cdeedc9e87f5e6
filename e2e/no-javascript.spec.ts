/**
 * With JavaScript off, every page type reads and navigates: its content,
 * the docs sidebar at desktop width, links that load the next page, and a
 * search link to the search page, whose form submits there and says that
 * results need JavaScript.
 */
import {allowConsole, test, expect} from './support/fixtures';
import {BUILT_LOCALES, localePath, uiText} from './support/routes';
import {NOT_FOUND_CONSOLE, PAGE_TYPES} from './support/page-types';

test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});

for (const locale of BUILT_LOCALES) {
  for (const type of PAGE_TYPES) {
    const path = localePath(locale, type.path);
    test(
      `${type.name} (/${path}) reads and navigates without JavaScript`,
      {
        annotation:
          type.status === 404 ? [allowConsole(NOT_FOUND_CONSOLE)] : [],
      },
      async ({page}) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(type.status);
        await expect(page.locator('h1').first()).toBeVisible();
        const text = await page.locator('main').first().innerText();
        expect(text.trim().length, 'words in <main>').toBeGreaterThan(40);

        if (type.sidebar) {
          const sidebar = page.locator('.theme-doc-sidebar-menu');
          await expect(sidebar).toBeVisible();
          const visibleLinks = await sidebar
            .locator('a[href]')
            .evaluateAll(
              (links) =>
                links.filter((link) => link.getClientRects().length > 0).length,
            );
          expect(visibleLinks, 'visible sidebar links').toBeGreaterThan(3);
        }

        // A link of the navbar loads its page: plain HTML navigation.
        const navLink = page
          .locator('.navbar__items a.navbar__link[href*="/docs/"]')
          .first();
        await expect(navLink).toBeVisible();
        const target = await navLink.getAttribute('href');
        await navLink.click();
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await expect(page.locator('h1').first()).toBeVisible();
      },
    );
  }

  test(`/${localePath(locale, '')}: search without JavaScript is a link to the search page, whose form submits there and says results need JavaScript`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, 'docs/payment-admin/refund'));
    await expect(page.locator('button.pn-search-button')).toBeHidden();
    await page.locator('a.pn-search-button').first().click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole('searchbox', {
      name: uiText(
        locale,
        'pnSearch.page.inputLabel',
        'Search the documentation',
      ),
    });
    await box.fill('refund');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=refund$/);
    // Playwright's text matching skips <noscript>: read the element itself.
    const note = page.locator('main noscript > p');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toBe(
      uiText(
        locale,
        'pnSearch.page.noScript',
        'Search results need JavaScript, which is off in this browser. Every guide is reachable from the menu and the sidebar without it.',
      ),
    );
  });
}
