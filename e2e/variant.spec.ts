import {existsSync} from 'node:fs';
import {test, expect} from './support/fixtures';
import {startStaticServer, type StaticServer} from './support/static-server';

// build-variant/ is the same site built with the optional settings on
// (`npm run build:variant`): NAVBAR_HIDE_ON_SCROLL=true,
// ANNOUNCEMENT_CLOSABLE=true and ANNOUNCEMENT_ID=survey-variant.
const VARIANT_DIR = 'build-variant';
let server: StaticServer;

test.beforeAll(async () => {
  if (!existsSync(`${VARIANT_DIR}/index.html`)) {
    throw new Error(`No ${VARIANT_DIR}/: run \`npm run build:variant\` first.`);
  }
  server = await startStaticServer(VARIANT_DIR, '/paynow-guideline/');
});

test.afterAll(async () => {
  await server.close();
});

test('hide-on-scroll: the navbar hides on scroll down and comes back on scroll up', async ({
  page,
}) => {
  await page.goto(`${server.url}docs/logistics-admin/store-management`);
  await expect(page.locator('html')).toHaveAttribute(
    'data-has-hydrated',
    'true',
  );
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toBeInViewport();
  // Docusaurus compares each scroll position with the previous one.
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(navbar).toHaveClass(/navbarHidden/, {timeout: 500});
  }).toPass();
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  await expect(navbar).toBeInViewport();
});

test('the closable announcement bar stores its dismissal and shows again for a new id', async ({
  page,
}) => {
  await page.goto(server.url);
  await expect(page.locator('html')).toHaveAttribute(
    'data-has-hydrated',
    'true',
  );
  const bar = page.getByRole('banner').filter({hasText: 'survey'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('docusaurus.announcement.id'),
      localStorage.getItem('docusaurus.announcement.dismiss'),
    ]),
  ).toEqual(['survey-variant', 'true']);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute(
    'data-has-hydrated',
    'true',
  );
  await expect(
    page.getByRole('banner').filter({hasText: 'survey'}),
  ).toHaveCount(0);

  // A dismissal stored for an earlier bar id does not hide a bar with a new id.
  await page.evaluate(() =>
    localStorage.setItem('docusaurus.announcement.id', 'survey-2022'),
  );
  await page.reload();
  await expect(
    page.getByRole('banner').filter({hasText: 'survey'}),
  ).toBeVisible();
});
