/**
 * The table of what `npm test` runs (checks/README.md, linked from the
 * README) is the `test` script of package.json: the same scripts, in the
 * same order.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const root = path.resolve(__dirname, '..');

test("checks/README.md's npm test table lists the test script's steps, in order", () => {
  const {scripts} = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  ) as {scripts: Record<string, string>};
  const steps = [...scripts.test.matchAll(/npm run ([\w:-]+)/g)].map(
    (match) => match[1],
  );
  const readme = readFileSync(path.join(root, 'checks', 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('`npm test` runs these, in this order'),
    readme.indexOf('Other scripts:'),
  );
  const rows = [...section.matchAll(/^\| `npm run ([\w:-]+)` +\|/gm)].map(
    (match) => match[1],
  );
  assert.ok(steps.length > 0, 'package.json has a test script');
  assert.deepEqual(rows, steps);
  for (const step of steps) {
    assert.ok(scripts[step], `package.json has the script ${step}`);
  }
});
