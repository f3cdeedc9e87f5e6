/**
 * The reader's area as a tie-break: the areas written into the chunked
 * index, the area a reader's page is in, and a search that puts the
 * area's page first among pages as good as each other, and only there.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {TIE_MARGIN, areaOf, areaPaths, areaRuns} from './areas.ts';
import {chunkIndex, chunkedSearch} from './chunks.ts';
import {INDEX_VERSION} from './format.ts';
import type {SearchIndexFile, SearchRecord} from './types.ts';

const BASE = '/base/';
const FILTERS = {language: 'en', tags: ['docs-default-current']};

/** A page: its path below the base, area name, title and text. */
type Page = [path: string, area: string, title: string, text: string];

function site(pages: Page[]): SearchIndexFile {
  const records: SearchRecord[] = pages.map(
    ([path, area, title, content], id) => ({
      id,
      url: `${BASE}${path}`,
      type: 'lvl1',
      hierarchy: {lvl0: area, lvl1: title, lvl2: null, lvl3: null},
      content,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    }),
  );
  return {
    version: INDEX_VERSION,
    site: {baseUrl: BASE, filters: FILTERS} as SearchIndexFile['site'],
    records,
  };
}

function searchOf(index: SearchIndexFile, headPages = 2) {
  const chunked = chunkIndex(index, {shardChars: 600, headPages});
  const {manifest, files} = chunked.files('');
  const engine = chunkedSearch(manifest, async (file) => files.get(file)!);
  return {
    manifest,
    titles: async (query: string, area?: string, hitsPerPage = 10) =>
      (
        await engine.search({query, filters: FILTERS, hitsPerPage, area})
      ).hits.map((hit) => hit.title),
  };
}

const TEXT = 'send a bill to the buyer by e-mail';

test('areaRuns: each run of one area name, with the folder its pages share; areaOf: the longest area holding a path', () => {
  const runs = areaRuns(
    site([
      ['', 'Pages', 'Home', 'x'],
      ['docs/', 'Start here', 'Start', 'x'],
      ['docs/flows/', 'Flows', 'Flows', 'x'],
      ['docs/flows/buyer', 'Flows', 'Buyer flows', 'x'],
      ['docs/office/', 'Office', 'Office', 'x'],
      ['docs/office/pay/cards', 'Office', 'Cards', 'x'],
      ['docs/office/seller', 'Office', 'Seller', 'x'],
      ['release/v1', 'Releases', 'v1', 'x'],
    ]).records.map((record) => [record]),
    BASE,
  );
  assert.deepEqual(runs, [
    [0, ''],
    [1, 'docs'],
    [2, 'docs/flows'],
    [4, 'docs/office'],
    [7, 'release'],
  ]);
  assert.deepEqual(areaPaths(runs), [
    'docs',
    'docs/flows',
    'docs/office',
    'release',
  ]);
  assert.equal(areaOf(runs, '/base/docs/office/seller', BASE), 'docs/office');
  assert.equal(areaOf(runs, 'docs/office/pay/cards#fees', BASE), 'docs/office');
  assert.equal(areaOf(runs, 'docs/flows', BASE), 'docs/flows');
  assert.equal(areaOf(runs, '/base/docs/contact', BASE), 'docs');
  assert.equal(areaOf(runs, '/base/release/v2?x=1', BASE), 'release');
  // A segment is whole: docs/office-hours is not in docs/office.
  assert.equal(areaOf(runs, 'docs/office-hours', BASE), 'docs');
  assert.equal(areaOf(runs, '/base/', BASE), null);
  assert.equal(areaOf(runs, 'blog/post', BASE), null);
});

test("a tie between equally good pages goes to the reader's area; without one, to the earlier page", async () => {
  const {titles} = searchOf(
    site([
      ['docs/flows/buyer', 'Flows', 'Buyer flows', TEXT],
      ['docs/flows/seller', 'Flows', 'Merchant flows', TEXT],
      ['docs/office/refund', 'Office', 'Refund office', 'nothing here'],
      ['docs/office/seller', 'Office', 'Seller functions', TEXT],
    ]),
  );
  assert.deepEqual(await titles('send bill'), [
    'Buyer flows',
    'Merchant flows',
    'Seller functions',
  ]);
  assert.deepEqual(await titles('send bill', 'docs/flows/buyer'), [
    'Buyer flows',
    'Merchant flows',
    'Seller functions',
  ]);
  assert.deepEqual(await titles('send bill', 'docs/office/refund'), [
    'Seller functions',
    'Buyer flows',
    'Merchant flows',
  ]);
  // From the first result on, as the dialog asks for them: the same first page.
  assert.deepEqual(await titles('send bill', '/base/docs/office/', 1), [
    'Seller functions',
  ]);
  // An area the index does not know breaks no tie.
  assert.deepEqual(await titles('send bill', 'docs/elsewhere'), [
    'Buyer flows',
    'Merchant flows',
    'Seller functions',
  ]);
});

test('a search stops early only once no page of the area, read or not, is as good as its last page', async () => {
  // Each page scores a little lower than the one before (a longer
  // text); the office's, the lowest, is within the margin of the first,
  // in the last part of each term (heads of one page).
  const {titles} = searchOf(
    site([
      ['docs/flows/a', 'Flows', 'Flow a', TEXT],
      ['docs/flows/b', 'Flows', 'Flow b', `${TEXT} now`],
      ['docs/flows/c', 'Flows', 'Flow c', `${TEXT} now here`],
      ['docs/office/d', 'Office', 'Office d', `${TEXT} now here too`],
    ]),
    1,
  );
  assert.deepEqual(await titles('send bill', undefined, 1), ['Flow a']);
  assert.deepEqual(await titles('send bill', 'docs/office/d', 1), ['Office d']);
  assert.deepEqual(await titles('send bill', 'docs/office/d'), [
    'Office d',
    'Flow a',
    'Flow b',
    'Flow c',
  ]);
});

test("the reader's area never lifts a page above a better match", async () => {
  const {titles} = searchOf(
    site([
      // A better match: the words in the title, and in a shorter text.
      ['docs/flows/seller', 'Flows', 'Send bill', 'send a bill'],
      ['docs/office/seller', 'Office', 'Seller functions', TEXT],
      ['docs/office/bills', 'Office', 'Bills', `${TEXT} ${TEXT}`],
    ]),
  );
  const plain = await titles('send bill');
  assert.equal(plain[0], 'Send bill');
  assert.deepEqual(await titles('send bill', 'docs/office/seller'), plain);
  assert.deepEqual(await titles('send bill', 'docs/office/seller', 1), [
    'Send bill',
  ]);
  assert.ok(TIE_MARGIN > 0 && TIE_MARGIN < 0.5);
});
