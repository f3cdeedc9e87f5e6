import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseEngine} from './engine.ts';

test('parseEngine: nginx when unset or empty, each engine by its name', () => {
  assert.equal(parseEngine('BENCH_ENGINE', undefined), 'nginx');
  assert.equal(parseEngine('BENCH_ENGINE', ''), 'nginx');
  assert.equal(parseEngine('BENCH_ENGINE', 'nginx'), 'nginx');
  assert.equal(parseEngine('HTTP_ENGINE', 'workerd'), 'workerd');
});

test('parseEngine: another name is refused with the variable and the choices, never read as nginx', () => {
  for (const value of ['worker', 'Workerd', 'cloudflare', ' workerd']) {
    assert.throws(
      () => parseEngine('BENCH_ENGINE', value),
      new Error(
        `BENCH_ENGINE=${JSON.stringify(value)} is not an engine: use nginx or workerd.`,
      ),
    );
  }
});
