import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSteps, stepsFrom} from './build.ts';

test('build steps: loading, each locale from its log line, then postbuild', () => {
  const steps = stepsFrom(
    [
      {at: 100, text: '[INFO] Website will be built for all these locales:'},
      {at: 2000, text: '[INFO] [en] Creating an optimized production build...'},
      {at: 30_000, text: '[SUCCESS] Generated static files in "build".'},
      {
        at: 30_500,
        text: '[INFO] [zh-TW] Creating an optimized production build...',
      },
      {at: 50_000, text: '[SUCCESS] Generated static files in "build/zh-TW".'},
      {at: 58_000, text: '[postbuild] build/.nginx/csp.conf: …'},
    ],
    60_000,
  );
  assert.deepEqual(steps, [
    {name: 'start', seconds: 2},
    {name: 'en', seconds: 28.5},
    {name: 'zh-TW', seconds: 19.5},
    {name: 'postbuild', seconds: 10},
  ]);
  assert.equal(
    buildSteps({seconds: 60, peakMb: 1, ok: true, steps}),
    'start 2.0 s (3%) · en 28.5 s (48%) · zh-TW 19.5 s (33%) · postbuild 10.0 s (17%)',
  );
});

test('build steps: a failed build without locale lines is one step', () => {
  assert.deepEqual(stepsFrom([{at: 10, text: 'Error'}], 5000), [
    {name: 'start', seconds: 5},
  ]);
});
