/**
 * The chunked index: the in-memory engine's answers (scores from the whole
 * index's statistics, every prefix and typo expansion), read from the
 * heads of the query's terms and only as much of their tails as the first
 * results need; the true count on demand; and a clear refusal of records a
 * records shard cannot hold whole.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chunkIndex, chunkedSearch, editDistance} from './chunks.ts';
import {engineOf} from './test-support/memory-engine.ts';
import {INDEX_VERSION} from './format.ts';
import type {SearchIndexFile, SearchRecord} from './types.ts';

const EN = {language: 'en', tags: ['docs-default-current']};

const WORDS =
  'refund payment invoice logistics webhook merchant settlement card reader label store transfer account password batch void cancel'.split(
    ' ',
  );

/** Pages of several sections, with words spread unevenly so that scores differ. */
function site(): SearchIndexFile {
  const records: SearchRecord[] = [];
  for (let page = 0; page < 40; page += 1) {
    for (let section = 0; section < 4; section += 1) {
      // Word n in about one section of n + 2: rare words and common ones.
      const words = WORDS.filter(
        (_, n) => (page * 4 + section * 3) % (n + 2) === 0,
      );
      const id = records.length;
      records.push({
        id,
        url: `/docs/p${page}${section ? `#s${section}` : ''}`,
        type: section ? 'lvl2' : 'lvl1',
        hierarchy: {
          lvl0: page % 2 ? 'Payments' : 'Invoices',
          lvl1: `Page ${page} ${WORDS[page % WORDS.length]}`,
          lvl2: section ? `Section ${words[0] ?? 'intro'}` : null,
          lvl3: null,
        },
        content: `${words.join(' ')} ${'text '.repeat(page % 7)}${page % 3 ? '退款審核' : '付款方式'}`,
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        ...(section === 0 &&
          page % 4 === 0 && {keywords: ['退款', 'money back']}),
      });
    }
  }
  return {
    version: INDEX_VERSION,
    site: {
      baseUrl: '/',
      filters: EN,
    } as unknown as SearchIndexFile['site'],
    records,
    synonyms: [['refund', 'money back', '退款']],
  };
}

function split(index: SearchIndexFile, shardChars = 2000, headPages = 4) {
  return chunkIndex(index, {shardChars, headPages}).files('.json');
}

const QUERIES = [
  'refund',
  'refnd',
  'paymnt settlement',
  'money back',
  'how do I get a refund',
  '退款',
  '退款審核',
  'car',
  'p',
  'webhook label',
  'nothing matches this',
  'Page 3',
  'webhook refund password',
  'label void transfer batch',
  'merchant cancel invoice text',
  'account settlement webhook card',
];

const reader = (files: Map<string, string>, reads: string[] = []) =>
  async function read(file: string) {
    reads.push(file);
    return files.get(file)!;
  };

test('read whole, a chunked index answers every query as the in-memory engine does', async () => {
  const index = site();
  const {manifest, files} = split(index);
  assert.ok(manifest.chunked.heads.length > 1);
  assert.ok(manifest.chunked.tails > 1);
  assert.ok(manifest.chunked.records.length > 1);
  const engine = engineOf(index);
  for (const query of QUERIES) {
    const search = chunkedSearch(manifest, reader(files));
    for (const page of [0, 1]) {
      const params = {query, filters: EN, hitsPerPage: 5, page};
      const {complete, ...answer} = await search.search({
        ...params,
        complete: true,
      });
      assert.ok(complete);
      assert.deepEqual(
        answer,
        engine.search(params),
        `"${query}" page ${page}`,
      );
    }
  }
});

test('its first results are the in-memory engine’s, read from the heads and only the tails they need', async () => {
  const index = site();
  const {manifest, files} = split(index);
  const engine = engineOf(index);
  let early = 0;
  for (const query of QUERIES) {
    const reads: string[] = [];
    const search = chunkedSearch(manifest, reader(files, reads));
    const params = {query, filters: EN, hitsPerPage: 3};
    const {hits, nbHits, complete} = await search.search(params);
    const expected = engine.search(params);
    assert.deepEqual(hits, expected.hits, `"${query}"`);
    assert.ok(nbHits <= expected.nbHits);
    if (!complete) {
      early += 1;
      assert.ok(nbHits >= hits.length);
      const tails = reads.filter((file) => file.startsWith('tail-')).length;
      assert.ok(tails < manifest.chunked.tails, `"${query}": ${tails} tails`);
    }
  }
  // Some queries stop before reading every part of their terms.
  assert.ok(early > 0, `${early} of ${QUERIES.length}`);
});

test('a query stops at the heads when no page left can pass its first results', async () => {
  const {manifest, files} = split(site(), 2000, 12);
  const reads: string[] = [];
  const search = chunkedSearch(manifest, reader(files, reads));
  const answer = await search.search({
    query: 'webhook',
    filters: EN,
    hitsPerPage: 3,
  });
  assert.equal(answer.hits.length, 3);
  assert.equal(answer.complete, false);
  assert.deepEqual(
    reads.filter((file) => file.startsWith('tail-')),
    [],
  );
  // Asked again, it reads nothing new; asked for the true count, the rest.
  const first = reads.length;
  await search.search({query: 'webhook', filters: EN, hitsPerPage: 3});
  assert.equal(reads.length, first);
  const whole = await search.search({
    query: 'webhook',
    filters: EN,
    hitsPerPage: 3,
    complete: true,
  });
  assert.equal(whole.complete, true);
  assert.equal(
    whole.nbHits,
    engineOf(site()).search({query: 'webhook', filters: EN}).nbHits,
  );
});

test('a failed read fails the search and is tried again on the next one', async () => {
  const {manifest, files} = split(site());
  let fail = true;
  const search = chunkedSearch(manifest, async (file) => {
    if (fail) throw new Error('offline');
    return files.get(file)!;
  });
  await assert.rejects(
    search.search({query: 'refund', filters: EN}),
    /offline/,
  );
  fail = false;
  assert.ok((await search.search({query: 'refund', filters: EN})).nbHits > 0);
});

test('records of a page that are not consecutive are refused, naming the page', () => {
  const index = site();
  const [a, b, c] = index.records;
  const records = [a!, c!, b!].map((record, id) => ({...record, id}));
  records[1]!.url = '/docs/other';
  records[2]!.url = a!.url;
  assert.throws(
    () => chunkIndex({...index, records}),
    /records of \/docs\/p0 are not consecutive \(record 2\)/,
  );
});

test('editDistance counts insertions, deletions and substitutions, up to a limit', () => {
  assert.equal(editDistance('refnd', 'refund', 1), 1);
  assert.equal(editDistance('xrefund', 'refund', 1), 1);
  assert.equal(editDistance('rfnd', 'refund', 1), Infinity);
  assert.equal(editDistance('rfnd', 'refund', 2), 2);
});

test('scores use the whole index’s statistics, not those of the records a query read', async () => {
  const record = (id: number, url: string, content: string): SearchRecord => ({
    id,
    url,
    type: 'lvl1',
    hierarchy: {lvl0: 'Guides', lvl1: 'Page', lvl2: null, lvl3: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  });
  const records = [
    // A rare word once in a long text; a common word often in a short one.
    record(
      0,
      '/docs/rare',
      `webhook ${Array.from({length: 400}, (_, n) => `w${n}`).join(' ')}`,
    ),
    record(1, '/docs/common', 'refund refund refund refund'),
    ...Array.from({length: 9}, (_, n) =>
      record(n + 2, `/docs/c${n}`, 'refund text'),
    ),
    ...Array.from({length: 200}, (_, n) =>
      record(n + 11, `/docs/other${n}`, 'merchant settlement'),
    ),
  ];
  const index = {...site(), records, synonyms: []};
  const {manifest, files} = split(index, 500);
  const search = chunkedSearch(manifest, reader(files));
  const params = {query: 'webhook refund', filters: EN, hitsPerPage: 2};
  const expected = engineOf(index).search(params);
  assert.equal(expected.hits[0]!.url, '/docs/common');
  const {hits} = await search.search(params);
  assert.deepEqual(hits, expected.hits);
});

test('within keepBytes: the same answers, least recently used files dropped, memory kept bounded', async () => {
  const index = site();
  const {manifest, files} = split(index);
  const engine = engineOf(index);
  const keepBytes = 20_000;
  const reads: string[] = [];
  const search = chunkedSearch(manifest, reader(files, reads), {keepBytes});
  const unbounded = chunkedSearch(manifest, reader(files));
  const kept: number[] = [];
  for (const query of [...QUERIES, ...QUERIES]) {
    const params = {query, filters: EN, hitsPerPage: 5, complete: true};
    const {complete, ...answer} = await search.search(params);
    assert.ok(complete);
    assert.deepEqual(
      answer,
      engine.search({query, filters: EN, hitsPerPage: 5}),
    );
    await unbounded.search(params);
    // Between searches: within the bound, but for the file read last.
    kept.push(search.keptBytes());
  }
  // At most one search's reads above the bound (trimmed before the next).
  assert.ok(Math.max(...kept) <= 2 * keepBytes, kept.join(' '));
  assert.ok(unbounded.keptBytes() > 3 * keepBytes, `${unbounded.keptBytes()}`);
  // Dropped files were read again when a later query needed them.
  assert.ok(reads.length > new Set(reads).size);
  assert.ok(search.loaded().length < unbounded.loaded().length);
});

test('a page no term has shown yet can pass the first results: the search reads on, and stops once none can', async () => {
  const record = (id: number, url: string, content: string): SearchRecord => ({
    id,
    url,
    type: 'lvl2',
    hierarchy: {lvl0: 'Guides', lvl1: 'Page', lvl2: null, lvl3: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  });
  const pad = (words: number) =>
    Array.from({length: words}, (_, n) => `w${n}`).join(' ');
  const records = [
    // First in both terms' heads: each word alone in a short section, both
    // together only in a long one (the one its rank counts).
    record(0, '/docs/split', 'payout'),
    record(1, '/docs/split#refund', 'refund'),
    record(2, '/docs/split#both', `payout refund ${pad(60)}`),
    // In no head: both words in one section of middling length, it ranks first.
    record(3, '/docs/together', `payout refund ${pad(4)}`),
    // Pages no first result needs, in the terms' later parts.
    ...Array.from({length: 60}, (_, n) =>
      record(n + 4, `/docs/filler${n}`, `payout refund ${pad(30 + n)}`),
    ),
  ];
  const index = {...site(), records, synonyms: []};
  const {manifest, files} = split(index, 300, 1);
  const params = {query: 'payout refund', filters: EN, hitsPerPage: 1};
  const expected = engineOf(index).search(params);
  assert.equal(expected.hits[0]!.url, '/docs/together');
  const reads: string[] = [];
  const search = chunkedSearch(manifest, reader(files, reads));
  const {hits, complete} = await search.search(params);
  assert.deepEqual(hits, expected.hits);
  // Bounded: it stopped before the terms' last parts.
  assert.equal(complete, false);
  const tails = new Set(reads.filter((file) => file.startsWith('tail-')));
  assert.ok(tails.size > 0, 'read past the heads');
  assert.ok(
    tails.size < manifest.chunked.tails,
    `${tails.size} of ${manifest.chunked.tails} tails`,
  );
});
