/**
 * The engine's caps against hostile shapes: a vocabulary of 20 000 terms
 * sharing a prefix, hundreds of typos of one word spread over the
 * vocabulary, and synonym groups past their size.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chunkIndex, chunkedSearch} from './chunks.ts';
import {synonymTable} from './clauses.ts';
import {INDEX_VERSION} from './format.ts';
import {
  MAX_EXPANSIONS,
  MAX_SYNONYM_GROUP,
  MAX_SYNONYM_WORDS,
} from './limits.ts';
import type {SearchIndexFile, SearchRecord} from './types.ts';

const FILTERS = {language: 'en', tags: ['docs-default-current']};

/** A site whose pages hold `terms`, ten to a page. */
function siteOf(terms: string[]): SearchIndexFile {
  const records: SearchRecord[] = [];
  for (let n = 0; n < terms.length; n += 10) {
    records.push({
      id: records.length,
      url: `/docs/p${records.length}`,
      type: 'lvl1',
      hierarchy: {lvl0: 'Guides', lvl1: 'Page', lvl2: null, lvl3: null},
      content: terms.slice(n, n + 10).join(' '),
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  }
  return {
    version: INDEX_VERSION,
    site: {baseUrl: '/', filters: FILTERS} as SearchIndexFile['site'],
    records,
  };
}

/** The shards one query reads from a fresh search, with the build's shard size. */
async function shardsRead(index: SearchIndexFile, query: string) {
  const {manifest, files} = chunkIndex(index).files('');
  const reads = new Set<string>();
  const search = chunkedSearch(manifest, async (file) => {
    reads.add(file);
    return files.get(file)!;
  });
  const answer = await search.search({query, filters: FILTERS});
  return {reads, answer, heads: manifest.chunked.heads.length};
}

test(`20 000 terms sharing a prefix: a three-letter query reads the heads of at most ${MAX_EXPANSIONS} of them`, async () => {
  const terms = Array.from(
    {length: 20_000},
    (_, n) => `pay${n.toString(36).padStart(4, '0')}`,
  );
  const {reads, answer, heads} = await shardsRead(siteOf(terms), 'pay');
  assert.ok(heads > 100, `${heads} head files`);
  assert.ok(answer.hits.length > 0);
  assert.ok(reads.size <= 16, `${reads.size} shards read`);
});

test('typos of one word spread over the vocabulary: a query reads a bounded number of heads', async () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const word = 'refund';
  // Each letter replaced, and a letter put in at each place: one edit each.
  const typos = [...word, ''].flatMap((_, at) =>
    [...alphabet].flatMap((c) => [
      word.slice(0, at) + c + word.slice(at + 1),
      word.slice(0, at) + c + word.slice(at),
    ]),
  );
  const filler = Array.from(
    {length: 20_000},
    (_, n) => `${alphabet[n % 36]}x${n.toString(36)}`,
  );
  const {reads, heads} = await shardsRead(siteOf([...typos, ...filler]), word);
  assert.ok(typos.length > 400);
  assert.ok(heads > 100, `${heads} head files`);
  // The vocabulary, the names, at most a head per expansion, the records.
  assert.ok(reads.size <= 40, `${reads.size} shards read`);
});

test(`a synonym group of more than ${MAX_SYNONYM_GROUP} words, or groups of more than ${MAX_SYNONYM_WORDS} in all, are refused by name`, () => {
  const words = (count: number, from = 0) =>
    Array.from({length: count}, (_, n) => `word${from + n}`);
  assert.doesNotThrow(() => synonymTable([words(MAX_SYNONYM_GROUP)]));
  assert.throws(
    () => synonymTable([['a', 'b'], words(MAX_SYNONYM_GROUP + 1)]),
    /Synonym group 1 has 25 words: at most 24 \(MAX_SYNONYM_GROUP\)/,
  );
  const groups = Array.from({length: MAX_SYNONYM_WORDS / 10 + 1}, (_, n) =>
    words(10, n * 10),
  );
  assert.throws(() => synonymTable(groups), /MAX_SYNONYM_WORDS/);
});
