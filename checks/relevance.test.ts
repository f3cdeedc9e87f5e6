import {test} from 'node:test';
import assert from 'node:assert/strict';
import {passes, readerHit, readerTally} from './relevance.ts';

test('a case passes when its page is among the first `rank` pages, three unless given', () => {
  const pages = ['a', 'b', 'c', 'd'];
  assert.equal(passes({query: 'q', page: 'c'}, pages), true);
  assert.equal(passes({query: 'q', page: 'd'}, pages), false);
  assert.equal(passes({query: 'q', page: 'a', rank: 1}, pages), true);
  assert.equal(passes({query: 'q', page: 'b', rank: 1}, pages), false);
  assert.equal(passes({query: 'q', page: 'a'}, []), false);
});

test('a reader question counts top-1 when its page is first, top-3 when among the first three', () => {
  assert.deepEqual(readerHit({query: 'q', page: 'a'}, ['a', 'b']), {
    first: true,
    top3: true,
  });
  assert.deepEqual(readerHit({query: 'q', page: 'c'}, ['a', 'b', 'c', 'd']), {
    first: false,
    top3: true,
  });
  assert.deepEqual(readerHit({query: 'q', page: 'd'}, ['a', 'b', 'c', 'd']), {
    first: false,
    top3: false,
  });
});

test('a set of reader questions is tallied: top-1, top-3, and the questions that missed the top 3, in order', () => {
  const questions = [
    {query: 'first', page: 'a'},
    {query: 'fourth', page: 'd'},
    {query: 'third', page: 'c'},
    {query: 'none', page: 'e'},
  ];
  const pages = ['a', 'b', 'c', 'd'];
  assert.deepEqual(
    readerTally(questions, () => pages),
    {first: 1, top3: 2, missed: [questions[1], questions[3]]},
  );
  assert.deepEqual(
    readerTally(questions, (question) =>
      question.query === 'none' ? ['e'] : [],
    ),
    {first: 1, top3: 1, missed: questions.slice(0, 3)},
  );
});
