import {test, expect} from './support/fixtures';

/** The section index pages: each lists the pages of its section. */
const SECTIONS = [
  'docs/payment-service/',
  'docs/payment-service/online-payment/',
  'docs/payment-service/mobile-payment/',
  'docs/payment-admin/',
  'docs/logistics-admin/',
  'docs/invoice-admin/',
  'docs/important-information/',
];

for (const width of [1280, 390]) {
  for (const path of SECTIONS) {
    test(`/${path} at ${width} px: its pages once each, with full title and description, in one form`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await page.goto(path);
      const content = page.locator('.theme-doc-markdown');
      const heading = content.getByRole('heading', {
        level: 2,
        name: 'Pages in this section',
      });
      await expect(heading).toHaveCount(1);
      // The cards come right after the heading: no other list of the pages.
      const next = await heading.evaluate(
        (element) => element.nextElementSibling?.outerHTML.slice(0, 200) ?? '',
      );
      expect(next).toContain('theme-doc-card-container');

      const cards = await content
        .locator('.theme-doc-card-container')
        .evaluateAll((links) =>
          links.map((link) => {
            const title = link.querySelector<HTMLElement>(
              '.theme-doc-card-title',
            )!;
            const description = link.querySelector<HTMLElement>(
              '.theme-doc-card-description',
            );
            const cut = (element: HTMLElement | null) =>
              element !== null &&
              (element.scrollWidth > element.clientWidth + 1 ||
                element.scrollHeight > element.clientHeight + 1);
            return {
              href: link.getAttribute('href')!,
              title: title.textContent!.trim(),
              description: description?.textContent?.trim() ?? '',
              cut: cut(title) || cut(description),
            };
          }),
        );
      expect(cards.length).toBeGreaterThanOrEqual(2);
      const hrefs = await content
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const card of cards) {
        expect.soft(card.cut, `${card.title}: not truncated`).toBe(false);
        expect
          .soft(card.description, `${card.title}: its page's description`)
          .toMatch(/\w+ \w+ \w+/);
        expect
          .soft(card.description, `${card.title}: not an item count`)
          .not.toMatch(/^\d+ items?$/);
        expect
          .soft(
            hrefs.filter((href) => href === card.href),
            `${card.href} listed once`,
          )
          .toHaveLength(1);
      }
    });
  }
}
