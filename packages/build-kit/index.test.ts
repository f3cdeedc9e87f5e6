import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {load} from 'cheerio';
import {writeStaticFile as writeStatic} from '@paynow-docs/docusaurus-seams/node';
import {
  admonitionLabel,
  admonitionWords,
  localeBaseUrl,
  localePath,
  otherLocaleFolders,
  routeOfPathname,
  siteFolder,
  CONTENT_ROOT,
  htmlFileOfRoute,
  htmlFilesOf,
  NOT_CONTENT,
  pageRoutes,
  sitemapEntries,
} from './index.ts';

const work = mkdtempSync(path.join(tmpdir(), 'build-kit-'));
after(() => rmSync(work, {recursive: true, force: true}));

// Docusaurus's own writer of static pages: the rule htmlFileOfRoute restates.
const writeStaticFile = writeStatic as (options: {
  content: string;
  pathname: string;
  params: {outDir: string; baseUrl: string; trailingSlash?: boolean};
}) => Promise<void>;

test('htmlFileOfRoute names the file Docusaurus writes, for every trailingSlash setting', async () => {
  const routes = [
    '/base/',
    '/base/docs',
    '/base/docs/',
    '/base/docs/payment/refund',
    '/base/search',
    '/base/404.html',
    '/base/legacy/page.htm',
    '/base/docs/中文 頁',
  ];
  let run = 0;
  for (const trailingSlash of [undefined, true, false]) {
    for (const route of routes) {
      const outDir = path.join(work, `ssg-${(run += 1)}`);
      await writeStaticFile({
        content: route,
        pathname: route,
        params: {outDir, baseUrl: '/base/', trailingSlash},
      });
      const written = readdirSync(outDir, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
      assert.deepEqual(
        [htmlFileOfRoute(outDir, '/base/', route, trailingSlash)],
        written,
        `${route} with trailingSlash ${trailingSlash}`,
      );
    }
  }
});

test('htmlFileOfRoute: a locale build has its own base URL and folder; a route outside it is an error', () => {
  assert.equal(
    htmlFileOfRoute('/out/zh-TW', '/base/zh-TW/', '/base/zh-TW/docs/refund'),
    '/out/zh-TW/docs/refund/index.html',
  );
  assert.equal(
    htmlFileOfRoute('/out', '/', '/docs/refund', false),
    '/out/docs/refund.html',
  );
  assert.equal(
    htmlFileOfRoute('/out', '/base/', '/base', false),
    '/out/index.html',
  );
  assert.throws(
    () => htmlFileOfRoute('/out', '/base/', '/other/page'),
    /"\/other\/page" is outside the base URL "\/base\/"/,
  );
});

test('pageRoutes drops the 404 page, duplicates and order', () => {
  assert.deepEqual(
    pageRoutes({
      baseUrl: '/base/',
      routesPaths: [
        '/base/search',
        '/base/404.html',
        '/base/',
        '/base/docs/a',
        '/base/search',
      ],
    }),
    ['/base/', '/base/docs/a', '/base/search'],
  );
});

test('htmlFilesOf lists .html files, sorted, without dot-folders and skipped folders', () => {
  const dir = path.join(work, 'site');
  for (const file of [
    'index.html',
    'docs/a/index.html',
    'docs/b.html',
    'docs/b.html.gz',
    'assets/js/main.js',
    '.nginx/page.html',
    'zh-TW/index.html',
    'zh-TW/docs/a/index.html',
    'docs/zh-TW/index.html',
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), '');
  }
  const relative = (files: string[]) =>
    files.map((file) => path.relative(dir, file));
  assert.deepEqual(relative(htmlFilesOf(dir, {skip: ['zh-TW']})), [
    'docs/a/index.html',
    'docs/b.html',
    'docs/zh-TW/index.html',
    'index.html',
  ]);
  assert.deepEqual(relative(htmlFilesOf(path.join(dir, 'zh-TW'))), [
    'zh-TW/docs/a/index.html',
    'zh-TW/index.html',
  ]);
  assert.ok(htmlFilesOf(dir).every((file) => path.isAbsolute(file)));
});

test('sitemapEntries reads locs and hreflang alternates, entities decoded', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://docs.example/base/docs/a?x=1&amp;y=2</loc><changefreq>weekly</changefreq>
<xhtml:link rel="alternate" hreflang="en" href="https://docs.example/base/docs/a"/>
<xhtml:link rel="alternate" hreflang="zh-TW" href="https://docs.example/base/zh-TW/docs/a"/>
</url>
<url>
  <loc>
    https://docs.example/base/
  </loc>
</url>
</urlset>`;
  assert.deepEqual(sitemapEntries(xml), [
    {
      loc: 'https://docs.example/base/docs/a?x=1&y=2',
      alternates: [
        {hreflang: 'en', href: 'https://docs.example/base/docs/a'},
        {hreflang: 'zh-TW', href: 'https://docs.example/base/zh-TW/docs/a'},
      ],
    },
    {loc: 'https://docs.example/base/', alternates: []},
  ]);
  assert.throws(
    () => sitemapEntries('<urlset><url><lastmod>x</lastmod></url></urlset>'),
    /<url> number 1 has no <loc>/,
  );
});

/** Pages shaped as theme-classic renders them. */
const PAGES = {
  doc: `<html class="docs-doc-page"><body><div class="main-wrapper"><main><div class="container"><article><nav class="theme-doc-breadcrumbs"><a>Home</a></nav><div class="theme-doc-toc-mobile">TOC</div><div class="theme-doc-markdown markdown"><header><h1>Refund</h1></header><p>Body<a class="hash-link" href="#x">#</a></p><div class="theme-copy-page"><button>Copy page</button></div><ul data-search-exclude><li>Card</li></ul></div><footer class="theme-doc-footer"><div class="theme-last-updated">Last updated</div></footer></article><nav class="pagination-nav">Next</nav></div></main></div></body></html>`,
  post: `<html class="blog-wrapper blog-post-page"><body><main><article><header><h1>Release</h1></header><div id="__blog-post-container" class="markdown"><p>Post body</p></div></article></main></body></html>`,
  mdx: `<html class="plugin-pages mdx-page"><body><main class="container"><div class="row"><div class="col"><article><div><h1>MDX</h1><p>MDX body</p></div></article><div class="theme-edit-this-page">Edit</div></div></div></main></body></html>`,
  api: `<html class="plugin-pages"><body><nav class="navbar">Menu</nav><main><article><h1>Create a payment</h1><p>API body</p></article></main></body></html>`,
};

function content(html: string): string {
  const $ = load(html);
  const root = $(CONTENT_ROOT).first();
  root.find(NOT_CONTENT.join(', ')).remove();
  return root.text();
}

test('CONTENT_ROOT finds the content of docs, blog posts, MDX and other pages; NOT_CONTENT leaves the content only', () => {
  assert.equal(content(PAGES.doc), 'RefundBody');
  assert.equal(content(PAGES.post), 'Post body');
  assert.equal(content(PAGES.mdx), 'MDXMDX body');
  assert.equal(content(PAGES.api), 'Create a paymentAPI body');
  for (const [name, html] of Object.entries(PAGES)) {
    assert.equal(load(html)(CONTENT_ROOT).length, 1, `${name}: one root`);
  }
});

test('admonitionLabel: its own title, else the default English word (caution shows as Warning)', () => {
  assert.equal(admonitionLabel('note'), 'Note');
  assert.equal(admonitionLabel('note', 'note'), 'Note');
  assert.equal(admonitionLabel('tip', ' Tip '), 'Tip');
  assert.equal(admonitionLabel('info', ''), 'Info');
  assert.equal(admonitionLabel('warning', 'warning'), 'Warning');
  assert.equal(admonitionLabel('danger', 'danger'), 'Danger');
  assert.equal(admonitionLabel('caution', 'caution'), 'Warning');
  assert.equal(admonitionLabel('caution'), 'Warning');
  assert.equal(admonitionLabel('important'), 'Important');
  assert.equal(
    admonitionLabel('warning', '  Check\u200b your\n details '),
    'Check your details',
  );
  assert.equal(admonitionLabel('note', '備註'), '備註');
});

test("admonitionWords: a locale's theme.admonition.* strings; an untitled admonition shows its word, a titled one its title", () => {
  const zh = admonitionWords({
    'theme.admonition.note': '備註',
    'theme.admonition.caution': '小心',
    'theme.admonition.tip': 'tip',
  });
  assert.equal(zh.note, '備註');
  assert.equal(zh.caution, '小心');
  // Left as the English message: the English word.
  assert.equal(zh.tip, 'Tip');
  assert.equal(zh.danger, 'Danger');
  assert.equal(admonitionLabel('note', '備註', zh), '備註');
  assert.equal(admonitionLabel('note', undefined, zh), '備註');
  assert.equal(admonitionLabel('caution', '小心', zh), '小心');
  assert.equal(admonitionLabel('note', '請先確認', zh), '請先確認');
  assert.deepEqual(admonitionWords({}), admonitionWords({'x.y': 'z'}));
  assert.equal(admonitionWords({}).caution, 'Warning');
});

test("localePath and localeBaseUrl: the default locale at the base URL, the others in <locale>/", () => {
  assert.equal(localePath('en', 'en'), '');
  assert.equal(localePath('zh-TW', 'en'), 'zh-TW/');
  assert.equal(localeBaseUrl('/base/', 'en', 'en'), '/base/');
  assert.equal(localeBaseUrl('/base/', 'zh-TW', 'en'), '/base/zh-TW/');
});

test('routeOfPathname: the route below the base URL, decoded; outside it an error', () => {
  assert.equal(routeOfPathname('/base/docs/a', '/base/'), 'docs/a');
  assert.equal(routeOfPathname('/base/', '/base/'), '');
  assert.equal(routeOfPathname('/base', '/base/'), '');
  assert.equal(
    routeOfPathname('/base/zh-TW/release-note/%E6%96%B0', '/base/'),
    'zh-TW/release-note/新',
  );
  assert.throws(() => routeOfPathname('/other/a', '/base/'), /outside the base URL/);
});

test("siteFolder and otherLocaleFolders: from a locale's outDir, the site's folder and the other locales' folders inside it", () => {
  const i18n = (currentLocale: string) => ({
    defaultLocale: 'en',
    currentLocale,
    locales: ['en', 'zh-TW'],
    localeConfigs: {
      en: {baseUrl: '/base/'},
      'zh-TW': {baseUrl: '/base/zh-TW/'},
    },
  });
  const site = path.resolve('/srv/build');
  assert.equal(siteFolder(site, i18n('en')), site);
  assert.equal(siteFolder(path.join(site, 'zh-TW'), i18n('zh-TW')), site);
  assert.deepEqual(otherLocaleFolders(site, i18n('en')), ['zh-TW']);
  assert.deepEqual(
    otherLocaleFolders(path.join(site, 'zh-TW'), i18n('zh-TW')),
    [],
  );
  assert.throws(
    () =>
      siteFolder(site, {
        ...i18n('zh-TW'),
        localeConfigs: {en: {baseUrl: '/base/'}, 'zh-TW': {baseUrl: '/tw/'}},
      }),
    /zh-TW \(\/tw\/\) is not under the site's \(\/base\/\)/,
  );
});
