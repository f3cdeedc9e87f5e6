import {test, expect, hydrated} from './support/fixtures';

test('the skip link is the first stop and moves focus to the content', async ({
  page,
}) => {
  await page.goto('docs/payment-admin/refund');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> and drops its temporary tabindex, so the
  // browser's focus navigation starting point is now the content: the next Tab
  // stop is inside <main>, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('main') !== null),
  ).toBe(true);
});

test('the announcement bar asks for the survey and has no close button', async ({
  page,
}) => {
  await page.goto('');
  const bar = page.getByRole('banner').filter({hasText: 'survey'});
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: /survey/})).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(bar.getByRole('button', {name: 'Close'})).toHaveCount(0);
});

// Spec, section 2 (Layout): "footer with a 2023 copyright line".
test('the footer shows the link columns and a 2023 copyright line', async ({
  page,
}) => {
  await page.goto('');
  const footer = page.getByRole('contentinfo');
  for (const column of ['Guides', 'Developers', 'Release Note']) {
    await expect(footer.getByText(column, {exact: true})).toBeVisible();
  }
  const copyright = footer.getByText(/copyright|©/i);
  await expect(copyright).toHaveCount(1);
  await expect(copyright).toBeVisible();
  const text = (await copyright.innerText()).trim();
  // One line naming 2023 and no other year (the template's
  // `new Date().getFullYear()` would show the year of the build).
  expect(text).not.toContain('\n');
  expect(text.match(/\b(?:19|20)\d\d\b/g)).toEqual(['2023']);
  const box = (await copyright.boundingBox())!;
  const lineHeight = await copyright.evaluate((element) =>
    parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(box.height).toBeLessThan(lineHeight * 1.5);
});

test('the table of contents lists h2 and h3 headings but not h4', async ({
  page,
}) => {
  await page.goto('markdown-page');
  const toc = page.locator('.table-of-contents');
  await expect(
    toc.getByRole('link', {name: 'Headings', exact: true}),
  ).toBeVisible();
  await expect(
    toc.getByRole('link', {name: 'A third-level heading'}),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', {level: 4, name: 'A fourth-level heading'}),
  ).toBeVisible();
  await expect(
    toc.getByRole('link', {name: 'A fourth-level heading'}),
  ).toHaveCount(0);
});

test('docs sidebar categories stay expanded and the sidebar cannot be hidden', async ({
  page,
}) => {
  await page.goto('docs/payment-admin/refund');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(
    sidebar.getByRole('link', {name: 'ATM refund', exact: false}).first(),
  ).toBeVisible();
  await sidebar
    .getByRole('button', {
      name: /expand sidebar category 'Logistics back office'/i,
    })
    .click();
  // Opening another category does not collapse the current one.
  await expect(sidebar.locator('.menu__link--active').first()).toBeVisible();
  await expect(
    page.getByRole('button', {name: 'Collapse sidebar', exact: true}),
  ).toHaveCount(0);
});

test('a Markdown image zooms on click and closes with Escape or scrolling', async ({
  page,
}) => {
  await page.goto('markdown-page');
  await hydrated(page);
  const image = page.locator('article img').first();
  const zoomed = page.locator('.medium-zoom-image--opened');
  const open = () =>
    // The plugin attaches medium-zoom a moment after each route renders.
    expect(async () => {
      await image.click();
      await expect(zoomed).toBeVisible({timeout: 500});
    }).toPass();
  // Keys and scrolling close it once its opening animation has finished.
  const closeWith = (action: () => Promise<void>) =>
    expect(async () => {
      await action();
      await expect(zoomed).toHaveCount(0, {timeout: 500});
    }).toPass();

  await open();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await closeWith(() => page.keyboard.press('Escape'));
  await open();
  // Scrolling past the configured scrollOffset (160 px) closes it too.
  await closeWith(() => page.mouse.wheel(0, 400));
});

test('Flow diagrams render as text: step labels are in the DOM', async ({
  page,
}) => {
  await page.goto('markdown-page');
  const diagram = page.getByRole('group', {
    name: 'How a guide page is published',
  });
  await expect(diagram).toBeVisible();
  const labels = await diagram
    .locator('li > div > span:first-child')
    .allTextContents();
  expect(labels).toEqual([
    'Write the page in docs/',
    'Run npm test',
    'Did the checks pass?',
    'Merge and deploy',
    'Fix the page and run the tests again',
  ]);
  await expect(diagram.getByText('Yes', {exact: true})).toBeVisible();
});
