import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pagefindQuery, withHanTerms} from './bakeoff/pagefind.ts';
import {parseBuilds} from './bakeoff/builds.ts';

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
