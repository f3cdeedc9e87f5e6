import {execFileSync} from 'node:child_process';
import {holdAppScripts, hydrated, test, expect} from './support/fixtures';
import {sitemapRoutes} from './support/sitemap';
import {BASE_URL, SITE_URL} from '../site.settings.ts';

const CARD_PREFIX = `${SITE_URL}${BASE_URL}assets/social/`;

/** The served path of an absolute URL of the public site. */
const served = (url: string) => url.slice(`${SITE_URL}${BASE_URL}`.length);

function meta(
  html: string,
  attribute: 'property' | 'name',
  key: string,
): string | undefined {
  const tag = new RegExp(
    `<meta[^>]*\\b${attribute}=["']?${key}["'\\s][^>]*>`,
  ).exec(html)?.[0];
  return tag
    ? /\bcontent=("([^"]*)"|'([^']*)'|([^\s>]+))/
        .exec(tag)
        ?.slice(2)
        .find(Boolean)
    : undefined;
}

test('every page has a social card: og:image of 1200×630 PNG, twitter:card and twitter:image', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const cards = new Map<string, string>();
  for (const route of sitemapRoutes()) {
    const html = await (await request.get(route)).text();
    const image = meta(html, 'property', 'og:image');
    expect(image, `/${route} og:image`).toMatch(
      new RegExp(`^${CARD_PREFIX}[0-9a-f]{16}\\.png$`),
    );
    expect(meta(html, 'name', 'twitter:card'), `/${route}`).toBe(
      'summary_large_image',
    );
    expect(meta(html, 'name', 'twitter:image'), `/${route}`).toBe(image);
    cards.set(route, image!);
  }
  for (const image of new Set(cards.values())) {
    const response = await request.get(served(image));
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([
      1200, 630,
    ]);
  }
  // A card per page: the home page and each guide have their own.
  expect(cards.get('')).not.toBe(cards.get('docs/payment-admin/refund'));
  expect(cards.get('docs/payment-admin/refund')).not.toBe(
    cards.get('docs/payment-admin/seller'),
  );
  expect(cards.get('api/add-pet')).not.toBe(cards.get('api/update-pet'));
});

test('the release-note feeds are linked from the head and are valid RSS and Atom', async ({
  page,
  request,
}) => {
  await page.goto('docs/payment-admin/refund');
  const rss = page.locator(
    'head link[rel="alternate"][type="application/rss+xml"]',
  );
  const atom = page.locator(
    'head link[rel="alternate"][type="application/atom+xml"]',
  );
  await expect(rss).toHaveAttribute('href', `${BASE_URL}release-note/rss.xml`);
  await expect(atom).toHaveAttribute(
    'href',
    `${BASE_URL}release-note/atom.xml`,
  );

  const rssXml = await (await request.get('release-note/rss.xml')).text();
  expect(rssXml).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2\.0"/);
  expect(rssXml).toContain(
    `<link>${SITE_URL}${BASE_URL}release-note/v1.0.0</link>`,
  );
  const atomXml = await (await request.get('release-note/atom.xml')).text();
  expect(atomXml).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
  expect(atomXml).toContain(`href="${SITE_URL}${BASE_URL}release-note/v1.0.0"`);
  // Both parse as XML in the browser.
  for (const xml of [rssXml, atomXml]) {
    const error = await page.evaluate(
      (text) =>
        new DOMParser()
          .parseFromString(text, 'application/xml')
          .querySelector('parsererror')?.textContent ?? null,
      xml,
    );
    expect(error).toBeNull();
  }
});

test('a guide shows the date of its last commit', async ({page}) => {
  const committed = Number(
    execFileSync(
      'git',
      // As Docusaurus reads it: the file's history followed, merges aside.
      [
        'log',
        '-1',
        '--follow',
        '--format=%ct',
        '--',
        'docs/payment-admin/refund.mdx',
      ],
      {
        encoding: 'utf8',
      },
    ).trim(),
  );
  expect(committed).toBeGreaterThan(0);
  await page.goto('docs/payment-admin/refund');
  const time = page.locator('.theme-last-updated time');
  await expect(time).toBeVisible();
  expect(Date.parse((await time.getAttribute('datetime'))!) / 1000).toBe(
    committed,
  );
  await expect(page.locator('.theme-last-updated')).toContainText(
    'Last updated on',
  );
});

for (const {page: kind, path, line, text} of [
  {
    page: 'a guide',
    path: 'docs/payment-admin/refund',
    line: '.theme-last-updated',
    text: /^Last updated on \w{3} \d{1,2}, \d{4}$/,
  },
  {
    page: 'a release note',
    path: 'release-note/v1.0.0',
    line: 'article header time',
    text: /^\w+ \d{1,2}, \d{4}$/,
  },
]) {
  test(`${kind} boots without building a date formatter or a collator: its date stays as served`, async ({
    page,
  }) => {
    // The first Intl object of a page loads the browser's ICU data: 12–15 ms
    // of main thread, 50–60 ms at 4× CPU, in one task of the boot.
    await page.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, {pnIntlBuilt: built});
      const trap = <T extends object>(name: string, target: T): T =>
        new Proxy(target, {
          construct(original, args: unknown[]) {
            built.push(name);
            return Reflect.construct(original as never, args) as object;
          },
          apply(original, self, args: unknown[]) {
            built.push(name);
            return Reflect.apply(original as never, self, args) as unknown;
          },
        });
      Intl.DateTimeFormat = trap('Intl.DateTimeFormat', Intl.DateTimeFormat);
      Intl.Collator = trap('Intl.Collator', Intl.Collator);
      String.prototype.localeCompare = trap(
        'localeCompare',
        String.prototype.localeCompare,
      );
    });
    // The entry script waits until the served line is noted.
    const release = await holdAppScripts(page);
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    await page.evaluate(
      (selector) =>
        Object.assign(window, {pnServedLine: document.querySelector(selector)}),
      line,
    );
    release();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const after = await page.evaluate((selector) => {
      const {pnServedLine, pnIntlBuilt} = window as unknown as {
        pnServedLine: Element | null;
        pnIntlBuilt: string[];
      };
      return {
        kept: pnServedLine?.isConnected,
        shown: document.querySelector(selector)?.textContent,
        built: pnIntlBuilt,
      };
    }, line);
    expect(after.kept).toBe(true);
    expect(after.shown).toMatch(text);
    expect(after.built).toEqual([]);
  });
}

test('docs and API pages point to their Markdown copy from the head', async ({
  page,
}) => {
  for (const path of ['docs/payment-admin/refund', 'api/add-pet']) {
    await page.goto(path);
    await expect(
      page.locator('head link[rel="alternate"][type="text/markdown"]'),
    ).toHaveAttribute('href', `${BASE_URL}${path}.md`);
  }
});
