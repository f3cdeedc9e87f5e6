import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  mkdtemp,
  mkdir,
  readdir,
  readFile,
  rm,
  writeFile,
} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import searchPlugin, {
  INDEX_URL_PLACEHOLDER,
  validateOptions,
  type Options,
  type PluginOptions,
} from './index.ts';

function validate(options: Options): PluginOptions {
  return validateOptions({
    options,
    validate: (schema, value) =>
      normalizePluginOptions(
        schema as Parameters<typeof normalizePluginOptions>[0],
        value as Parameters<typeof normalizePluginOptions>[1],
      ) as unknown as PluginOptions,
  });
}

test('options: defaults for a site that sets nothing', () => {
  const options = validate({});
  assert.equal(options.searchPagePath, 'search');
  assert.deepEqual(options.suggestedQueries, []);
  assert.equal(options.hitsPerPage, 10);
  assert.equal(options.algolia, null);
  assert.deepEqual(options.docsPluginIds, ['default']);
  assert.deepEqual(options.areas, {docs: {}, blog: 'Blog', pages: 'Pages'});
  assert.deepEqual(options.excludedRoutes, []);
});

test('options: the site vocabulary is kept, partial areas are completed', () => {
  const options = validate({
    suggestedQueries: ['refund'],
    docsPluginIds: ['default', 'api'],
    areas: {docs: {api: 'API reference'}, blog: 'Release notes'},
    excludedRoutes: ['markdown-page'],
  });
  assert.deepEqual(options.areas, {
    docs: {api: 'API reference'},
    blog: 'Release notes',
    pages: 'Pages',
  });
  assert.deepEqual(options.docsPluginIds, ['default', 'api']);
});

test('options: mistakes are refused with a message naming them', () => {
  const cases: [Options, RegExp][] = [
    [
      {areas: {docs: {api: 'API reference'}}},
      /areas\.docs names docs plugin ids that are not in docsPluginIds \(default\): api/,
    ],
    [{docsPluginIds: []}, /docsPluginIds/],
    [{docsPluginIds: ['default', 'default']}, /duplicate/],
    [{docsPluginIds: ['no spaces']}, /docsPluginIds/],
    [{areas: {blog: ''}}, /areas\.blog/],
    [{excludedRoutes: ['/markdown-page']}, /excludedRoutes/],
    [{searchPagePath: '/search'}, /searchPagePath/],
    [{suggestedQueries: ['']}, /suggestedQueries/],
    [{hitsPerPage: 0}, /hitsPerPage/],
    [{algolia: {appId: 'A'} as Options['algolia']}, /algolia\.apiKey/],
  ];
  for (const [options, message] of cases) {
    assert.throws(() => validate(options), message, JSON.stringify(options));
  }
});

/** A built page as Docusaurus writes it, with the plugin's meta tag. */
function page(classes: string, tag: string, body: string): string {
  return `<!doctype html><html lang="en" class="${classes}"><head><meta name="docusaurus_tag" content="${tag}"><meta name="pn-search-index" content="${INDEX_URL_PLACEHOLDER}"><title>T | Site</title></head><body><main><article><div class="theme-doc-markdown markdown">${body}</div></article></main></body></html>`;
}

async function buildSite(options: Options) {
  const outDir = await mkdtemp(path.join(tmpdir(), 'pn-search-'));
  const files: Record<string, string> = {
    'index.html': page(
      'plugin-pages',
      'default',
      '<h1>Home</h1><p>Welcome.</p>',
    ),
    'docs/refund/index.html': page(
      'plugin-docs plugin-id-default docs-doc-page',
      'docs-default-current',
      '<h1>Refund</h1><p>ATM refund.</p>',
    ),
    'api/add-pet/index.html': page(
      'plugin-docs plugin-id-api docs-doc-page',
      'docs-api-current',
      '<h1>Add a new pet</h1><p>Adds a pet.</p>',
    ),
    'markdown-page/index.html': page(
      'plugin-pages',
      'default',
      '<h1>Style</h1><p>ATM refund style.</p>',
    ),
    'search/index.html': page('plugin-pages', 'default', '<h1>Search</h1>'),
    '404.html': page('plugin-pages', 'default', '<h1>Not found</h1>'),
  };
  for (const [file, html] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
    await writeFile(path.join(outDir, file), html);
  }
  const baseUrl = '/base/';
  const plugin = searchPlugin(
    {baseUrl, siteConfig: {noIndex: false}} as LoadContext,
    validate(options),
  ) as Plugin & {postBuild: NonNullable<Plugin['postBuild']>};
  const routesPaths = [
    '/base/',
    '/base/docs/refund',
    '/base/api/add-pet',
    '/base/markdown-page',
    '/base/search',
    '/base/404.html',
  ];
  const run = async () =>
    plugin.postBuild({
      outDir,
      routesPaths,
    } as Parameters<typeof plugin.postBuild>[0]);
  return {outDir, run};
}

test('postBuild writes the hashed index, points every page at it and leaves excluded routes out', async (t) => {
  const {outDir, run} = await buildSite({
    docsPluginIds: ['default', 'api'],
    areas: {docs: {api: 'API reference'}},
    excludedRoutes: ['markdown-page'],
  });
  t.after(() => rm(outDir, {recursive: true, force: true}));
  t.mock.method(console, 'log', () => undefined);
  await run();
  const [name, ...others] = await readdir(path.join(outDir, 'assets/search'));
  assert.deepEqual(others, []);
  assert.match(name!, /^index\.[0-9a-f]{10}\.json$/);
  const index = JSON.parse(
    await readFile(path.join(outDir, 'assets/search', name!), 'utf8'),
  ) as {version: number; records: {url: string; hierarchy: {lvl0: string}}[]};
  assert.equal(index.version, 2);
  assert.deepEqual(
    index.records.map((record) => [record.url, record.hierarchy.lvl0]),
    [
      ['/base/', 'Pages'],
      ['/base/api/add-pet', 'API reference'],
      ['/base/docs/refund', 'Refund'],
    ],
  );
  for (const file of ['index.html', 'docs/refund/index.html', '404.html']) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    assert.ok(!html.includes(INDEX_URL_PLACEHOLDER), file);
    assert.ok(html.includes(`content="/base/assets/search/${name}"`), file);
  }
});

test('postBuild fails the build on vocabulary that does not match the site', async (t) => {
  const unknownRoute = await buildSite({excludedRoutes: ['no-such-page']});
  const unknownDocs = await buildSite({docsPluginIds: ['default', 'guides']});
  t.after(() =>
    Promise.all(
      [unknownRoute, unknownDocs].map(({outDir}) =>
        rm(outDir, {recursive: true, force: true}),
      ),
    ),
  );
  await assert.rejects(
    unknownRoute.run(),
    /excludedRoutes names routes the site does not have: \/base\/no-such-page/,
  );
  await assert.rejects(
    unknownDocs.run(),
    /docsPluginIds names docs plugin instances with no page in the build: guides/,
  );
});
