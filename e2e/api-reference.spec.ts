import type {Page} from '@playwright/test';
import yaml from 'js-yaml';
import {allowConsole, test, expect} from './support/fixtures';
import {BASE_URL} from '../site.settings';
import {
  SPEC,
  OPERATIONS,
  LANGUAGES,
  SAMPLE_MARKERS,
  sidebarNav,
  gotoHydrated,
  expectOperationPage,
} from './support/api-spec';

test.describe('with JavaScript', () => {
  test('every operation is reachable from the API sidebar', async ({page}) => {
    // 21 client-side navigations with their checks: more than the default 30 s on a busy CI runner.
    test.setTimeout(120_000);
    await gotoHydrated(page, 'api');
    for (const operation of OPERATIONS) {
      await sidebarNav(page)
        .getByRole('link')
        .filter({hasText: new RegExp(`^${operation.summary}$`)})
        .click();
      await expect(page).toHaveURL(new RegExp(`/api/${operation.slug}$`));
      await expectOperationPage(page, operation);
    }
  });

  for (const slug of ['get-pet-by-id', 'add-pet']) {
    test(`${slug} has request samples in the 7 languages`, async ({page}) => {
      await gotoHydrated(page, `api/${slug}`);
      const aside = page.locator('main aside');
      const tabs = aside.getByRole('tab');
      await expect(tabs).toHaveText(LANGUAGES);
      for (const language of LANGUAGES) {
        await aside.getByRole('tab', {name: language, exact: true}).click();
        const panel = aside.getByRole('tabpanel').filter({visible: true});
        await expect(panel).toHaveCount(1);
        await expect(panel).toContainText(SAMPLE_MARKERS[language]);
      }
    });
  }

  test(
    'every request sample is highlighted in the server HTML, Java, PHP and C# included',
    // The app's scripts this test blocks: only the page's inline scripts run.
    {annotation: allowConsole('net::ERR_FAILED')},
    async ({page}) => {
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto('api/add-pet');
      const panels = page.locator('main aside [role="tabpanel"]');
      await expect(panels).toHaveCount(LANGUAGES.length);
      for (let index = 0; index < LANGUAGES.length; index += 1) {
        expect(
          await panels.nth(index).locator('pre .token:not(.plain)').count(),
          `${LANGUAGES[index]} sample tokens`,
        ).toBeGreaterThan(0);
      }
    },
  );

  test('the Java, PHP and C# grammars load when their tab is chosen, not with the page; chosen samples are highlighted', async ({
    page,
  }) => {
    const grammars: string[] = [];
    page.on('request', (request) => {
      const name = /\/pn-prism-(\w+)\.[0-9a-f]+\.js$/.exec(request.url());
      if (name) grammars.push(name[1]!);
    });
    await gotoHydrated(page, 'api');
    // A client-side navigation renders the page in the browser.
    await sidebarNav(page)
      .getByRole('link')
      .filter({hasText: /^Add a new pet$/})
      .click();
    await expect(page).toHaveURL(/\/api\/add-pet$/);
    const aside = page.locator('main aside');
    await expect(aside.getByRole('tab', {name: 'curl'})).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Those of the shown samples (curl, JSON examples) only.
    expect(grammars.sort()).toEqual(['bash', 'json']);
    for (const [label, language] of [
      ['Java', 'java'],
      ['PHP', 'php'],
      ['C#', 'csharp'],
    ] as const) {
      await aside.getByRole('tab', {name: label, exact: true}).click();
      const panel = aside.getByRole('tabpanel').filter({visible: true});
      await expect(panel.locator('pre .token.keyword').first()).toBeVisible();
      expect(grammars).toContain(language);
    }
  });

  test('the curl sample of a POST carries the JSON body', async ({page}) => {
    await gotoHydrated(page, 'api/add-pet');
    const curl = page.locator('main aside [role="tabpanel"]').first();
    await expect(curl).toContainText('curl --request POST');
    await expect(curl).toContainText(
      "--header 'Content-Type: application/json'",
    );
    await expect(curl).toContainText(/--data '\{\s+"name": "Momo"/);
  });

  test('the language choice is remembered across pages and reloads', async ({
    page,
  }) => {
    await gotoHydrated(page, 'api/get-pet-by-id');
    await page.locator('main aside').getByRole('tab', {name: 'Python'}).click();
    await sidebarNav(page)
      .getByRole('link', {name: 'Place an order for a pet'})
      .click();
    await expect(
      page.locator('main aside').getByRole('tab', {name: 'Python'}),
    ).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(
      page.locator('main aside').getByRole('tab', {name: 'Python'}),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.locator('main aside [role="tabpanel"]:visible'),
    ).toContainText('requests.post(');
  });

  test('language tabs and nested properties work from the keyboard', async ({
    page,
  }) => {
    await gotoHydrated(page, 'api/add-pet');
    const curlTab = page.locator('main aside').getByRole('tab', {name: 'curl'});
    await curlTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(
      page.locator('main aside').getByRole('tab', {name: 'JavaScript'}),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.locator('main aside').getByRole('tab', {name: 'JavaScript'}),
    ).toHaveAttribute('aria-selected', 'true');
    const details = page.locator('#request-body ~ div details').first();
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
  });

  test('an operation page fits a 390 px screen in dark mode', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, 'api/subscribe-to-store-events');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The API sidebar is in the mobile menu.
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(
      page
        .locator('.navbar-sidebar')
        .getByRole('link', {name: 'Find pet by ID'}),
    ).toBeVisible();
  });

  test('no request leaves 127.0.0.1 while loading and using API pages', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, 'api');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('link', {name: /Add a new pet/})
      .first()
      .click();
    await page.locator('main aside').getByRole('tab', {name: 'Go'}).click();
    await page.locator('main details summary').first().click();
    await sidebarNav(page).getByRole('link', {name: 'Log in a user'}).click();
    await page.waitForLoadState('networkidle');
    await gotoHydrated(page, 'api/upload-file');
    await page.waitForLoadState('networkidle');
    expect(requested.length).toBeGreaterThan(5);
    const foreign = requested.filter(
      (url) => !/^(data:|http:\/\/127\.0\.0\.1:\d+\/)/.test(url),
    );
    expect(foreign).toEqual([]);
  });

  test('/api links the OpenAPI document as YAML and as JSON, the same document as the source', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, 'api');
    const yamlLink = page.getByRole('link', {name: 'YAML', exact: true});
    const jsonLink = page.getByRole('link', {name: 'JSON', exact: true});
    await expect(yamlLink).toHaveAttribute(
      'href',
      `${BASE_URL}api/openapi.yaml`,
    );
    await expect(jsonLink).toHaveAttribute(
      'href',
      `${BASE_URL}api/openapi.json`,
    );
    const documents = [];
    for (const [link, parse] of [
      [yamlLink, (text: string) => yaml.load(text)],
      [jsonLink, (text: string) => JSON.parse(text)],
    ] as const) {
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      documents.push(parse(await response.text()));
    }
    expect(documents[1]).toEqual(documents[0]);
    expect(documents[0]).toEqual(SPEC);
  });

  /** Whether React manages the first element inside each static region of the page. */
  const staticRegionsManagedByReact = (
    page: Page,
    selector = 'main [data-api-static]:not(aside *)',
  ) =>
    page.locator(selector).evaluateAll((regions) =>
      regions.map((region) => {
        const inner = region.firstElementChild;
        return inner
          ? Object.keys(inner).some((key) => key.startsWith('__reactFiber$'))
          : null;
      }),
    );

  test('schemas keep their server HTML on hydration and are rendered on client-side navigation', async ({
    page,
  }) => {
    await gotoHydrated(page, 'api/add-pet');
    // Hydrated page: the regions keep the server's nodes, React never walked into them.
    const hydrated = await staticRegionsManagedByReact(page);
    expect(hydrated.length).toBeGreaterThan(2);
    expect(hydrated.every((managed) => managed === false)).toBe(true);
    const body = page.locator('#request-body ~ div [data-api-static]').first();
    await expect(body.getByText('photoUrls', {exact: true})).toBeVisible();
    // Nested properties still open (native <details>, no React).
    const details = body.locator('details').first();
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    // Request samples: every one is hydrated (its buttons work) but keeps
    // its highlighted server <pre> (plugins/lazy-prism), also when selected.
    const samples = () =>
      page.locator('main aside .theme-code-block').evaluateAll((blocks) =>
        blocks.map((block) => {
          const managed = (element: Element | null) =>
            element !== null &&
            Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
          return {
            pre: managed(block.querySelector('pre')),
            copy: managed(block.querySelector('button[aria-label*="Copy"]')),
          };
        }),
      );
    const kept = Array.from({length: 7}, () => ({pre: false, copy: true}));
    expect(await samples()).toEqual(kept);
    const aside = page.locator('main aside');
    await aside.getByRole('tab', {name: 'Python'}).click();
    await expect(
      aside.getByRole('tabpanel').filter({visible: true}),
    ).toContainText('requests.post(');
    expect(await samples()).toEqual(kept);
    // A client-side navigation renders the next page's schemas with React.
    await sidebarNav(page)
      .getByRole('link', {name: 'Place an order for a pet'})
      .click();
    await expect(page).toHaveURL(/\/api\/place-order$/);
    await expect(
      page.locator('#request-body ~ div [data-api-static]').first(),
    ).toContainText('petId');
    const navigated = await staticRegionsManagedByReact(page);
    expect(navigated.length).toBeGreaterThan(2);
    expect(navigated.every((managed) => managed === true)).toBe(true);
    await expect(
      aside.getByRole('tabpanel').filter({visible: true}).locator('.token'),
    ).not.toHaveCount(0);
    expect((await samples()).map((sample) => sample.pre)).toContain(true);
  });
});
