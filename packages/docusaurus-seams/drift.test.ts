/**
 * The one drift test: every seam of the manifest against the installed
 * packages (drift.ts says how each kind is checked). On a change the test
 * names the seam, its upstream file and owners, and prints the diff.
 *
 * After an upgrade: read the diff, carry what matters into the owners, copy
 * the new upstream file over its `.orig`, and set the version in
 * package.json's peerDependencies (VERIFIED is them; README.md).
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {checkSeam, codeTokens, lineDiff, storedFile} from './drift.ts';
import {packageDir} from './index.ts';
import {SEAMS, VERIFIED} from './manifest.ts';
import {seamsTable} from './check-upstream.ts';

const root = path.resolve(import.meta.dirname, '../..');

test('the installed packages are the versions the seams are verified against, as package.json says', () => {
  for (const [pkg, version] of Object.entries(VERIFIED)) {
    const installed = (
      JSON.parse(
        readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8'),
      ) as {version: string}
    ).version;
    assert.equal(
      installed,
      version,
      `${pkg} ${installed} is installed; the seams are verified against ${version}, package.json's peerDependencies (see the drift tests below).`,
    );
  }
});

for (const seam of SEAMS) {
  test(`seam ${seam.id} (${seam.kind}): ${seam.pkg}/${seam.file} is what ${seam.owners[0]} was written against`, () => {
    const {status, detail} = checkSeam(seam);
    if (status !== 'unchanged') assert.fail(detail);
  });
}

test('the manifest is true: owners that exist, and no stored original without its seam', () => {
  for (const seam of SEAMS) {
    for (const owner of seam.owners) {
      assert.ok(
        existsSync(path.join(root, owner)),
        `seam ${seam.id}: no ${owner}`,
      );
    }
  }
  const stored = readdirSync(path.join(import.meta.dirname, 'upstream'), {
    recursive: true,
  })
    .filter((file) => String(file).endsWith('.orig'))
    .map((file) => path.join(import.meta.dirname, 'upstream', String(file)))
    .sort();
  const declared = SEAMS.filter(({kind}) => kind === 'fork' || kind === 'copy')
    .map(storedFile)
    .sort();
  assert.deepEqual(stored, declared);
});

test('the README’s table is the manifest', () => {
  /** A Markdown table's rows, each as its trimmed cells (no separator row). */
  const rows = (table: string) =>
    table
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^[\s|:-]+$/.test(line))
      .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim()));
  const readme = readFileSync(
    path.join(import.meta.dirname, 'README.md'),
    'utf8',
  );
  const section = readme.slice(readme.indexOf('\n## The seams\n'));
  assert.deepEqual(
    rows(section.slice(0, section.indexOf('\n## ', 1))),
    rows(seamsTable()),
    'packages/docusaurus-seams/README.md must hold the manifest’s table: npm run check:upstream -- --table prints it',
  );
});

test('the token comparison ignores comments and layout, not code', () => {
  const code = 'export function f(a) { return a + 1; }';
  assert.deepEqual(
    codeTokens('// note\nexport function f(a) {\n  return a + 1;\n}\n'),
    codeTokens(code),
  );
  assert.notDeepEqual(codeTokens(code.replace('1', '2')), codeTokens(code));
  assert.match(lineDiff('a\nb\nc', 'a\nx\nc'), /^ {2}a\n- b\n\+ x\n {2}c$/);
});
