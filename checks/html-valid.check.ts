/**
 * `npm run test:html` (after `npm run build`): every page of the build, in
 * both locales, is valid HTML as the W3C Nu checker reads it
 * (tools/html-valid; one Java process for all pages).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {htmlProblems} from '../tools/html-valid/vnu.ts';

const BUILD = path.join(import.meta.dirname, '..', 'build');

test('every built page is valid HTML (W3C Nu checker), in both locales', () => {
  assert.ok(existsSync(BUILD), 'build/ is missing: run npm run build first');
  const problems = htmlProblems([BUILD]);
  assert.equal(
    problems.length,
    0,
    `${problems.length} HTML error(s):\n${problems.slice(0, 200).join('\n')}`,
  );
});
