/**
 * A word that names a different task for each reader (a merchant refunds
 * a buyer; a buyer gets a refund): each reader's page ranks above a page
 * that only lists the word as a keyword, in the in-memory engine and the
 * chunked index alike.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chunkIndex, chunkedSearch} from './chunks.ts';
import {engineOf} from './test-support/memory-engine.ts';
import {INDEX_VERSION} from './format.ts';
import type {SearchIndexFile, SearchRecord} from './types.ts';

const FILTERS = {language: 'en', tags: ['docs-default-current']};

function page(
  id: number,
  title: string,
  content: string,
  keywords: string[] = [],
): SearchRecord {
  return {
    id,
    url: `/base/docs/p${id}/`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Guides', lvl1: title, lvl2: null, lvl3: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    ...(keywords.length > 0 && {keywords}),
  };
}

const RECORDS = [
  page(0, 'Card reader', 'Refund on the reader. A refund is a refund.', [
    'refund',
    'payout',
  ]),
  page(1, 'Seller functions', 'Open the details window to refund a buyer.'),
  page(2, 'Bank details', 'A buyer gives a bank account for the money.', [
    'refund',
  ]),
  page(3, 'Flow charts', 'The refund flow of a buyer, the refund chart.', [
    'refund',
  ]),
];

async function both(
  query: string,
  readings: SearchIndexFile['readings'],
  records = RECORDS,
  synonyms = [['refund', '退款']],
): Promise<[string[], string[]]> {
  const index: SearchIndexFile = {
    version: INDEX_VERSION,
    site: {baseUrl: '/base/', filters: FILTERS} as SearchIndexFile['site'],
    records,
    synonyms,
    readings,
  };
  const {manifest, files} = chunkIndex(index, {shardChars: 200}).files('');
  const chunked = chunkedSearch(manifest, async (file) => files.get(file)!);
  const params = {query, filters: FILTERS, hitsPerPage: 3};
  const urls = (hits: {url: string}[]) => hits.map((hit) => hit.url);
  return [
    urls(engineOf(index).search(params).hits),
    urls((await chunked.search(params)).hits),
  ];
}

test('a keyword alone does not outrank the page of each reader', async () => {
  const [before] = await both('refund', []);
  assert.notDeepEqual(before.slice(0, 2).sort(), [
    '/base/docs/p1/',
    '/base/docs/p2/',
  ]);
  const readings = [{words: ['refund', '退款'], pages: ['docs/p1', 'docs/p2']}];
  for (const query of ['refund', 'Refund', '退款']) {
    const [memory, chunked] = await both(query, readings);
    assert.deepEqual(
      memory.slice(0, 2).sort(),
      ['/base/docs/p1/', '/base/docs/p2/'],
      `${query}: ${memory.join(', ')}`,
    );
    assert.deepEqual(chunked, memory, query);
  }
  // Another word of the page's keywords is not a reading.
  const [payout] = await both('payout', readings);
  assert.deepEqual(payout, ['/base/docs/p0/']);
});

test('a glossary word inside a longer question still brings each reader’s page', async () => {
  const readings = [{words: ['refund', '退款'], pages: ['docs/p1', 'docs/p2']}];
  // The flow charts page has every word and more of them: without the
  // readings it comes first; with them, each reader's page does.
  const query = 'how do I refund a buyer';
  const [before] = await both(query, []);
  assert.equal(before[0], '/base/docs/p3/');
  const [memory, chunked] = await both(query, readings);
  assert.deepEqual(memory.slice(0, 2).sort(), [
    '/base/docs/p1/',
    '/base/docs/p2/',
  ]);
  assert.deepEqual(chunked, memory);
});

test('a reader’s page has every word of a question in any of its sections; another page needs them in one', async () => {
  const section = (id: number, n: number, heading: string, text: string) => ({
    ...page(id, `Page ${n}`, text),
    url: `/base/docs/p${n}/${heading ? `#${id}` : ''}`,
    type: heading ? ('lvl2' as const) : ('lvl1' as const),
    hierarchy: {
      lvl0: 'Guides',
      lvl1: `Page ${n}`,
      lvl2: heading || null,
      lvl3: null,
    },
  });
  const records = [
    section(0, 10, '', 'Payout comes two days after capture.'),
    section(1, 10, 'Bank', 'Change the bank account the money goes to.'),
    section(2, 11, '', 'The payout account.'),
    section(3, 12, '', 'A payout report.'),
    section(4, 12, 'Staff', 'A staff account.'),
  ];
  const synonyms = [['payout', '撥款']];
  const query = 'payout account';
  // Page 10 has payout and account apart: without readings the page with
  // both in one section comes first.
  const [plain] = await both(query, [], records, synonyms);
  assert.equal(plain[0], '/base/docs/p11/');
  // As payout's reader's page, page 10 has every word and comes first;
  // page 12, not named, has them apart and stays below page 11.
  const readings = [{words: ['payout', '撥款'], pages: ['docs/p10']}];
  const [memory, chunked] = await both(query, readings, records, synonyms);
  assert.deepEqual(memory, [
    '/base/docs/p10/',
    '/base/docs/p11/',
    '/base/docs/p12/',
  ]);
  assert.deepEqual(chunked, memory);
});

test('whose word it is: an owned word puts its reader’s page first, the other reader’s page stays next', async () => {
  const synonyms = [['refund', '退款', '刷退', 'money back', 'atm refund']];
  const shared = {words: synonyms[0]!, pages: ['docs/p1', 'docs/p2']};
  const owned = {
    ...shared,
    owned: [
      {page: 'docs/p1', words: ['刷退']},
      {page: 'docs/p2', words: ['atm refund']},
      {page: 'docs/p1', words: ['refund', '退款'], alone: true},
    ],
  };
  // Without owners the buyer's page (p2) comes first for a bare refund.
  const [before] = await both('刷退', [shared], RECORDS, synonyms);
  assert.equal(before[0], '/base/docs/p2/');
  for (const [query, first, second] of [
    ['刷退', 'p1', 'p2'],
    ['refund', 'p1', 'p2'],
    ['退款', 'p1', 'p2'],
    ['atm refund', 'p2', 'p1'],
  ] as const) {
    const [memory, chunked] = await both(query, [owned], RECORDS, synonyms);
    assert.deepEqual(
      memory.slice(0, 2),
      [`/base/docs/${first}/`, `/base/docs/${second}/`],
      query,
    );
    assert.deepEqual(chunked, memory, query);
  }
  // A word owned only alone counts as any reader's inside a question,
  // and another word of its group is not the owned word: the question's
  // words decide, as without owners.
  for (const query of [
    'a buyer gives a bank account for the refund',
    'money back',
  ]) {
    const [plain] = await both(query, [shared], RECORDS, synonyms);
    const [memory, chunked] = await both(query, [owned], RECORDS, synonyms);
    assert.deepEqual(memory, plain, query);
    assert.deepEqual(chunked, memory, query);
  }
});
