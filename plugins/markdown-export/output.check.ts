/**
 * Checks of the Markdown export in the current build (`npm run build && npm
 * run test:markdown`): every docs page, API page and release note has a
 * clean `.md` copy, and llms.txt, llms-full.txt and robots.txt list them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {BASE_URL, LOCALES, SITE_URL} from '../../site.settings.ts';
import {findHtml} from './convert.ts';
import {markdownUrlOf} from './markdownUrl.ts';

const BUILD = join(dirname(fileURLToPath(import.meta.url)), '../../build');

function built(path: string): string {
  const file = join(BUILD, path);
  if (!existsSync(file)) {
    throw new Error(
      `${path} is not in the build: run \`npm run build\` first.`,
    );
  }
  return readFileSync(file, 'utf8');
}

/** Each built locale's path below the base URL: `` for the default, `zh-TW/`. */
const LOCALE_PATHS = LOCALES.map((locale) =>
  locale === LOCALES[0] ? '' : `${locale}/`,
);

/** Routes (with the base URL) of a locale's pages that must have a Markdown copy. */
function exportedRoutes(localePath = ''): string[] {
  const sitemap = built(`${localePath}sitemap.xml`);
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  return routes.filter((route) => {
    const path = route.slice(`${BASE_URL}${localePath}`.length);
    if (/^(docs|api)(\/|$)/.test(path)) return true;
    if (!path.startsWith('release-note/')) return false;
    const html = built(`${localePath}${path}/index.html`);
    return /<html[^>]*class="[^"]*blog-post-page/.test(html);
  });
}

const mdPath = (route: string) => markdownUrlOf(route).slice(BASE_URL.length);

for (const localePath of LOCALE_PATHS) {
  test(`every docs page, API page and release note of /${localePath} has its .md`, () => {
    const routes = exportedRoutes(localePath);
    assert.ok(routes.length > 40, `only ${routes.length} routes`);
    assert.ok(routes.some((route) => route.includes('/api/')));
    assert.ok(routes.some((route) => route.includes('/release-note/')));
    for (const route of routes) {
      assert.ok(route.startsWith(`${BASE_URL}${localePath}`), route);
      assert.ok(
        existsSync(join(BUILD, mdPath(route))),
        `${route}: no ${mdPath(route)}`,
      );
    }
  });
}

test('no .md file has HTML outside code, or JSX', () => {
  const files = readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.md'),
  );
  assert.ok(files.length > 40);
  for (const file of files) {
    const markdown = readFileSync(join(BUILD, file), 'utf8');
    assert.deepEqual(findHtml(markdown), [], file);
    assert.doesNotMatch(
      markdown,
      /^import |^export |<[A-Z][A-Za-z]*[\s/>]/m,
      file,
    );
  }
});

test('the refund guide: its Flow as numbered steps, GFM tables, a labelled note, Chinese labels', () => {
  const markdown = built('docs/payment-admin/refund.md');
  assert.match(
    markdown,
    /^# ATM refund for buyers\n\n> .+\n\nSource: https?:\/\/\S+\/docs\/payment-admin\/refund\n/,
  );
  assert.match(
    markdown,
    /\*\*Buyer refund for an ATM payment\*\*\n\n1\. Buyer receives the refund e-mail/,
  );
  assert.match(markdown, /\n4\. Buyer clicks Refund review \(退款審核\)\n/);
  assert.match(markdown, /\| Field \| What to do \|\n\| --- \| --- \|\n/);
  assert.match(
    markdown,
    /\n> \*\*Note:\*\* Check the current value on the refund screen/,
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

test('llms.txt follows llmstxt.org and lists every exported page once', () => {
  const text = built('llms.txt');
  const lines = text.split('\n');
  assert.equal(lines[0], '# PayNow Docs');
  assert.match(lines[2]!, /^> \S/);
  const sections = lines.filter((line) => line.startsWith('## '));
  for (const section of [
    '## Start here',
    '## Payment back office',
    '## Logistics back office',
    '## Invoice back office',
    '## API reference',
    '## Release notes',
  ]) {
    assert.ok(
      sections.includes(section),
      `${section} in ${sections.join(', ')}`,
    );
  }
  const entries = lines.filter((line) => line.startsWith('- '));
  for (const entry of entries) {
    assert.match(entry, /^- \[[^\]]+\]\(https?:\/\/\S+\.md\)(: \S.*)?$/);
  }
  for (const route of exportedRoutes()) {
    const url = `${SITE_URL}${markdownUrlOf(route)}`;
    assert.equal(
      entries.filter((entry) => entry.includes(`](${url})`)).length,
      1,
      url,
    );
  }
});

for (const localePath of LOCALE_PATHS.slice(1)) {
  test(`/${localePath}llms.txt lists every exported page of /${localePath} once`, () => {
    const entries = built(`${localePath}llms.txt`)
      .split('\n')
      .filter((line) => line.startsWith('- '));
    for (const route of exportedRoutes(localePath)) {
      const url = `${SITE_URL}${markdownUrlOf(route)}`;
      assert.equal(
        entries.filter((entry) => entry.includes(`](${url})`)).length,
        1,
        url,
      );
    }
  });
}

test('llms-full.txt holds every page in the order of llms.txt', () => {
  const full = built('llms-full.txt');
  const urls = [...built('llms.txt').matchAll(/\]\((\S+)\.md\)/g)].map(
    (match) => `Source: ${match[1]}`,
  );
  let last = -1;
  for (const source of urls) {
    // `…/payment-admin.md` is the copy of the section page `…/payment-admin/`.
    const candidates = [source, `${source}/`];
    const at = Math.max(
      ...candidates.map((candidate) => full.indexOf(`${candidate}\n`)),
    );
    assert.ok(at > last, `${source} after the previous page`);
    last = at;
  }
});

test('robots.txt allows all and names the absolute sitemap', () => {
  const robots = built('robots.txt');
  assert.match(robots, /^User-agent: \*\nAllow: \/\n/);
  assert.match(
    robots,
    new RegExp(`\nSitemap: ${SITE_URL}${BASE_URL}sitemap\\.xml\n`),
  );
});
