import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SEAMS, VERIFIED, parseManifest} from './manifest.ts';

const versions = {'@docusaurus/core': '3.10.2'};
/** A valid record at lines 1–7; each case adds a malformed one from line 8. */
const valid = `- id: a
  kind: fork
  pkg: '@docusaurus/core'
  file: lib/a.js
  owners: [x.ts]
  why: w
  exit: e
`;
const record = (lines: string) =>
  `${valid}- id: b\n${lines}\n  pkg: '@docusaurus/core'\n  owners: [x.ts]\n  why: w\n`;

test('the manifest loads, with package.json’s versions but typescript', () => {
  assert.ok(SEAMS.length > 30);
  assert.ok(!('typescript' in VERIFIED) && '@docusaurus/core' in VERIFIED);
});

test('a malformed record fails naming the file, its line and the seam', () => {
  const cases: [string, string][] = [
    [
      record('  kind: fork\n  file: f\n  exit: e\n  extra: 1'),
      'manifest.yaml:12: seam b: unknown key extra',
    ],
    [record('  kind: fork'), 'manifest.yaml:8: seam b: missing file, exit'],
    [
      record('  kind: clone\n  file: f\n  exit: e'),
      'manifest.yaml:9: seam b: kind clone is not one of fork|copy|import|contract|pin',
    ],
    [
      record('  kind: fork\n  file: f\n  exit: e').replace(
        "'@docusaurus/core'\n  owners",
        "'@docusaurus/cor'\n  owners",
      ),
      "manifest.yaml:12: seam b: pkg @docusaurus/cor is not in package.json's peerDependencies",
    ],
    [
      record('  kind: copy\n  file: f\n  exit: e\n  names: [x]'),
      'manifest.yaml:8: seam b: kind copy has no names (import and contract do)',
    ],
    [
      record('  kind: import\n  file: f\n  exit: e'),
      'manifest.yaml:8: seam b: kind import needs names',
    ],
    [
      record('  kind: fork\n  file: f\n  exit: e').replace(
        '- id: b',
        '- id: a',
      ),
      'manifest.yaml:8: seam a: duplicate id (first at line 1)',
    ],
    [
      record('  kind: fork\n  file: f\n  exit: ""'),
      'manifest.yaml:11: seam b: exit is not a non-empty string',
    ],
  ];
  for (const [text, problem] of cases) {
    assert.throws(() => parseManifest(text, versions), {
      message: `Malformed seams manifest:\n${problem}`,
    });
  }
});

test('a YAML syntax error fails naming the file and its line', () => {
  assert.throws(
    () => parseManifest(`${valid}- id: b\n  kind: fork\n   pkg: x\n`, versions),
    {message: /^Malformed seams manifest:\nmanifest\.yaml:9: /},
  );
  assert.throws(() => parseManifest(`${valid}  id: b\n`, versions), {
    message: /\nmanifest\.yaml:8: Map keys must be unique/,
  });
});
