import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {
  currentLocaleFrom,
  hasTranslation,
  sitemapWithAlternates,
  translationSource,
} from './site.i18n.ts';

test('the current locale is the one Docusaurus names, English by default, never an unknown one', () => {
  assert.equal(currentLocaleFrom(undefined), 'en');
  // `docusaurus start` without --locale sets the variable to "undefined".
  assert.equal(currentLocaleFrom('undefined'), 'en');
  assert.equal(currentLocaleFrom('zh-TW'), 'zh-TW');
  assert.throws(() => currentLocaleFrom('zh-CN'), /en, zh-TW/);
});

test('a content file and its translation name each other', () => {
  const zh = 'i18n/zh-TW/docusaurus-plugin-content-docs/current/a/b.mdx';
  assert.equal(translationSource('docs/a/b.mdx', 'zh-TW'), zh);
  assert.equal(translationSource(zh, 'en'), 'docs/a/b.mdx');
  assert.equal(
    translationSource('blog/2026-11-22-v1.0.0.mdx', 'zh-TW'),
    'i18n/zh-TW/docusaurus-plugin-content-blog/2026-11-22-v1.0.0.mdx',
  );
  // React pages and generated pages are translated through code.json.
  assert.equal(translationSource('src/pages/index.tsx', 'zh-TW'), null);
  assert.equal(translationSource('generated/api/pet.mdx', 'zh-TW'), null);
});

function site(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-i18n-'));
  const twin = path.join(
    dir,
    'i18n/zh-TW/docusaurus-plugin-content-docs/current',
  );
  mkdirSync(twin, {recursive: true});
  writeFileSync(path.join(twin, 'done.mdx'), '');
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs/done.mdx'), '');
  writeFileSync(path.join(dir, 'docs/todo.mdx'), '');
  return dir;
}

test('hasTranslation: only guides with a zh-TW file are translated', () => {
  const dir = site();
  assert.ok(hasTranslation('docs/done.mdx', 'zh-TW', dir));
  assert.ok(!hasTranslation('docs/todo.mdx', 'zh-TW', dir));
  assert.ok(hasTranslation(undefined, 'zh-TW', dir));
});

const ROUTES = [
  {
    path: '/base/',
    component: 'layout',
    routes: [
      {
        path: '/base/docs/done',
        component: 'doc',
        metadata: {sourceFilePath: 'docs/done.mdx'},
      },
      {
        path: '/base/docs/todo',
        component: 'doc',
        metadata: {sourceFilePath: 'docs/todo.mdx'},
      },
      {path: '/base/search', component: 'search'},
    ],
  },
] as RouteConfig[];

test('sitemap: translated pages list both languages and x-default; a page in English only lists none', async () => {
  const create = sitemapWithAlternates({
    siteDir: site(),
    locales: ['en', 'zh-TW'],
    locale: 'en',
    baseUrl: '/base/',
  });
  const items = await create({
    routes: ROUTES,
    siteConfig: {} as never,
    defaultCreateSitemapItems: async () =>
      ['docs/done', 'docs/todo', 'search'].map((route) => ({
        url: `https://example.com/base/${route}`,
      })),
  });
  assert.deepEqual(items[0], {
    url: 'https://example.com/base/docs/done',
    links: [
      {lang: 'en', url: 'https://example.com/base/docs/done'},
      {lang: 'zh-TW', url: 'https://example.com/base/zh-TW/docs/done'},
      {lang: 'x-default', url: 'https://example.com/base/docs/done'},
    ],
  });
  assert.deepEqual(items[1], {url: 'https://example.com/base/docs/todo'});
  assert.equal(
    (items[2] as {links?: unknown[]}).links?.length,
    3,
    'the search page exists in both languages',
  );
});

test('sitemap: the English-only build (LOCALES=en) has no alternates', async () => {
  const create = sitemapWithAlternates({
    siteDir: site(),
    locales: ['en'],
    locale: 'en',
    baseUrl: '/base/',
  });
  const items = await create({
    routes: ROUTES,
    siteConfig: {} as never,
    defaultCreateSitemapItems: async () => [
      {url: 'https://example.com/base/docs/done'},
    ],
  });
  assert.deepEqual(items, [{url: 'https://example.com/base/docs/done'}]);
});
