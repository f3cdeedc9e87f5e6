import type {Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {allowConsole, test, expect, hydrated} from './support/fixtures';

/** A guide and an API operation: the two docs instances that show the control. */
const PAGES = ['docs/payment-admin/refund', 'api/add-pet'] as const;

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const copyButton = (page: Page) =>
  page.getByRole('button', {name: 'Copy page', exact: true});
const status = (page: Page) => page.locator('article').getByRole('status');

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const path of PAGES) {
  test.describe(`Copy page on /${path}`, () => {
    test('is in the server HTML, beside a View as Markdown link to the .md', async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<button[^>]*>Copy page<\/button>/);
      expect(html).toContain(`>View as Markdown</a>`);
      expect(html).toMatch(new RegExp(`href=["']?[^"' >]*/${path}\\.md["' >]`));
    });

    test('copies the page Markdown, downloaded only on click, and says so', async ({
      page,
      request,
    }) => {
      const markdownRequests: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().endsWith('.md')) markdownRequests.push(sent.url());
      });
      await page.goto(path);
      await expect(copyButton(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await hydrated(page);
      expect(markdownRequests, 'no .md request before the click').toEqual([]);

      await copyButton(page).click();
      await expect(status(page)).toHaveText('Copied the page as Markdown');
      const expected = await (await request.get(`${path}.md`)).text();
      // The pointer to llms.txt, then the title.
      expect(expected).toMatch(/^> .*\(\S+\/llms\.txt\).*\n\n# \S/);
      expect(await clipboard(page)).toBe(expected);
      expect(markdownRequests).toHaveLength(1);
    });

    test('works from the keyboard', async ({page}) => {
      await page.goto(path);
      // The button works once the app has hydrated.
      await hydrated(page);
      await page.getByRole('link', {name: 'View as Markdown'}).focus();
      await page.keyboard.press('Tab');
      await expect(copyButton(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(status(page)).toHaveText('Copied the page as Markdown');
      expect(await clipboard(page)).toMatch(
        /^> .*\(\S+\/llms\.txt\).*\n\n# \S/,
      );
    });
  });
}

test(
  'a failed download says so and offers a retry that works',
  {
    // The download this test makes fail.
    annotation: allowConsole('net::ERR_INTERNET_DISCONNECTED'),
  },
  async ({page, request}) => {
    const path = PAGES[0];
    await page.route('**/*.md', (route) => route.abort('internetdisconnected'));
    await page.goto(path);
    // The button works once the app has hydrated: a click before that (the
    // boot scripts load after the first paint) does nothing at all.
    await hydrated(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyButton(page).click();
    await expect(status(page)).toHaveText(/Could not copy the page/);
    expect(await clipboard(page)).toBe('before');

    await page.unroute('**/*.md');
    const retry = page.getByRole('button', {name: 'Try again'});
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Copied the page as Markdown');
    expect(await clipboard(page)).toBe(
      await (await request.get(`${path}.md`)).text(),
    );
    await expect(retry).toHaveCount(0);
  },
);

test(
  'an HTTP error is a failure too, not an empty copy',
  {
    // The 404 this test answers for the .md file.
    annotation: allowConsole('status of 404 (Not Found)'),
  },
  async ({page}) => {
    await page.route('**/*.md', (route) =>
      route.fulfill({status: 404, body: 'Not found'}),
    );
    await page.goto(PAGES[0]);
    await hydrated(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyButton(page).click();
    await expect(status(page)).toHaveText(/Could not copy the page/);
    expect(await clipboard(page)).toBe('before');
  },
);

test('nothing moves: the title sits where the server HTML put it, before and after copying', async ({
  browser,
  page,
}) => {
  const path = PAGES[0];
  const noScript = await browser.newContext({javaScriptEnabled: false});
  const serverPage = await noScript.newPage();
  await serverPage.goto(`${test.info().project.use.baseURL}${path}`);
  const serverBox = await serverPage.locator('article h1').boundingBox();
  await noScript.close();

  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const title = page.locator('article h1');
  expect(await title.boundingBox()).toEqual(serverBox);
  await copyButton(page).click();
  await expect(status(page)).toHaveText('Copied the page as Markdown');
  expect(await title.boundingBox()).toEqual(serverBox);
});

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test(`at ${viewport.width} px the confirmation never covers the title`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(PAGES[0]);
    await hydrated(page);
    const title = page.locator('article h1');
    const before = (await title.boundingBox())!;
    await copyButton(page).click();
    await expect(status(page)).toHaveText('Copied the page as Markdown');
    const confirmation = page
      .locator('article')
      .getByText('Copied', {exact: false})
      .filter({visible: true});
    await expect(confirmation.first()).toBeVisible();
    for (const box of await confirmation.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON()),
    )) {
      const overlaps =
        box.left < before.x + before.width &&
        box.right > before.x &&
        box.top < before.y + before.height &&
        box.bottom > before.y;
      expect(overlaps, 'the confirmation and the title overlap').toBe(false);
    }
    // The title is where it was, and the topmost element at its centre.
    expect(await title.boundingBox()).toEqual(before);
    expect(
      await title.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(
          box.left + Math.min(box.width / 2, 40),
          box.top + box.height / 2,
        );
        return hit !== null && element.contains(hit);
      }),
    ).toBe(true);
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(
    `axe: the control and its messages in ${mode} mode`,
    {
      // The download this test makes fail, to scan the error message.
      annotation: allowConsole('net::ERR_INTERNET_DISCONNECTED'),
    },
    async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.route('**/*.md', (route) =>
        route.abort('internetdisconnected'),
      );
      await page.goto(PAGES[0]);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const scan = () => axeViolations(page, 'article');
      expect(await scan()).toEqual([]);
      await copyButton(page).click();
      await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
      expect(await scan()).toEqual([]);
      await page.unroute('**/*.md');
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(status(page)).toHaveText('Copied the page as Markdown');
      expect(await scan()).toEqual([]);
    },
  );
}
