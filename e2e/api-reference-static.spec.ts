import {test, expect} from './support/fixtures';
import {BASE_URL} from '../site.settings';
import {OPERATIONS, sidebarNav, expectOperationPage} from './support/api-spec';

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('/api is the introduction, with a sidebar of every operation grouped by tag', async ({
    page,
  }) => {
    const response = await page.goto('api');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Pet Store sample API',
    );
    await expect(page.locator('main')).toContainText(
      'The Pet Store API is a sample',
    );
    const links = sidebarNav(page).getByRole('link');
    await expect(links).toHaveCount(22);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(hrefs).toEqual([
      `${BASE_URL}api/`,
      ...OPERATIONS.map((operation) => `${BASE_URL}api/${operation.slug}`),
    ]);
    for (const label of ['pet', 'store', 'user']) {
      await expect(
        sidebarNav(page).getByRole('button', {name: label}),
      ).toBeVisible();
    }
  });

  for (const operation of OPERATIONS) {
    test(`${operation.method.toUpperCase()} ${operation.path} is readable without JavaScript`, async ({
      page,
    }) => {
      await page.goto('api');
      await sidebarNav(page)
        .getByRole('link', {name: operation.summary, exact: false})
        .filter({hasText: new RegExp(`^${operation.summary}$`)})
        .click();
      await expect(page).toHaveURL(new RegExp(`/api/${operation.slug}$`));
      await expectOperationPage(page, operation);
      // The default request sample (curl) is in the HTML.
      await expect(
        page.locator('main pre').filter({hasText: 'curl --request'}).first(),
      ).toBeVisible();
    });
  }

  test('scopes are named, in the page and in its Markdown, on every operation that needs them', async ({
    page,
    request,
  }) => {
    const operations = {
      'add-pet': 'write:pets, read:pets',
      'update-pet': 'write:pets, read:pets',
      'update-pet-with-form': 'write:pets, read:pets',
      'delete-pet': 'write:pets, read:pets',
      'upload-file': 'write:pets, read:pets',
      'find-pets-by-status': 'read:pets',
      'find-pets-by-tags': 'read:pets',
    };
    for (const [slug, scopes] of Object.entries(operations)) {
      await page.goto(`api/${slug}`);
      await expect(page.locator('main')).toContainText(
        `with the scopes ${scopes}`,
      );
      await expect(page.locator('main')).not.toContainText('[object Object]');
      const markdown = await (await request.get(`api/${slug}.md`)).text();
      expect(markdown, `${slug}.md`).toContain(
        `with the scopes ${scopes.replace(/[\w:]+/g, '`$&`')}`,
      );
      expect(markdown, `${slug}.md`).not.toContain('[object Object]');
    }
  });

  test('the callback of the store subscription is in the HTML', async ({
    page,
  }) => {
    await page.goto('api/subscribe-to-store-events');
    await expect(page.locator('h2#callbacks')).toBeVisible();
    await expect(page.locator('#callbacks ~ div').first()).toContainText(
      '{$request.body#/callbackUrl}?event={$request.body#/eventName}',
    );
    await expect(page.locator('#callbacks ~ div').first()).toContainText(
      'occurredAt',
    );
  });
});
