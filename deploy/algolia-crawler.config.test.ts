import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {runInNewContext} from 'node:vm';
import {baseUrlFrom, siteUrlFrom} from '../site.settings.ts';

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
