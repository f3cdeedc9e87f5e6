import {test, expect} from './support/fixtures';

/** Desktop widths from the 997 px breakpoint up. */
const WIDTHS = [997, 1100, 1280, 1366, 1440, 1920];

interface Box {
  label: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  lines: number;
  clipped: boolean;
}

for (const mode of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    test(`navbar on one line at ${width} px, ${mode} mode: nothing wraps, is clipped or overlaps`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 800});
      await page.emulateMedia({colorScheme: mode});
      await page.goto('docs/payment-admin/refund');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const navbar = page.getByRole('navigation', {name: 'Main'});
      const boxes: Box[] = await navbar
        .locator('.navbar__items > *')
        .evaluateAll((entries) =>
          entries
            .filter(
              (entry) =>
                !entry.matches('.navbar__toggle') &&
                entry.getClientRects().length > 0,
            )
            .map((entry) => {
              const box = entry.getBoundingClientRect();
              // Lines of each text: the distinct tops of its line boxes.
              const walker = document.createTreeWalker(
                entry,
                NodeFilter.SHOW_TEXT,
              );
              let lines = 1;
              for (
                let node = walker.nextNode();
                node;
                node = walker.nextNode()
              ) {
                if (!node.textContent?.trim()) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                const tops = new Set(
                  Array.from(range.getClientRects())
                    .filter((rect) => rect.width > 0)
                    .map((rect) => Math.round(rect.top)),
                );
                lines = Math.max(lines, tops.size);
              }
              const clipped = [
                entry,
                ...Array.from(entry.querySelectorAll('*')),
              ].some(
                (element) =>
                  getComputedStyle(element).textOverflow === 'ellipsis' &&
                  element.scrollWidth > element.clientWidth,
              );
              return {
                label: (
                  entry.getAttribute('aria-label') ??
                  entry.textContent ??
                  ''
                ).trim(),
                left: box.left,
                right: box.right,
                top: box.top,
                bottom: box.bottom,
                lines,
                clipped,
              };
            }),
        );
      // Brand, five guide areas, search, release note, language, colour toggle.
      expect(boxes).toHaveLength(10);
      expect(boxes[0]!.label).toContain('PayNow Docs');
      const navbarBox = (await navbar.boundingBox())!;
      for (const [index, box] of boxes.entries()) {
        expect.soft(box.lines, `${box.label}: one line`).toBe(1);
        expect.soft(box.clipped, `${box.label}: not cut`).toBe(false);
        expect.soft(box.left, `${box.label}: inside`).toBeGreaterThanOrEqual(0);
        expect
          .soft(box.right, `${box.label}: inside`)
          .toBeLessThanOrEqual(width);
        expect
          .soft(box.top, `${box.label}: inside the navbar`)
          .toBeGreaterThanOrEqual(navbarBox.y);
        expect
          .soft(box.bottom, `${box.label}: inside the navbar`)
          .toBeLessThanOrEqual(navbarBox.y + navbarBox.height);
        const next = boxes[index + 1];
        if (next) {
          expect
            .soft(box.right, `${box.label} before ${next.label}`)
            .toBeLessThanOrEqual(next.left + 0.5);
        }
      }
      // The labels of the seven items are all visible, in order.
      const visible = await navbar
        .locator('.navbar__items > .navbar__item.navbar__link')
        .allInnerTexts();
      expect(visible).toEqual([
        'API technical documents',
        'Payment service',
        'Payment back office',
        'Logistics back office',
        'Invoice back office',
        'Release Note',
      ]);
      await expect(
        navbar.getByRole('button', {name: /^Search docs/}),
      ).toBeVisible();
      // One row: the navbar keeps its height.
      expect(navbarBox.height).toBeLessThanOrEqual(64);
    });
  }
}
