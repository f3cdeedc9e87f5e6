import {test} from 'node:test';
import assert from 'node:assert/strict';
import {judge, queriesOf, type RelevanceSets} from './relevance.ts';

const SETS: RelevanceSets = {
  cases: [
    {query: 'refund', page: 'docs/refund', rank: 1},
    {query: 'refund', page: 'docs/seller'},
    {query: 'label', page: 'docs/print'},
  ],
  readers: [
    {query: 'money back', page: 'docs/seller'},
    {query: 'print many labels', page: 'docs/print'},
    {query: 'nothing', page: 'docs/print'},
  ],
};

test('every engine is judged as the relevance check judges: a case within its rank, reader questions top-1 and top-3', () => {
  const answers: Record<string, string[]> = {
    refund: ['docs/refund', 'docs/a', 'docs/b', 'docs/seller'],
    label: ['docs/a', 'docs/b', 'docs/print'],
    'money back': ['docs/seller'],
    'print many labels': ['docs/a', 'docs/print'],
  };
  const result = judge(SETS, (query) => answers[query]);
  assert.deepEqual(result.cases, {
    passed: 2,
    total: 3,
    failed: ['refund → docs/seller'],
  });
  assert.deepEqual(result.readers, {
    first: 1,
    top3: 2,
    total: 3,
    missed: ['nothing → docs/print'],
  });
});

test("the queries searched: the locale's first query, then each distinct query of both sets", () => {
  assert.deepEqual(queriesOf(SETS, 'payout'), [
    'payout',
    'refund',
    'label',
    'money back',
    'print many labels',
    'nothing',
  ]);
});
