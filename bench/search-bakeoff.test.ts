import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gzipSync} from 'node:zlib';
import type {SearchRecord} from '@paynow-docs/search-engine';
import {chunkIndex, queryCost} from './bakeoff/chunked.ts';
import {pagefindQuery, withHanTerms} from './bakeoff/pagefind.ts';
import {parseBuilds} from './bakeoff/builds.ts';

function record(id: number, page: string, content: string): SearchRecord {
  return {
    id,
    url: `/docs/${page}`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Guides', lvl1: page, lvl2: null, lvl3: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

const words = Array.from(
  {length: 400},
  (_, index) => `word${index.toString(36)}`,
);
const records = [
  record(0, 'refund', 'refund the buyer 退款審核'),
  record(1, 'label', 'print a label'),
  ...words.map((word, index) => record(index + 2, `page-${index}`, word)),
];
const gz = (text: string) => gzipSync(text, {level: 6}).length;

test("chunked index: a query fetches the manifest, its terms' chunks and the fragments of its results, nothing else", () => {
  const index = chunkIndex(records, 500);
  assert.ok(index.chunks.length > 10, `${index.chunks.length} chunks`);
  const holding = (term: string) =>
    index.chunks.filter((chunk) => term in JSON.parse(chunk.text));
  const [refundChunk] = holding('refund');
  assert.ok(refundChunk);
  const cost = queryCost(index, 'refund', ['/docs/refund']);
  assert.equal(cost.manifest, gz(index.manifest));
  assert.equal(cost.vocabulary, gz(index.vocabulary.get('r')!.text));
  assert.equal(cost.postings, gz(refundChunk.text));
  assert.equal(cost.fragments, gz(index.fragments.get('/docs/refund')!));
  assert.equal(cost.files, 4);
  assert.equal(
    cost.total,
    cost.manifest + cost.vocabulary + cost.postings + cost.fragments,
  );
});

test('chunked index: a Han pair fetches its own chunk, with no typo or prefix expansion', () => {
  const index = chunkIndex(records, 500);
  const cost = queryCost(index, '退款', []);
  const chunk = index.chunks.find((c) => '退款' in JSON.parse(c.text))!;
  assert.equal(cost.postings, gz(chunk.text));
  // The manifest, the vocabulary of 退, one chunk.
  assert.equal(cost.files, 3);
});

test('chunked index: a typo fetches the chunks of the words it may mean', () => {
  const index = chunkIndex(records, 500);
  const exact = queryCost(index, 'refund', []);
  const typo = queryCost(index, 'refnd', []);
  assert.equal(typo.postings, exact.postings);
});

test('Pagefind is fed our Han terms, spaced; queries as our engine reads them', () => {
  assert.equal(withHanTerms('ATM 退款審核'), 'ATM 退 款 審 核 退款 款審 審核');
  assert.equal(pagefindQuery('ATM 退款審核'), 'atm 退款 款審 審核');
});

test('bake-off builds: <factor>=<folder>, with a clear message otherwise', () => {
  assert.deepEqual(parseBuilds('1=build,5=/tmp/x/build'), [
    [1, 'build'],
    [5, '/tmp/x/build'],
  ]);
  assert.throws(
    () => parseBuilds('build'),
    /"build" is not <factor>=<build folder>/,
  );
});
