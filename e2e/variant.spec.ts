import {load} from 'cheerio';
import {test, expect, hydrated} from './support/fixtures';
import {serveVariantBuild} from './support/variant';

// The optional settings, in the variant build (see support/variant.ts).
const variant = serveVariantBuild();

test('hide-on-scroll: the navbar hides on scroll down and comes back on scroll up', async ({
  page,
}) => {
  await page.goto(`${variant.url()}docs/logistics-admin/store-management`);
  await hydrated(page);
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
  await page.goto(variant.url());
  await hydrated(page);
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
  await hydrated(page);
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

// The served HTML, as a crawler reads it (no script runs: a page left
// mid-prefetch would report the next origin's CSP against its requests).
test('a preview build (PREVIEW=true, as the Pages deploy) says noindex on every page; the production build does not', async ({
  request,
}) => {
  const robots = async (url: string) =>
    load(await (await request.get(url)).text())('meta[name="robots"]').attr(
      'content',
    );
  for (const route of ['', 'docs/payment-admin/refund', 'release-note']) {
    expect(await robots(`${variant.url()}${route}`)).toMatch(/noindex/);
    expect(await robots(route || './')).toBeUndefined();
  }
});
