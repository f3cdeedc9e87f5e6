import assert from 'node:assert/strict';
import test from 'node:test';
import {splitAtFirstPaint, type Loaf} from './loaf.ts';

const frame = (start: number, duration: number): Loaf => ({
  start,
  duration,
  blockingDuration: Math.max(0, duration - 50),
  styleAndLayout: 0,
  scripts: [],
});

test('frames before the first contentful paint are the first render, the rest the boot', () => {
  assert.deepEqual(
    splitAtFirstPaint([frame(10, 140), frame(300, 70), frame(500, 60)], 200),
    {firstRender: 140, longest: 70, blocking: 30},
  );
  assert.deepEqual(splitAtFirstPaint([frame(10, 140)], 200), {
    firstRender: 140,
    longest: 0,
    blocking: 0,
  });
});
