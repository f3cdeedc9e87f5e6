import assert from 'node:assert/strict';
import test from 'node:test';
import {categoryScore, robotsFailsOnlyOnOtherRecords} from './lighthouse.ts';

const robots = (...lines: string[]) => ({
  score: 0,
  details: {items: lines.map((line) => ({line}))},
});

test('robots.txt failing only on its Content-Signal line counts as valid, any other error does not', () => {
  assert.equal(
    robotsFailsOnlyOnOtherRecords(
      robots('Content-Signal: search=yes, ai-input=yes, ai-train=no'),
    ),
    true,
  );
  assert.equal(
    robotsFailsOnlyOnOtherRecords(
      robots('Content-Signal: search=yes', 'Disalow: /'),
    ),
    false,
  );
  assert.equal(robotsFailsOnlyOnOtherRecords({score: 0}), false);
  assert.equal(robotsFailsOnlyOnOtherRecords({score: 1}), false);
});

test('a category score weighs its audits as Lighthouse does, with passed ones at 1', () => {
  const category = {
    auditRefs: [
      {id: 'a', weight: 1},
      {id: 'robots-txt', weight: 1},
      {id: 'manual', weight: 0},
      {id: 'n/a', weight: 1},
    ],
  };
  const audits = {
    a: {score: 1},
    'robots-txt': {score: 0},
    manual: {score: 0},
    'n/a': {score: null},
  };
  assert.equal(categoryScore(category, audits, new Set()), 50);
  assert.equal(categoryScore(category, audits, new Set(['robots-txt'])), 100);
});
