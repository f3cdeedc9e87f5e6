/**
 * Words readers spell their own way: variant spellings (e-mail, British
 * and American) and two letters swapped find the page that spells the
 * word otherwise, in the in-memory engine and the chunked index alike.
 */
// cspell:ignore refnud invioce cancelation
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chunkIndex, chunkedSearch} from './chunks.ts';
import {engineOf} from './test-support/memory-engine.ts';
import {transpositions} from './ask.ts';
import {INDEX_VERSION} from './format.ts';
import {queryTerms, spelled} from './terms.ts';
import type {SearchIndexFile, SearchRecord} from './types.ts';

const FILTERS = {language: 'en', tags: ['docs-default-current']};
const PAGES = [
  'Write to us by e-mail about an invoice.',
  'Pay in instalments with a credit card.',
  'A cancelled order is refunded.',
  'Refund a transaction from the details window.',
  'The settings list Email, Phone and Address.',
];

function site(): SearchIndexFile {
  const records = PAGES.map((content, id): SearchRecord => ({
    id,
    url: `/docs/p${id}`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Guides', lvl1: `Page ${id}`, lvl2: null, lvl3: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  }));
  return {
    version: INDEX_VERSION,
    site: {baseUrl: '/', filters: FILTERS} as SearchIndexFile['site'],
    records,
    synonyms: [],
  };
}

/** The pages each engine finds for a query, in order. */
async function both(query: string): Promise<[string[], string[]]> {
  const index = site();
  const {manifest, files} = chunkIndex(index, {shardChars: 200}).files('');
  const chunked = chunkedSearch(manifest, async (file) => files.get(file)!);
  const params = {query, filters: FILTERS};
  const urls = (hits: {url: string}[]) => hits.map((hit) => hit.url);
  return [
    urls(engineOf(index).search(params).hits),
    urls((await chunked.search(params)).hits),
  ];
}

test('variant spellings are one word in the index and in queries', async () => {
  assert.equal(spelled('E-mail, e-mails'), 'email, emails');
  assert.equal(
    spelled('cancelled cancelling cancellation'),
    'canceled canceling cancelation',
  );
  assert.equal(
    spelled('instalment instalments installment'),
    'installment installments installment',
  );
  assert.deepEqual(queryTerms('e-mail'), ['email']);
  for (const [query, page] of [
    ['email', '/docs/p0'],
    ['e-mail', '/docs/p0'],
    ['installments', '/docs/p1'],
    ['instalment', '/docs/p1'],
    ['canceled order', '/docs/p2'],
  ] as const) {
    const [memory, chunked] = await both(query);
    assert.ok(memory.includes(page), `${query}: ${memory.join(', ')}`);
    assert.deepEqual(chunked, memory, query);
  }
});

test('two letters swapped count as one typo', async () => {
  assert.deepEqual(transpositions('abc'), ['bac', 'acb']);
  assert.deepEqual(transpositions('aab'), ['aba']);
  for (const [query, page] of [
    ['refnud', '/docs/p3'],
    ['invioce', '/docs/p0'],
  ] as const) {
    const [memory, chunked] = await both(query);
    assert.equal(memory[0], page, `${query}: ${memory.join(', ')}`);
    assert.deepEqual(chunked, memory, query);
  }
});
