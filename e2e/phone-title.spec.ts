import {test, expect, hydrated} from './support/fixtures';

test.use({viewport: {width: 390, height: 844}});

/** Guides of each kind: a short one, a long one with a table of contents, a section page, an API operation. */
const PAGES = [
  'docs/payment-admin/refund',
  'docs/payment-admin/seller',
  'docs/logistics-admin/store-management',
  'docs/payment-admin/',
  'api/add-pet',
];

for (const path of PAGES) {
  test(`on a 390 px phone the title of /${path} is in the first 200 px`, async ({
    page,
  }) => {
    await page.goto(path);
    const title = page.locator('article h1');
    const box = (await title.boundingBox())!;
    const lineHeight = await title.evaluate((element) =>
      parseFloat(getComputedStyle(element).lineHeight),
    );
    // Its whole first line, under the announcement bar and the navbar.
    expect(box.y + lineHeight).toBeLessThanOrEqual(200);
    await expect(title).toBeInViewport();
    // The controls above it still work: the table of contents opens at full
    // width, and Copy page stays in reach.
    await hydrated(page);
    const toc = page.locator('.theme-doc-toc-mobile');
    if ((await toc.count()) > 0) {
      await toc.getByRole('button', {name: 'On this page'}).click();
      const list = toc.locator('ul').first();
      await expect(list).toBeVisible();
      const listBox = (await list.boundingBox())!;
      expect(listBox.width).toBeGreaterThan(300);
    }
    const copyRow = page.locator('.theme-copy-page');
    await expect(
      copyRow.getByRole('button', {name: 'Copy page', exact: true}),
    ).toBeVisible();
    // Nothing on the line above the title overlaps the Copy page row.
    const row = (await copyRow.boundingBox())!;
    for (const other of [
      toc.getByRole('button', {name: 'On this page'}),
      page.locator('.theme-doc-breadcrumbs'),
    ]) {
      if (!(await other.isVisible())) continue;
      const box = (await other.boundingBox())!;
      const apart =
        box.x + box.width <= row.x ||
        box.y + box.height <= row.y ||
        box.y >= row.y + row.height;
      expect(apart, 'beside the Copy page row, not under it').toBe(true);
    }
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
  });
}
