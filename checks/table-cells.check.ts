/**
 * `npm run test:tables` (after `npm run build`): no table cell of any built
 * page, in either locale, is empty or thin: a cell that repeats its row's
 * label, or a yes/no filler where an explanation belongs (STYLE.md, "Tables";
 * tools/tables/).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {emptyCellProblems} from '../tools/tables/empty-cells.ts';
import {thinCellProblems} from '../tools/tables/thin-cells.ts';

const BUILD = path.join(import.meta.dirname, '..', 'build');

test('no table cell of the built site is empty, in either locale', () => {
  assert.ok(existsSync(BUILD), 'build/ is missing: run npm run build first');
  const problems = emptyCellProblems(BUILD);
  assert.equal(
    problems.length,
    0,
    `${problems.length} empty table cell(s):\n${problems.join('\n')}`,
  );
});

test('no table cell of the built site repeats its label or says only yes or no, in either locale', () => {
  assert.ok(existsSync(BUILD), 'build/ is missing: run npm run build first');
  const problems = thinCellProblems(BUILD);
  assert.equal(
    problems.length,
    0,
    `${problems.length} thin table cell(s):\n${problems.join('\n')}`,
  );
});
