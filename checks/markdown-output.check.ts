/**
 * Checks of this site's Markdown export in the current build (`npm run build
 * && npm run test:markdown`): every docs page, API page and release note of
 * each locale has its `.md` copy and is listed once in llms.txt, in the same
 * order in llms-full.txt, and the copies of two pages read as expected. That
 * no copy holds HTML is checked by the build itself (pn-markdown-export
 * fails it), the llms.txt/robots.txt formats by the plugin's unit tests.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  htmlFileOfRoute,
  localePath,
  sitemapEntries,
} from '@paynow-docs/build-kit';
import {markdownUrlOf} from '@paynow-docs/markdown-export/markdownUrl';
import {BUILD, built} from './built.ts';
import {BASE_URL, LOCALES, SITE_URL} from '../site.settings.ts';

/** Each built locale's path below the base URL: `` for the default, `zh-TW/`. */
const LOCALE_PATHS = LOCALES.map((locale) => localePath(locale, LOCALES[0]));

/** Routes (with the base URL) of a locale's pages that must have a Markdown copy. */
function exportedRoutes(localePath = ''): string[] {
  const routes = sitemapEntries(built(`${localePath}sitemap.xml`)).map(
    (entry) => new URL(entry.loc).pathname,
  );
  return routes.filter((route) => {
    const path = route.slice(`${BASE_URL}${localePath}`.length);
    if (/^(docs|api)(\/|$)/.test(path)) return true;
    if (!path.startsWith('release-note/')) return false;
    const html = readFileSync(htmlFileOfRoute(BUILD, BASE_URL, route), 'utf8');
    return /<html[^>]*class="[^"]*blog-post-page/.test(html);
  });
}

const mdPath = (route: string) => markdownUrlOf(route).slice(BASE_URL.length);

for (const localePath of LOCALE_PATHS) {
  test(`every docs page, API page and release note of /${localePath} has its .md, listed once in its llms.txt`, () => {
    const routes = exportedRoutes(localePath);
    assert.ok(routes.length > 40, `only ${routes.length} routes`);
    assert.ok(routes.some((route) => route.includes('/api/')));
    assert.ok(routes.some((route) => route.includes('/release-note/')));
    const entries = built(`${localePath}llms.txt`)
      .split('\n')
      .filter((line) => line.startsWith('- '));
    for (const route of routes) {
      assert.ok(route.startsWith(`${BASE_URL}${localePath}`), route);
      assert.ok(
        existsSync(join(BUILD, mdPath(route))),
        `${route}: no ${mdPath(route)}`,
      );
      const url = `${SITE_URL}${markdownUrlOf(route)}`;
      assert.equal(
        entries.filter((entry) => entry.includes(`](${url})`)).length,
        1,
        url,
      );
    }
  });

  test(`/${localePath}llms-full.txt holds every page in the order of llms.txt`, () => {
    const full = built(`${localePath}llms-full.txt`);
    const urls = [
      ...built(`${localePath}llms.txt`).matchAll(/\]\((\S+)\.md\)/g),
    ].map((match) => `Source: ${match[1]}`);
    assert.ok(urls.length > 40);
    let last = -1;
    for (const source of urls) {
      // `…/payment-admin.md` is the copy of the section page `…/payment-admin/`.
      const at = Math.max(
        ...[source, `${source}/`].map((candidate) =>
          full.indexOf(`${candidate}\n`),
        ),
      );
      assert.ok(at > last, `${source} after the previous page`);
      last = at;
    }
  });
}

test('llms.txt has the site title and a section per area', () => {
  const lines = built('llms.txt').split('\n');
  assert.equal(lines[0], '# PayNow Docs');
  const sections = lines.filter((line) => line.startsWith('## '));
  for (const section of [
    '## Start here',
    '## Payment back office',
    '## Logistics back office',
    '## Invoice back office',
    '## API reference',
    '## Release Note',
  ]) {
    assert.ok(
      sections.includes(section),
      `${section} in ${sections.join(', ')}`,
    );
  }
});

test('the refund guide: its Flow as numbered steps, GFM tables, a labelled note, Chinese labels', () => {
  const markdown = built('docs/payment-admin/refund.md');
  assert.match(
    markdown,
    /^> Documentation index: \[llms\.txt\]\(https?:\/\/\S+\/llms\.txt\) .+\n\n# ATM refund for buyers\n\n> .+\n\nSource: https?:\/\/\S+\/docs\/payment-admin\/refund\n/,
  );
  assert.match(
    markdown,
    /\*\*Refund for an ATM payment\*\*\n\n1\. You receive the refund e-mail/,
  );
  assert.match(markdown, /\n4\. Click Refund review \(退款審核\)\n/);
  assert.match(markdown, /\| Field \| What to enter \|\n\| -+ \| -+ \|\n/);
  assert.match(
    markdown,
    /\n> \*\*Note:\*\* The refund screen shows the details that apply to your refund/,
  );
  assert.match(
    markdown,
    /\[Buyer flows\]\(https?:\/\/\S+\/docs\/important-information\/buyer\)/,
  );
});

test('an API page: method, path, parameters or body, responses and one curl sample', () => {
  const markdown = built('api/add-pet.md');
  assert.match(markdown, /\nPOST `\/pet`\n/);
  assert.match(markdown, /\n## Request body/);
  assert.match(markdown, /\n## Responses\n/);
  assert.match(markdown, /\n### 200 OK\n/);
  const samples = markdown.slice(markdown.indexOf('## Request samples'));
  assert.equal(samples.match(/^```bash$/gm)?.length, 1, samples);
  assert.match(samples, /curl --request POST/);
  assert.doesNotMatch(markdown, /import requests|HttpClient|<\?php/);
});
