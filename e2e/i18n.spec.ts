import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {LOCALES} from '../site.settings.ts';
import {allowConsole, test, expect, hydrated} from './support/fixtures';
import {localePath, uiText} from './support/routes';
import {AREAS, localized} from '../site.areas.ts';
import {LOCALE_TEXT} from '../site.i18n.ts';

const ZH = 'zh-TW';
test.skip(!LOCALES.includes(ZH), 'the build has no zh-TW pages (LOCALES)');

const GUIDE = 'docs/payment-admin/refund';
/**
 * Names and words that stay as they are in every language: the brand, the
 * other language's own name, key names, product names, the copyright line.
 */
const SAME_IN_EVERY_LANGUAGE =
  /PayNow|Docs|English|Ctrl|\besc\b|API|ATM|\bAI\b|Copyright|RSS|Atom|Apple Pay|icash Pay|Shopify|mPOS/g;

/** The UI names that still have English words in them. */
function untranslated(names: string[]): string[] {
  return names.filter((name) =>
    /[A-Za-z]{2,}/.test(name.replace(SAME_IN_EVERY_LANGUAGE, '')),
  );
}

/** The names of the page's UI around the content: skip link, announcement, navbar, footer, and their controls. */
async function uiNames(page: Page): Promise<string[]> {
  return page
    .locator(
      [
        '[class*="skipToContent"]',
        '.theme-announcement-bar',
        '.navbar a',
        '.navbar button',
        '.navbar [aria-label]',
        'footer a',
        'footer .footer__title',
        'footer .footer__copyright',
        '.theme-doc-breadcrumbs [aria-label]',
        '.pagination-nav[aria-label]',
      ].join(', '),
    )
    .evaluateAll((elements) =>
      elements.map((element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    );
}

test('the language menu switches a guide to its zh-TW twin and back, keeping the #anchor', async ({
  page,
}) => {
  await page.goto(`${GUIDE}#submit-bank-details`);
  await hydrated(page);
  const english = page.locator('.navbar__item.dropdown', {hasText: 'English'});
  await english.hover();
  await english.getByRole('link', {name: '繁體中文'}).click();
  await expect(page).toHaveURL(
    new RegExp(`/${ZH}/${GUIDE}#submit-bank-details$`),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', ZH);
  await expect(page.locator('#submit-bank-details')).toBeInViewport();
  // The menu's links get the page's #anchor when the app runs: the server
  // HTML cannot know the anchor (the switch is a new page load).
  await hydrated(page);

  const chinese = page.locator('.navbar__item.dropdown', {hasText: '繁體中文'});
  await chinese.hover();
  const options = chinese.locator('.dropdown__menu a');
  await expect(options).toHaveText(['English', '繁體中文']);
  await chinese.getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(new RegExp(`/${GUIDE}#submit-bank-details$`));
  expect(page.url()).not.toContain(`/${ZH}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('zh-TW pages show every UI string in Chinese', () => {
  for (const route of ['', GUIDE, 'release-note', 'api/add-pet', 'search']) {
    test(`/${ZH}/${route}`, async ({page}) => {
      await page.goto(localePath(ZH, route));
      await expect(page.locator('html')).toHaveAttribute('lang', ZH);
      const names = await uiNames(page);
      expect(names.length).toBeGreaterThan(15);
      expect(untranslated(names)).toEqual([]);
    });
  }

  test(
    'the 404 page',
    {annotation: allowConsole('status of 404 (Not Found)')},
    async ({page}) => {
      const response = await page.goto(localePath(ZH, 'docs/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        uiText(ZH, 'theme.NotFound.title', 'Page Not Found'),
      );
      const names = await uiNames(page);
      expect(untranslated(names)).toEqual([]);
    },
  );

  test('a guide: sidebar, breadcrumb, pagination, navbar, footer and Copy page in Chinese', async ({
    page,
  }) => {
    await page.goto(localePath(ZH, GUIDE));
    await hydrated(page);
    const sidebar = await page
      .locator('.theme-doc-sidebar-menu a')
      .allTextContents();
    expect(sidebar.length).toBeGreaterThan(5);
    expect(untranslated(sidebar)).toEqual([]);
    // The one-page category of the API technical documents is a doc link.
    await expect(
      page.locator('.theme-doc-sidebar-menu a[href$="/docs/api-reference/"]'),
    ).toHaveText(/\p{Script=Han}/u);
    const chrome = await page
      .locator(
        [
          '.theme-doc-breadcrumbs a',
          '.theme-doc-breadcrumbs span',
          '.pagination-nav a',
          '.navbar__items a',
          'footer a',
          '.theme-copy-page button',
        ].join(', '),
      )
      .evaluateAll((elements) =>
        elements.map((element) =>
          (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ),
      );
    expect(chrome.filter(Boolean).length).toBeGreaterThan(15);
    expect(untranslated(chrome)).toEqual([]);
    await expect(
      page.getByRole('button', {
        name: uiText(ZH, 'theme.CopyPage.copy', 'Copy page'),
      }),
    ).toBeVisible();
  });

  test('the API technical documents page: its breadcrumb says the Chinese name', async ({
    page,
  }) => {
    await page.goto(localePath(ZH, 'docs/api-reference/'));
    const crumbs = await page
      .locator('.theme-doc-breadcrumbs li')
      .allTextContents();
    expect(untranslated(crumbs)).toEqual([]);
    expect(crumbs.at(-1)?.trim()).toMatch(/\p{Script=Han}/u);
  });

  test('the search dialog groups results under Chinese area names', async ({
    page,
  }) => {
    await page.goto(localePath(ZH, GUIDE));
    await hydrated(page);
    await page
      .getByRole('button', {
        name: uiText(ZH, 'pnSearch.button.label', 'Search docs'),
      })
      .click();
    const dialog = page.getByRole('dialog');
    const groups = dialog.getByRole('group');
    const names = new Set<string>();
    // The sample API reference, the guides, the release notes and the home page.
    for (const query of ['API', 'PayNow Docs']) {
      await dialog.getByRole('combobox').fill(query);
      await expect(groups.first()).toBeVisible({timeout: 15_000});
      await expect(async () => {
        const shown = await dialog
          .locator('[role="group"] > div:first-child')
          .allTextContents();
        expect(shown.length).toBeGreaterThan(1);
        for (const name of shown) names.add(name.trim());
      }).toPass();
    }
    expect([...names].length).toBeGreaterThan(3);
    expect(untranslated([...names])).toEqual([]);
    // The empty state: its message, the query echoed in it aside.
    await dialog.getByRole('combobox').fill('zzzqqq');
    await expect(groups).toHaveCount(0);
    await expect(dialog).toContainText('zzzqqq');
    const empty = await dialog.textContent();
    expect(untranslated([empty!.replace(/zzzqqq/g, '')])).toEqual([]);
  });

  test("a guide's social card names its area in Chinese", async ({request}) => {
    const html = await (await request.get(localePath(ZH, GUIDE))).text();
    const image =
      /<meta[^>]+property=["']?og:image["']?[^>]+content=["']?([^"'\s>]+)/.exec(
        html,
      )?.[1];
    expect(image).toMatch(/\/assets\/social\/[0-9a-f]+\.png$/);
    const key = /([0-9a-f]+)\.png$/.exec(image!)![1]!;
    // What the card shows, recorded when the page named it (plugins/social-cards).
    const text = JSON.parse(
      readFileSync(
        path.join('node_modules/.cache/pn-social-cards', `${key}.json`),
        'utf8',
      ),
    ) as {title: string; area: string};
    expect(text.title).toMatch(/\p{Script=Han}/u);
    expect(text.area).toBe(localized(AREAS.paymentAdmin, ZH));
  });

  test('home: tagline, announcement, tasks and reader paths', async ({
    page,
  }) => {
    await page.goto(localePath(ZH, ''));
    await expect(page.locator('header p').first()).toHaveText(
      /\p{Script=Han}/u,
    );
    await expect(page.locator('.theme-announcement-bar')).toContainText('問卷');
    for (const [id, english] of [
      ['homepage.tasks.title', 'What do you want to do?'],
      ['homepage.readers.title', 'Guides by reader'],
    ] as const) {
      await expect(
        page.getByRole('heading', {level: 2, name: uiText(ZH, id, english)}),
      ).toBeVisible();
    }
    await expect(
      page.getByRole('link', {
        name: uiText(ZH, 'homepage.task.refund', 'Refund a buyer'),
      }),
    ).toBeVisible();
  });

  test('the API reference keeps the spec in English and labels it in Chinese', async ({
    page,
  }) => {
    await page.goto(localePath(ZH, 'api/add-pet'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Add a new pet',
    );
    for (const [id, english] of [
      ['theme.api.requestBody', 'Request body'],
      ['theme.api.responses', 'Responses'],
      ['theme.api.requestSamples', 'Request samples'],
    ] as const) {
      await expect(
        page.getByRole('heading', {name: uiText(ZH, id, english)}),
      ).toBeVisible();
    }
    await expect(
      page.getByRole('button', {
        name: uiText(ZH, 'theme.CopyPage.copy', 'Copy page'),
      }),
    ).toBeVisible();
  });

  test('the API reference says in Chinese, on its introduction and every operation, that it is a sample, not a PayNow API', async ({
    page,
  }) => {
    const [before] = LOCALE_TEXT[ZH].apiNotice.split('{link}');
    for (const route of ['api/', 'api/add-pet']) {
      await page.goto(localePath(ZH, route));
      const notice = page
        .locator('main .theme-admonition')
        .filter({hasText: before!});
      await expect(notice).toBeVisible();
      await expect(
        notice.getByRole('link', {name: localized(AREAS.apiDocuments, ZH)}),
      ).toHaveAttribute('href', new RegExp(`/${ZH}/docs/api-reference/$`));
    }
    // The introduction: its own Chinese paragraph, the sidebar's and the
    // table of contents' words.
    await page.goto(localePath(ZH, 'api/'));
    await expect(
      page.getByText(LOCALE_TEXT[ZH].apiIntro, {exact: true}),
    ).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-menu a').first()).toHaveText(
      uiText(ZH, 'theme.api.introduction', 'Introduction'),
    );
    await expect(page.locator('.table-of-contents a').first()).toHaveText(
      uiText(ZH, 'theme.api.operations', 'Operations'),
    );
  });
});

test('the release notes feed of each language says its language', async ({
  request,
}) => {
  for (const [locale, path] of [
    ['en', 'release-note/rss.xml'],
    [ZH, `${ZH}/release-note/rss.xml`],
  ]) {
    const xml = await (await request.get(path!)).text();
    expect(xml).toContain(`<language>${locale}</language>`);
  }
});

test('a page links its twin in the other language and x-default, both ways (in the HTML crawlers read)', async ({
  request,
}) => {
  for (const route of [GUIDE, localePath(ZH, GUIDE)]) {
    const html = await (await request.get(route)).text();
    const alternates = [
      ...html.matchAll(/<link\b[^>]*\brel=alternate\b[^>]*>/g),
    ].flatMap(([link]) => {
      const hreflang = /\bhreflang=([^\s>]+)/.exec(link)?.[1];
      const href = /\bhref=([^\s>]+)/.exec(link)?.[1];
      return hreflang && href ? [[hreflang, new URL(href).pathname]] : [];
    });
    expect(alternates).toEqual([
      ['en', expect.stringMatching(new RegExp(`/${GUIDE}$`))],
      ['zh-TW', expect.stringMatching(new RegExp(`/${ZH}/${GUIDE}$`))],
      ['x-default', expect.not.stringContaining(`/${ZH}/`)],
    ]);
  }
});

test('Han text uses system Taiwan fonts, a taller line and text-autospace; no web font is downloaded', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto(localePath(ZH, 'markdown-page'));
  await page.waitForLoadState('networkidle');
  const style = await page
    .locator('article p')
    .first()
    .evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        family: computed.fontFamily,
        ratio: parseFloat(computed.lineHeight) / parseFloat(computed.fontSize),
        autospace: computed.getPropertyValue('text-autospace'),
      };
    });
  for (const family of [
    'PingFang TC',
    'Noto Sans CJK TC',
    'Microsoft JhengHei',
  ]) {
    expect(style.family).toContain(family);
  }
  expect(style.ratio).toBeGreaterThanOrEqual(1.7);
  expect(style.autospace).toBe('normal');
  expect(fonts).toEqual([]);
  // English pages keep their own line height.
  await page.goto('markdown-page');
  const english = await page
    .locator('article p')
    .first()
    .evaluate((element) => {
      const computed = getComputedStyle(element);
      return parseFloat(computed.lineHeight) / parseFloat(computed.fontSize);
    });
  expect(english).toBeLessThan(1.7);
});

test.describe('at 390 px nothing overflows the zh-TW pages', () => {
  test.use({viewport: {width: 390, height: 844}});
  for (const route of [
    '',
    GUIDE,
    'markdown-page',
    'release-note',
    'release-note/v1.0.0',
    'search',
    'api/add-pet',
  ]) {
    test(`/${ZH}/${route}`, async ({page}) => {
      await page.goto(localePath(ZH, route));
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(390);
    });
  }
});
