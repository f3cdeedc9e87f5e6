import {test, expect} from './support/fixtures';

/** A guide with a flow diagram, tables and links to other pages. */
const GUIDE = 'docs/logistics-admin/store-management';

test.describe('a guide printed', () => {
  // A browser lays a printed page out at the paper's width: A4 at 96 dpi.
  test.use({viewport: {width: 794, height: 1123}});

  test.beforeEach(async ({page}) => {
    await page.goto(GUIDE);
    await page.emulateMedia({media: 'print'});
  });

  test('shows the content only: no navbar, sidebar, TOC, announcement bar, breadcrumbs or Copy page row', async ({
    page,
  }) => {
    for (const selector of [
      '.navbar',
      '.theme-announcement-bar',
      '.theme-doc-sidebar-container',
      '.theme-doc-toc-desktop',
      '.theme-doc-toc-mobile',
      '.theme-doc-breadcrumbs',
      '.theme-copy-page',
      '.pagination-nav',
      'footer.footer',
    ]) {
      const element = page.locator(selector).first();
      if ((await element.count()) > 0) {
        await expect(element, selector).toBeHidden();
      }
    }
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
    await expect(page.locator('article h1')).toBeVisible();
    // The content takes the page's width.
    const article = (await page.locator('article').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(article.width).toBeGreaterThan(viewport.width * 0.85);
    // Nothing of it is cut off at the edges of the paper.
    const title = (await page.locator('article h1').boundingBox())!;
    expect(title.x).toBeGreaterThanOrEqual(0);
    expect(article.x).toBeGreaterThanOrEqual(0);
    expect(article.x + article.width).toBeLessThanOrEqual(viewport.width);
  });

  test('links show their target after their text', async ({page}) => {
    const links = await page
      .locator('.theme-doc-markdown a[href]:not(.hash-link)')
      .evaluateAll((elements) =>
        elements.map((element) => ({
          href: element.getAttribute('href')!,
          after: getComputedStyle(element, '::after').content,
        })),
      );
    const targets = links.filter((link) => !link.href.startsWith('#'));
    expect(targets.length).toBeGreaterThan(3);
    for (const link of targets) {
      expect(link.after, link.href).toBe(`" (${link.href})"`);
    }
  });

  test('tables and flow diagrams are whole and not cut across pages', async ({
    page,
  }) => {
    const blocks = await page
      .locator('.theme-doc-markdown')
      .locator('table, [role="group"]')
      .evaluateAll((elements) =>
        elements.map((element) => ({
          tag: element.tagName,
          breakInside: getComputedStyle(element).breakInside,
          cut: element.scrollWidth > element.clientWidth + 1,
          width: element.getBoundingClientRect().width,
        })),
      );
    expect(blocks.some((block) => block.tag === 'TABLE')).toBe(true);
    expect(blocks.some((block) => block.tag === 'DIV')).toBe(true);
    for (const block of blocks) {
      expect(block.breakInside, block.tag).toBe('avoid');
      expect(block.cut, `${block.tag} fits the page width`).toBe(false);
    }
  });

  test('prints to PDF', async ({page}) => {
    const pdf = await page.pdf({format: 'A4', printBackground: true});
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});
