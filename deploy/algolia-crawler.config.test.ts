import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {runInNewContext} from 'node:vm';
import {load} from 'cheerio';
import {AREA_IDS} from '@paynow-docs/search/areas';
import {AREAS, RELEASE_NOTES, localized} from '../site.areas.ts';
import {ALL_LOCALES, baseUrlFrom, siteUrlFrom} from '../site.settings.ts';

interface CrawlerConfig {
  startUrls: string[];
  sitemaps: string[];
  discoveryPatterns: string[];
  exclusionPatterns: string[];
  actions: {indexName: string; pathsToMatch: string[]}[];
  initialIndexSettings: Record<string, {attributesForFaceting: string[]}>;
}

/** Runs the file as the Crawler editor does, with `Crawler` capturing its configuration. */
function loadConfig(): CrawlerConfig {
  const configs: CrawlerConfig[] = [];
  runInNewContext(readFileSync('deploy/algolia-crawler.config.js', 'utf8'), {
    Crawler: function Crawler(config: CrawlerConfig) {
      configs.push(config);
    },
  });
  assert.equal(configs.length, 1);
  // Plain data of this realm (the functions are not checked here).
  return JSON.parse(JSON.stringify(configs[0])) as CrawlerConfig;
}

test('the crawler covers the default site URL and base path and nothing outside it', () => {
  const site = `${siteUrlFrom({})}${baseUrlFrom({})}`;
  const config = loadConfig();
  assert.deepEqual(config.startUrls, [site]);
  assert.deepEqual(config.sitemaps, [`${site}sitemap.xml`]);
  for (const pattern of [
    ...config.discoveryPatterns,
    ...config.exclusionPatterns,
    ...config.actions.flatMap((action) => action.pathsToMatch),
  ]) {
    assert.ok(pattern.startsWith(site), pattern);
  }
});

test('the index settings make the facets the site filters on', () => {
  const config = loadConfig();
  const [action] = config.actions;
  const settings = config.initialIndexSettings[action!.indexName];
  assert.ok(settings, `no initialIndexSettings for ${action!.indexName}`);
  for (const facet of ['language', 'docusaurus_tag']) {
    assert.ok(settings.attributesForFaceting.includes(facet), facet);
  }
});

test("the crawler groups records as the local index does, in each page's locale (site.areas.ts, pnSearch.area.*)", () => {
  let areas: Record<string, {api: string; blog: string; pages: string}> = {};
  let extractor: ((input: unknown) => unknown) | undefined;
  runInNewContext(
    `${readFileSync('deploy/algolia-crawler.config.js', 'utf8')}\nexposed.areas = AREAS;`,
    {
      exposed: {
        set areas(value: typeof areas) {
          areas = JSON.parse(JSON.stringify(value)) as typeof areas;
        },
      },
      Crawler: function Crawler(config: {
        actions: {recordExtractor: (input: unknown) => unknown}[];
      }) {
        extractor = config.actions[0]!.recordExtractor;
      },
    },
  );
  assert.deepEqual(Object.keys(areas).sort(), [...ALL_LOCALES].sort());
  for (const locale of ALL_LOCALES) {
    assert.deepEqual(areas[locale], {
      api: localized(AREAS.apiReference, locale),
      blog: localized(RELEASE_NOTES, locale),
      pages:
        locale === ALL_LOCALES[0] ? 'Pages' : uiText(locale, AREA_IDS.pages),
    });
  }
  const lvl0Of = (html: string): unknown => {
    let lvl0: unknown;
    extractor!({
      $: load(html),
      helpers: {
        docsearch: ({
          recordProps,
        }: {
          recordProps: {lvl0: {defaultValue: unknown}};
        }) => {
          lvl0 = recordProps.lvl0.defaultValue;
          return [];
        },
      },
    });
    return lvl0;
  };
  assert.equal(
    lvl0Of(
      '<html lang="zh-TW" class="blog-post-page"><head><meta name="docusaurus_locale" content="zh-TW"></head><body><article><h1>v1.0.0</h1></article></body></html>',
    ),
    '版本資訊',
  );
  assert.equal(
    lvl0Of(
      '<html lang="zh-TW"><head><meta name="docusaurus_tag" content="docs-api-current"></head><body></body></html>',
    ),
    localized(AREAS.apiReference, 'zh-TW'),
  );
});

/** A translation of i18n/<locale>/code.json. */
function uiText(locale: string, id: string): string | undefined {
  const code = JSON.parse(
    readFileSync(`i18n/${locale}/code.json`, 'utf8'),
  ) as Record<string, {message: string}>;
  return code[id]?.message;
}
