import type {Page} from '@playwright/test';
import {hydrated, test, expect} from './support/fixtures';

/** The selectors and custom properties of the page's stylesheets, at-rules opened. */
async function styleRules(page: Page) {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const properties = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          selectors.push(rule.selectorText);
          for (const name of Array.from(rule.style)) {
            if (name.startsWith('--')) properties.add(name);
          }
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    const sheets = Array.from(
      document.querySelectorAll('link[rel="stylesheet"]'),
    ).map((link) => (link as HTMLLinkElement).sheet);
    for (const sheet of sheets) if (sheet) visit(sheet.cssRules);
    return {
      sheets: sheets.length,
      loaded: sheets.filter(Boolean).length,
      selectors,
      properties: [...properties],
    };
  });
}

for (const locale of ['', 'zh-TW/']) {
  test(`${locale || 'en'}: the stylesheet has the rules the pages use and not Infima's unused components`, async ({
    page,
  }) => {
    await page.goto(`${locale}docs/payment-service/`);
    await hydrated(page);
    const {sheets, loaded, selectors, properties} = await styleRules(page);
    expect(sheets).toBeGreaterThan(0);
    expect(loaded).toBe(sheets);
    const having = (name: string) =>
      selectors.some((selector) =>
        new RegExp(`\\.${name}(?![\\w-])`).test(selector),
      );
    // Used: the sidebar, the navbar, cards, admonitions, the grid.
    for (const used of [
      'menu__link',
      'navbar__item',
      'card',
      'alert--info',
      'col--6',
      'theme-doc-sidebar-container',
    ]) {
      expect(having(used), used).toBe(true);
    }
    // No page has pills, pagination, badges or avatars.
    for (const unused of [
      'pills__item--active',
      'pagination__link',
      'badge--primary',
      'avatar__photo--lg',
    ]) {
      expect(having(unused), unused).toBe(false);
    }
    expect(properties).toContain('--ifm-color-primary');
    expect(properties).not.toContain('--ifm-color-primary-lightest');
    // What is left still styles the page.
    await expect(page.locator('nav.navbar')).toHaveCSS('position', 'sticky');
  });
}
