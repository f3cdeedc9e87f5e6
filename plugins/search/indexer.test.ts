import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildIndexFile} from './indexer.ts';
import {
  INDEX_VERSION,
  shardFile,
  type IndexSite,
} from '@paynow-docs/search-engine';

const SITE: IndexSite = {
  baseUrl: '/base/',
  filters: {language: 'en', tags: ['default', 'docs-default-current']},
  areas: {docs: {}, blog: 'Blog', pages: 'Pages'},
  excludedSections: [],
  excludedRoutes: [],
  suggestedQueries: ['refund'],
};

function page(body: string): string {
  return `<!doctype html><html lang="en" class="plugin-docs plugin-id-default docs-doc-page"><head><meta name="docusaurus_locale" content="en"><meta name="docusaurus_tag" content="docs-default-current"><title>Refund | Site</title></head><body><main><article><div class="theme-doc-markdown markdown">${body}</div></article></main></body></html>`;
}

const BODY =
  '<h1>Refund</h1><p>ATM refund.</p><h2 id="log-in">Log in</h2><p>Log in first.</p><h2 id="bank">Bank</h2><p>Details.</p>';

test('the index numbers records, says what it is of, and its files are named by their content', () => {
  const one = buildIndexFile([{url: '/base/a', html: page(BODY)}], SITE);
  assert.deepEqual(
    one.file.records.map((record) => record.id),
    [0, 1, 2],
  );
  assert.equal(one.file.version, INDEX_VERSION);
  assert.deepEqual(one.file.site, SITE);
  const [manifest, ...shards] = one.files;
  assert.match(manifest!.name, /^index\.[0-9a-f]{10}\.json$/);
  assert.deepEqual(JSON.parse(manifest!.text), one.manifest);
  assert.equal(one.manifest.site, one.file.site);
  // Each shard is named by its kind and one hash of all the shards' content,
  // which the manifest holds once: the file the reader asks for.
  for (const shard of shards) {
    assert.match(shard.name, /^[a-z]+(-\d+)?\.[0-9a-f]{10}\.json$/);
    assert.equal(
      shardFile(one.manifest.chunked, shard.name.split('.')[0]!),
      shard.name,
    );
  }
  assert.equal(new Set(shards.map(({name}) => name.split('.')[1])).size, 1);
  const names = (pages: {url: string; html: string}[]) =>
    buildIndexFile(pages, SITE).files.map((file) => file.name);
  assert.deepEqual(
    names([{url: '/base/a', html: page(BODY)}]),
    names([{url: '/base/a', html: page(BODY)}]),
  );
  assert.notEqual(
    names([{url: '/base/b', html: page(BODY)}])[0],
    manifest!.name,
  );
});

test('the sections and the most-used pages the site names must exist', () => {
  assert.throws(
    () =>
      buildIndexFile([{url: '/base/a', html: page(BODY)}], {
        ...SITE,
        excludedSections: ['related-pages'],
      }),
    /excludedSections names heading ids that no page has: related-pages/,
  );
  assert.throws(
    () =>
      buildIndexFile([{url: '/base/a', html: page(BODY)}], SITE, {
        popularPages: ['/base/b'],
      }),
    /popularPages names a page or section that is not indexed: \/base\/b/,
  );
  const {file} = buildIndexFile([{url: '/base/a', html: page(BODY)}], SITE, {
    popularPages: ['/base/a#bank', '/base/a'],
  });
  assert.deepEqual(
    file.popular!.map(({url, heading, path}) => [url, heading, path]),
    [
      ['/base/a#bank', 'Bank', ['Bank']],
      ['/base/a', 'Refund', []],
    ],
  );
});

test("a reading's page that the site does not have fails the build, naming it", () => {
  const pages = [{url: '/base/docs/a', html: page(BODY)}];
  const readings = [{words: ['refund'], pages: ['docs/a']}];
  assert.deepEqual(
    buildIndexFile(pages, SITE, {readings}).file.readings,
    readings,
  );
  assert.throws(
    () =>
      buildIndexFile(pages, SITE, {
        readings: [{words: ['refund'], pages: ['docs/a', 'docs/gone']}],
      }),
    /readings: "docs\/gone" is not a page of the site/,
  );
});
