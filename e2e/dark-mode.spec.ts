import {axeViolations, settleAnimations} from './support/axe';
import {test, expect} from './support/fixtures';

/** Relative luminance of a computed `rgb()`/`rgba()` colour (WCAG 2.2). */
function luminance(color: string): number {
  const [r, g, b] = color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.04045
        ? channel / 12.92
        : ((channel + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const path of ['', 'docs/payment-admin/refund']) {
  test(`dark mode: the announcement bar is dark, its text and link AA (/${path})`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await settleAnimations(page);
    const colors = await bar.evaluate((element) => {
      const link = element.querySelector('a')!;
      return {
        bar: getComputedStyle(element).backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(element).color,
        link: getComputedStyle(link).color,
      };
    });
    // As dark as the page around it, not Docusaurus's white.
    expect(luminance(colors.bar)).toBeLessThan(0.05);
    expect(contrast(colors.bar, colors.page)).toBeLessThan(1.5);
    expect(contrast(colors.text, colors.bar)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.link, colors.bar)).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(page, '.theme-announcement-bar')).toEqual([]);
  });
}

test('dark mode: nothing in the page chrome stays light', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  for (const path of ['', 'docs/payment-admin/', 'docs/payment-admin/seller']) {
    await page.goto(path);
    await settleAnimations(page);
    // Every element with a background of its own: none is light.
    const light = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => element.getClientRects().length > 0)
        .flatMap((element) => {
          const color = getComputedStyle(element).backgroundColor;
          const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
          return a > 0.5 && r! > 200 && g! > 200 && b! > 200
            ? [`${element.tagName}.${element.className}: ${color}`]
            : [];
        }),
    );
    expect(light, `/${path}`).toEqual([]);
  }
});
