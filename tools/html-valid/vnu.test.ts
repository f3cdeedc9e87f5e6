import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {htmlProblems} from './vnu.ts';

const PAGE = (body: string) =>
  `<!doctype html><html lang="en"><title>t</title>${body}</html>\n`;

test('the checker names file, line and message of invalid HTML, and passes valid HTML', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'html-valid-'));
  try {
    writeFileSync(
      path.join(folder, 'bad.html'),
      PAGE('<pre><code><div>line</div></code></pre>'),
    );
    writeFileSync(
      path.join(folder, 'good.html'),
      PAGE('<pre><code><span>line</span></code></pre>'),
    );
    writeFileSync(path.join(folder, 'notes.txt'), '<div>');
    const problems = htmlProblems([folder]);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(
      problems[0]!,
      /bad\.html:1:\d+: Element “div” not allowed as child of element “code”/,
    );
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
});
