import assert from 'node:assert/strict';
import {test} from 'node:test';
import {exitCode, runStages, stageBlock} from './stages.ts';

test('commands run side by side; each result comes as it ends, with all its output', async () => {
  const started = performance.now();
  const reported: string[] = [];
  const results = await runStages(
    ['sleep 2; echo slow; echo slow-err >&2', 'sleep 2; echo fast'],
    (result) => reported.push(result.command),
  );
  // Side by side: two 2-second commands end well before 4 seconds.
  assert.ok(performance.now() - started < 3500, 'ran one after the other');
  assert.deepEqual(
    reported,
    results.map((result) => result.command),
  );
  const slow = results.find((result) => result.command.includes('slow'))!;
  assert.equal(slow.code, 0);
  assert.equal(slow.output, 'slow\nslow-err\n');
  assert.equal(exitCode(results), 0);
});

test('the first failure stops the others and gives the exit code', async () => {
  const started = performance.now();
  const results = await runStages([
    'sleep 20; echo never',
    'echo broken; exit 3',
  ]);
  assert.ok(
    performance.now() - started < 10_000,
    'the sleeper was not stopped',
  );
  const [failed, stopped] = results;
  assert.equal(failed!.command, 'echo broken; exit 3');
  assert.equal(failed!.code, 3);
  assert.equal(failed!.stopped, false);
  assert.equal(stopped!.stopped, true);
  assert.equal(stopped!.output, '');
  assert.equal(exitCode(results), 3);
});

test('a block names the command, its result and its time, then its output', () => {
  const result = {command: 'npm run lint', seconds: 1.25, output: 'x'};
  assert.equal(
    stageBlock({...result, code: 0, stopped: false}),
    '── npm run lint: passed in 1.3 s ──\nx\n',
  );
  assert.equal(
    stageBlock({...result, code: 2, stopped: false}),
    '── npm run lint: failed (exit code 2) in 1.3 s ──\nx\n',
  );
  assert.equal(
    stageBlock({...result, code: 143, stopped: true, output: ''}),
    '── npm run lint: stopped in 1.3 s ──\n',
  );
});
