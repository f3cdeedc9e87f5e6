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

test('a preview build (PREVIEW=true, as the Pages deploy) says noindex on every page; the production build does not', async ({
  page,
}) => {
  for (const route of ['', 'docs/payment-admin/refund', 'release-note']) {
    await page.goto(`${variant.url()}${route}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      /noindex/,
    );
    await page.goto(route || './');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
});
