import {test} from 'node:test';
import assert from 'node:assert/strict';
import {closestWords, editDistance} from './closest.ts';

test('edits count a swap of two neighbouring letters as one', () => {
  assert.equal(editDistance('recieve', 'receive'), 1);
  assert.equal(editDistance('adress', 'address'), 1);
  assert.equal(editDistance('refund', 'refund'), 0);
  assert.equal(editDistance('payout', 'layout'), 1);
});

test('the closest words of the glossary and the vocabulary, closest first', () => {
  const words = [
    'refund',
    'receive',
    'address',
    'payout',
    'get paid',
    '刷退',
    '退款',
    '撥款',
  ];
  assert.deepEqual(closestWords('refnd', words), ['refund']);
  assert.deepEqual(closestWords('recieve payuot', words), [
    'payout',
    'receive',
  ]);
  assert.deepEqual(closestWords('Adress', words), ['address']);
  assert.deepEqual(closestWords('get payd', words), ['get paid']);
  // A Han run: the words that share its characters (both, then one).
  assert.deepEqual(closestWords('退刷', words), ['刷退', '退款']);
  // A character typed for another that sounds alike.
  assert.deepEqual(closestWords('撥漂', words), ['撥款']);
  // Nothing close: nothing offered, never a far word.
  assert.deepEqual(closestWords('xylophone', words), []);
  assert.deepEqual(closestWords('   ', words), []);
  assert.deepEqual(closestWords('p 1', ['a', 'p', '10', 'pay']), []);
  // A word the query has as it is is not a suggestion.
  assert.deepEqual(closestWords('refund', words), []);
});

test('at most three suggestions', () => {
  const words = ['cat', 'car', 'cap', 'can', 'cab'];
  assert.equal(closestWords('caz', words).length, 3);
});

test('a chunked index answers a query that finds nothing with its closest words', async () => {
  const {chunkIndex, chunkedSearch} = await import('./chunks.ts');
  const {INDEX_VERSION} = await import('./format.ts');
  const filters = {language: 'en', tags: ['docs-default-current']};
  const record = (id: number, title: string, content: string) => ({
    id,
    url: `/base/docs/p${id}/`,
    type: 'lvl1' as const,
    hierarchy: {lvl0: 'Guides', lvl1: title, lvl2: null, lvl3: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  });
  const {manifest, files} = chunkIndex({
    version: INDEX_VERSION,
    site: {baseUrl: '/base/', filters} as never,
    records: [
      record(0, 'Refund', 'Refund a transaction.'),
      record(1, 'Delivery', 'The delivery address of a parcel.'),
    ],
    synonyms: [['refund', '退款', '刷退']],
  }).files('');
  const search = chunkedSearch(manifest, async (file) => files.get(file)!);
  const ask = (query: string) =>
    search.search({query, filters, hitsPerPage: 5});
  const typo = await ask('xqzadress');
  assert.equal(typo.nbHits, 0);
  assert.equal(typo.closest, undefined);
  const far = await ask('adres zzzz');
  assert.equal(far.nbHits, 0);
  assert.deepEqual(far.closest, ['address']);
  const han = await ask('退刷款式');
  assert.equal(han.nbHits, 0);
  assert.deepEqual(han.closest, ['刷退', '退款']);
  // A query that finds pages has no suggestions.
  assert.equal((await ask('refund')).closest, undefined);
});
