import {BASE_URL} from '../site.settings.ts';
import {
  allowConsole,
  collectScripts,
  holdAppScripts,
  test,
  expect,
  hydrated,
} from './support/fixtures';
import {startStaticServer} from './support/static-server';

/** Lets the initial page load through, then applies `handler` to every later script chunk. */
async function interceptLaterChunks(
  page: import('@playwright/test').Page,
  handler: (route: import('@playwright/test').Route) => Promise<void>,
): Promise<void> {
  let armed = false;
  await page.route('**/assets/js/*.js', async (route) => {
    if (armed) {
      await handler(route);
    } else {
      await route.continue();
    }
  });
  await page.goto('docs/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  armed = true;
}

test('a navigation slower than 200 ms shows the progress bar', async ({
  page,
}) => {
  await interceptLaterChunks(page, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page
    .getByRole('link', {name: 'Invoice back office', exact: true})
    .first()
    .click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/invoice-admin\/$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test(
  'a route chunk that fails to load logs a warning and reloads the page once',
  {
    annotation: [
      allowConsole('net::ERR_FAILED'),
      allowConsole('Loading chunk'),
    ],
  },
  async ({page, consoleProblems}) => {
    await interceptLaterChunks(page, (route) => route.abort('failed'));
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page
      .getByRole('link', {name: 'Invoice back office', exact: true})
      .first()
      .click();
    // The reload brings the server-rendered page of the new route.
    await expect(page).toHaveURL(/\/docs\/invoice-admin\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Invoice back office',
    );
    await page.waitForTimeout(2000); // a reload loop would show up as more loads
    expect(loads).toBe(1);
    expect(
      consoleProblems.some((problem) => problem.startsWith('warning:')),
    ).toBe(true);
  },
);

test(
  'the base-URL banner appears when the site is served under another path',
  // The assets under the wrong path answer 404; that is what the banner is for.
  {annotation: allowConsole('status of 404 (Not Found)')},
  async ({page}) => {
    const server = await startStaticServer('build', '/wrong-base/');
    try {
      await page.goto(server.url);
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(BASE_URL);
    } finally {
      await server.close();
    }
  },
);

test(
  'a render crash shows the crash page, its message chain and a working Try again',
  {annotation: allowConsole('Simulated crash')},
  async ({page}) => {
    // A release note opened in the app renders its date: make the date
    // formatting throw, with a cause. (Served with the page, the date keeps
    // its server HTML and formats nothing.)
    await page.goto('release-note');
    await hydrated(page);
    await page.evaluate(() => {
      const Original = Intl.DateTimeFormat;
      const control = window as unknown as {restoreDates: () => void};
      control.restoreDates = () => {
        Intl.DateTimeFormat = Original;
      };
      Intl.DateTimeFormat = function () {
        throw new Error('Simulated crash', {
          cause: new Error('Simulated root cause'),
        });
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await page.locator('main a[href$="/release-note/v1.0.0"]').first().click();
    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.getByText('Simulated crash')).toBeVisible();
    await expect(page.getByText('Simulated root cause')).toBeVisible();
    await page.evaluate(() =>
      (window as unknown as {restoreDates: () => void}).restoreDates(),
    );
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  },
);

test.describe('load order (plugins/fast-load)', () => {
  test('while the app’s scripts load, the page is complete, DOMContentLoaded has fired and links work', async ({
    page,
  }) => {
    // The entry scripts are started after the first paint, not `defer`red
    // (which holds DOMContentLoaded until they have run).
    const release = await holdAppScripts(page);
    await page.goto('docs/payment-admin/', {waitUntil: 'domcontentloaded'});
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Payment back office',
    );
    await expect(page.locator('html')).not.toHaveAttribute(
      'data-has-hydrated',
      'true',
    );
    // A plain link navigation loads the next server-rendered page.
    await page
      .getByRole('main')
      .getByRole('link', {name: /refund/i})
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs\/payment-admin\/.+/);
    release();
    await hydrated(page);
  });

  test('a button clicked while the app’s scripts load does its work once the app has hydrated, once', async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await page.setViewportSize({width: 390, height: 844});
    // Not until `load`: when the entry script is requested before it, the
    // held script holds the load event too (timed out once under load).
    await page.goto('docs/payment-admin/', {waitUntil: 'domcontentloaded'});
    // The menu button toggles: clicked twice (by the loader and by the
    // app), the menu would stay closed.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.getByRole('button', {name: 'Search docs'}).click();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await hydrated(page);
    // Only the last click is replayed.
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the search button clicked while the app’s scripts load opens the dialog, ready for typing', async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await page.goto('zh-TW/docs/', {waitUntil: 'domcontentloaded'});
    await page.locator('button[aria-haspopup="dialog"]').click();
    release();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('退款');
    await expect(dialog.getByRole('option').first()).toBeVisible();
  });

  for (const shortcut of ['Control+k', '/']) {
    test(`${shortcut} pressed while the app’s scripts load opens the search dialog once the app has hydrated`, async ({
      page,
    }) => {
      const release = await holdAppScripts(page);
      await page.goto('docs/', {waitUntil: 'domcontentloaded'});
      await page.locator('main').click({position: {x: 5, y: 5}});
      await page.keyboard.press(shortcut);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      release();
      const dialog = page.getByRole('dialog', {name: 'Search'});
      await expect(dialog.getByRole('combobox')).toBeFocused();
      // Held, not typed: the box is empty.
      await expect(dialog.getByRole('combobox')).toHaveValue('');
    });
  }

  test('/ typed in a field while the app’s scripts load is typing, not the search shortcut', async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await page.goto('search', {waitUntil: 'domcontentloaded'});
    const field = page.getByRole('searchbox', {
      name: 'Search the documentation',
    });
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    release();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field).toHaveValue('a/b');
  });

  test('a guide’s scripts hold no plugin options, tslib, medium-zoom or code block', async ({
    page,
  }) => {
    // Each marker is a string of what the plugin keeps out of a guide's
    // first load: the site config's `presets` key, tslib, medium-zoom's
    // overlay class, the code block's copy button class.
    const scripts = collectScripts(page);
    await page.goto('docs/payment-admin/refund');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const code = await scripts();
    expect(code.includes('theme-admonition')).toBe(true);
    const markers = [
      'presets:',
      'Generator is already executing',
      'medium-zoom-overlay',
      'copyButtonCopied',
    ];
    expect(markers.filter((marker) => code.includes(marker))).toEqual([]);
  });

  test('a zh-TW guide’s scripts carry its own UI strings, not the whole locale’s, and later chunks bring theirs', async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await page.goto('zh-TW/docs/payment-admin/refund');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const code = await scripts();
    // As written in the source or escaped by the minifier (both strings
    // are all Han characters).
    const holds = (text: string) =>
      code.includes(text) ||
      code.includes(
        [...text]
          .map(
            (char) =>
              `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
          )
          .join(''),
      );
    // The sidebar's collapse button is on the page; "allowed values" is a
    // string of the API reference only.
    expect(holds('收合側邊欄')).toBe(true);
    expect(holds('允許的值')).toBe(false);
    // The search dialog's results code, loaded on demand, speaks zh-TW.
    await page.locator('button[aria-haspopup="dialog"]').click();
    await expect(page.getByRole('dialog').getByText('建議搜尋')).toBeVisible();
  });

  test('no base-URL banner on a correct load whose scripts arrive after DOMContentLoaded', async ({
    page,
  }) => {
    await page.route('**/assets/js/main.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('');
    await hydrated(page);
    await expect(
      page.locator('#__docusaurus-base-url-issue-banner'),
    ).toHaveCount(0);
  });

  test('linked pages are prefetched after load, but not with Save-Data', async ({
    browser,
  }) => {
    const prefetches = async (saveData: boolean): Promise<number> => {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (saveData) {
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'connection', {
            value: {effectiveType: '4g', saveData: true},
          });
        });
      }
      await page.goto('docs/payment-admin/');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const count = await page.locator('link[rel="prefetch"]').count();
      await context.close();
      return count;
    };
    expect(await prefetches(false)).toBeGreaterThan(5);
    expect(await prefetches(true)).toBe(0);
  });
});

test.describe('hydration (plugins/fast-load)', () => {
  test('the server HTML is complete in place: no pending boundary, no reveal script', async ({
    browser,
  }) => {
    // The server HTML as it is, before any script.
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('docs/payment-admin/refund');
    const pending = await page.evaluate(() =>
      document.documentElement.outerHTML.match(/<!--\$[?!]-->|\$RC|<template/g),
    );
    expect(pending).toBeNull();
    await context.close();
  });

  test('each region works once hydrated: sidebar, table of contents, content, footer', async ({
    page,
  }) => {
    await page.goto('docs/payment-admin/refund');
    await hydrated(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await sidebar
      .getByRole('button', {
        name: /expand sidebar category 'Logistics back office'/i,
      })
      .click();
    await expect(
      sidebar.getByRole('button', {
        name: /collapse sidebar category 'Logistics back office'/i,
      }),
    ).toBeVisible();
    // A client-side navigation from the footer keeps the app (no reload).
    await page.evaluate(() => {
      (window as unknown as {kept: boolean}).kept = true;
    });
    await page.getByRole('contentinfo').getByRole('link').first().click();
    await expect(page).not.toHaveURL(/payment-admin\/refund/);
    expect(
      await page.evaluate(() => (window as unknown as {kept?: boolean}).kept),
    ).toBe(true);
  });
});
