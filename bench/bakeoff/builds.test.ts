import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseBuilds} from './builds.ts';

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
