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
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {optionsValidator, stepContext} from '@paynow-docs/build-kit/testing';
import {localeBaseUrl} from '@paynow-docs/build-kit';
import {
  BuiltSite,
  type PostBuildProps,
  type PostBuildStepProvider,
} from '@paynow-docs/build-kit/site';
import searchPlugin, {validateOptions, type Options} from './index.ts';
import {INDEX_URL_PLACEHOLDER} from './constants.ts';
import {
  INDEX_FILE,
  INDEX_VERSION,
  type SearchIndexFile,
} from '@paynow-docs/search-engine';
import {builtSearch} from '@paynow-docs/search-engine/built';

/** The index a build wrote, its records read from its shards. */
async function indexOf(
  outDir: string,
  locale?: string,
): Promise<SearchIndexFile> {
  const {index, records} = builtSearch(outDir, locale);
  const {chunked, ...about} = index;
  assert.ok(chunked.records.length > 0);
  return {...about, records: await records()};
}

const validate = optionsValidator(validateOptions);

/** A built page as Docusaurus writes it, with the plugin's meta tag. */
function page(classes: string, tag: string, body: string): string {
  return `<!doctype html><html lang="en" class="${classes}"><head><meta name="docusaurus_tag" content="${tag}"><meta name="pn-search-index" content="${INDEX_URL_PLACEHOLDER}"><title>T | Site</title></head><body><main><article><div class="theme-doc-markdown markdown">${body}</div></article></main></body></html>`;
}

/**
 * What the content plugins loaded (`allContent`), as much as the plugin
 * reads: titles, and each docs instance's versions. `docs/old-refund` is a
 * page of an older version: a docs instance's search tag is its last
 * version's.
 */
function allContentOf(baseUrl: string): AllContent {
  const doc = (route: string, title: string) => ({
    permalink: `${baseUrl}${route}`,
    title,
  });
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            isLast: true,
            docs: [doc('docs/refund', 'Refund')],
          },
          {
            versionName: '1.0',
            isLast: false,
            docs: [doc('docs/old-refund', 'Old refund')],
          },
        ],
      },
      // A versioned instance: its last version is a release, not `current`.
      api: {
        loadedVersions: [
          {versionName: 'current', isLast: false, docs: []},
          {
            versionName: '2.0',
            isLast: true,
            docs: [doc('api/add-pet', 'Add a new pet')],
          },
        ],
      },
    },
    'docusaurus-plugin-content-pages': {
      default: [
        {type: 'jsx', permalink: baseUrl},
        {
          type: 'mdx',
          permalink: `${baseUrl}markdown-page`,
          frontMatter: {title: 'Markdown page'},
        },
      ],
    },
  };
}

const I18N = {defaultLocale: 'en', locales: ['en', 'zh-TW']};

async function buildSite(options: Options, locale = 'en') {
  const outDir = await mkdtemp(path.join(tmpdir(), 'pn-search-'));
  const files: Record<string, string> = {
    // Another locale's site inside the default one's (build/zh-TW/).
    'zh-TW/index.html': page('plugin-pages', 'default', '<h1>首頁</h1>'),
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
    'docs/old-refund/index.html': page(
      'plugin-docs plugin-id-default docs-doc-page',
      'docs-default-1.0',
      '<h1>Old refund</h1><p>ATM refund, before.</p>',
    ),
    'api/add-pet/index.html': page(
      'plugin-docs plugin-id-api docs-doc-page',
      'docs-api-2.0',
      '<p>Adds a pet.</p>',
    ),
    'markdown-page/index.html': page(
      'plugin-pages',
      'default',
      '<h1>Style</h1><p>ATM refund style.</p>',
    ),
    'search/index.html': page('plugin-pages', 'default', '<h1>Search</h1>'),
    '404.html': page('plugin-pages', 'default', '<h1>Not found</h1>'),
  };
  if (locale !== 'en') delete files['zh-TW/index.html'];
  for (const [file, html] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
    // Each locale's pages say their language, as Docusaurus writes it.
    await writeFile(
      path.join(outDir, file),
      html.replace('lang="en"', `lang="${locale}"`),
    );
  }
  const baseUrl = localeBaseUrl('/base/', locale, I18N.defaultLocale);
  const plugin = searchPlugin(
    {
      baseUrl,
      i18n: {...I18N, currentLocale: locale},
      siteConfig: {noIndex: false},
      codeTranslations: {},
    } as LoadContext,
    validate(options),
  ) as Plugin &
    PostBuildStepProvider & {
      contentLoaded: NonNullable<Plugin['contentLoaded']>;
      allContentLoaded: NonNullable<Plugin['allContentLoaded']>;
    };
  const routesPaths = [
    '',
    'docs/refund',
    'docs/old-refund',
    'api/add-pet',
    'markdown-page',
    'search',
    '404.html',
  ].map((route) => `${baseUrl}${route}`);
  const run = async () => {
    await plugin.allContentLoaded({
      allContent: allContentOf(baseUrl),
    } as Parameters<typeof plugin.allContentLoaded>[0]);
    // As the site's pipeline runs the plugin's steps: over the locale's
    // pages in memory, then written.
    const site = BuiltSite.load(outDir, {
      skip: locale === 'en' ? ['zh-TW'] : [],
    });
    for (const step of plugin.postBuildSteps) {
      await step.run(
        site,
        stepContext({props: {routesPaths} as PostBuildProps}),
      );
    }
    site.save();
  };
  return {outDir, run, plugin};
}

test('postBuild writes the hashed index, points every page at it and leaves excluded routes out', async (t) => {
  const {outDir, run} = await buildSite({
    docsPluginIds: ['default', 'api'],
    areas: {docs: {api: 'API reference'}},
    excludedRoutes: ['markdown-page'],
    synonyms: [['refund', '退款', '退費']],
  });
  t.after(() => rm(outDir, {recursive: true, force: true}));
  t.mock.method(console, 'log', () => undefined);
  await run();
  const files = await readdir(path.join(outDir, 'assets/search'));
  // One manifest, and its shards beside it, each named by its content.
  const [name, ...others] = files.filter((file) => INDEX_FILE.test(file));
  assert.deepEqual(others, []);
  assert.match(name!, /^index\.[0-9a-f]{10}\.json$/);
  assert.ok(
    files.every((file) => /^[a-z]+(-\d+)?\.[0-9a-f]{10}\.json$/.test(file)),
  );
  const index = await indexOf(outDir);
  assert.equal(index.version, INDEX_VERSION);
  // The synonyms are in the index: every tool that searches it uses them.
  assert.deepEqual(index.synonyms, [['refund', '退款', '退費']]);
  // It says what it is of: enough to search it as the pages do.
  assert.deepEqual(index.site, {
    baseUrl: '/base/',
    filters: {
      language: 'en',
      tags: ['default', 'docs-default-current', 'docs-api-2.0'],
    },
    areas: {docs: {api: 'API reference'}, blog: 'Blog', pages: 'Pages'},
    excludedSections: [],
    excludedRoutes: ['/base/markdown-page'],
    suggestedQueries: [],
  });
  assert.deepEqual(
    index.records.map((record) => [
      record.url,
      record.hierarchy.lvl0,
      record.hierarchy.lvl1,
      record.docusaurus_tag,
    ]),
    [
      // A page is named by its h1 (a React page has no title elsewhere)…
      ['/base/', 'Pages', 'Home', 'default'],
      // … or, without one, by the title its content plugin gives it.
      ['/base/api/add-pet', 'API reference', 'Add a new pet', 'docs-api-2.0'],
      ['/base/docs/old-refund', 'Old refund', 'Old refund', 'docs-default-1.0'],
      ['/base/docs/refund', 'Refund', 'Refund', 'docs-default-current'],
    ],
  );
  for (const file of ['index.html', 'docs/refund/index.html', '404.html']) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    assert.ok(!html.includes(INDEX_URL_PLACEHOLDER), file);
    assert.ok(html.includes(`content="/base/assets/search/${name}"`), file);
  }
  // The zh-TW site inside it points at its own index, written by its own build.
  assert.ok(
    (await readFile(path.join(outDir, 'zh-TW/index.html'), 'utf8')).includes(
      INDEX_URL_PLACEHOLDER,
    ),
  );
});

test('each locale gets its own index under its base URL, with its suggestions and most-used pages', async (t) => {
  const options: Options = {
    docsPluginIds: ['default', 'api'],
    suggestedQueries: {en: ['refund'], 'zh-TW': ['pet']},
    popularPages: ['docs/refund', ''],
  };
  const {outDir, run, plugin} = await buildSite(options, 'zh-TW');
  t.after(() => rm(outDir, {recursive: true, force: true}));
  t.mock.method(console, 'log', () => undefined);
  await run();
  const [name] = (await readdir(path.join(outDir, 'assets/search'))).filter(
    (file) => INDEX_FILE.test(file),
  );
  const index = await indexOf(outDir, 'zh-TW');
  assert.equal(index.site.filters.language, 'zh-TW');
  assert.equal(index.site.baseUrl, '/base/zh-TW/');
  assert.deepEqual(index.site.suggestedQueries, ['pet']);
  assert.ok(
    index.records.every((record) => record.url.startsWith('/base/zh-TW/')),
  );
  assert.deepEqual(
    index.popular!.map(({url, title}) => [url, title]),
    [
      ['/base/zh-TW/docs/refund', 'Refund'],
      ['/base/zh-TW/', 'Home'],
    ],
  );
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  assert.ok(html.includes(`content="/base/zh-TW/assets/search/${name}"`));
  let data: {suggestedQueries?: string[]} = {};
  await plugin.contentLoaded({
    content: undefined,
    actions: {
      setGlobalData: (value: unknown) => {
        data = value as typeof data;
      },
      addRoute: () => undefined,
    },
  } as unknown as Parameters<typeof plugin.contentLoaded>[0]);
  assert.deepEqual(data.suggestedQueries, ['pet']);
  assert.throws(
    () =>
      searchPlugin(
        {
          baseUrl: '/base/zh-TW/',
          i18n: {...I18N, currentLocale: 'zh-TW'},
        } as LoadContext,
        validate({suggestedQueries: {en: ['refund']}}),
      ),
    /suggestedQueries has no list for the locale zh-TW/,
  );
});

test('postBuild fails the build on vocabulary that does not match the site', async (t) => {
  const unknownRoute = await buildSite({excludedRoutes: ['no-such-page']});
  const unknownDocs = await buildSite({docsPluginIds: ['default', 'guides']});
  const unknownSection = await buildSite({excludedSections: ['related-pages']});
  const unknownPopular = await buildSite({popularPages: ['docs/void']});
  const fruitless = await buildSite({
    suggestedQueries: ['refund', 'xylophone'],
  });
  t.after(() =>
    Promise.all(
      [
        unknownRoute,
        unknownDocs,
        unknownSection,
        unknownPopular,
        fruitless,
      ].map(({outDir}) => rm(outDir, {recursive: true, force: true})),
    ),
  );
  await assert.rejects(
    unknownSection.run(),
    /excludedSections names heading ids that no page has: related-pages/,
  );
  await assert.rejects(
    unknownPopular.run(),
    /popularPages names a page or section that is not indexed: \/base\/docs\/void/,
  );
  await assert.rejects(
    unknownRoute.run(),
    /excludedRoutes names routes the site does not have: \/base\/no-such-page/,
  );
  await assert.rejects(
    unknownDocs.run(),
    /docsPluginIds names docs plugin instances with no page in the build: guides/,
  );
  // The dialog offers the suggestions without searching them first.
  await assert.rejects(
    fruitless.run(),
    /suggestedQueries \(en\) find no page: xylophone$/,
  );
});

test('with Algolia no local index is built or linked', async (t) => {
  const {outDir, run, plugin} = await buildSite({
    algolia: {appId: 'APP', apiKey: 'search-key', indexName: 'docs'},
  });
  t.after(() => rm(outDir, {recursive: true, force: true}));
  const tags = (plugin.injectHtmlTags as () => {headTags?: unknown[]})();
  assert.deepEqual(tags.headTags ?? [], []);
  await run();
  await assert.rejects(readdir(path.join(outDir, 'assets/search')), {
    code: 'ENOENT',
  });
});
