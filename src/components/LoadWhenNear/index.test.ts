import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {hydrateDefineProblems} from '@paynow-docs/build-kit/react/hydrate-define';

test('LoadWhenNear reads the hydration define the installed Docusaurus sets', () => {
  assert.deepEqual(
    hydrateDefineProblems(
      [path.join(import.meta.dirname, 'index.tsx')],
      import.meta.dirname,
    ),
    [],
  );
});
