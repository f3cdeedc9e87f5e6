/**
 * Drift tests of the forks: every upstream module fast-load replaces (or
 * starts from, as the client entry and the page template) is compared with
 * the copy it was forked from, kept in `upstream/` (`<package>/<path>.orig`,
 * the files of the versions in `VERIFIED`). Compared as JavaScript tokens:
 * comments and layout do not count, any change of code does. On a change the
 * test prints the file, the installed version and the diff.
 *
 * After an upgrade: read the diff, carry what matters into the fork named in
 * the message, copy the new upstream file over its `.orig`, and set the
 * version here and in package.json's peer ranges.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {diff} from 'node:util';
import ts from 'typescript';
import * as fastLoad from './index.ts';

const require = createRequire(import.meta.url);

/** The versions the forks are verified against (package.json names exactly these). */
const VERIFIED: Record<string, string> = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/plugin-content-docs': '3.10.2',
  '@docusaurus/theme-classic': '3.10.2',
  '@docusaurus/theme-common': '3.10.2',
  '@docusaurus/utils-common': '3.10.2',
  'docusaurus-plugin-image-zoom': '3.0.1',
};

/** Each upstream module (package, path in it) and the file of this plugin that replaces or follows it. */
const FORKS: {pkg: string; file: string; fork: string}[] = [
  {
    pkg: '@docusaurus/core',
    file: 'lib/client/clientEntry.js',
    fork: 'client/bootstrap.ts',
  },
  {
    pkg: '@docusaurus/core',
    file: 'lib/ssg/ssgTemplate.html.js',
    fork: 'ssrTemplate.ts',
  },
  {
    pkg: '@docusaurus/core',
    file: 'lib/client/browserContext.js',
    fork: 'client/browserContext.tsx',
  },
  {
    pkg: '@docusaurus/core',
    file: 'lib/client/renderToHtml.js',
    fork: 'server/renderToHtml.ts',
  },
  {
    pkg: '@docusaurus/core',
    file: 'lib/client/BaseUrlIssueBanner/index.js',
    fork: 'client/noBaseUrlIssueBanner.ts',
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/utils/emojiUtils.js',
    fork: 'client/emojiUtils.ts',
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    fork: 'client/useWindowSize.ts',
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/utils/reactUtils.js',
    fork: 'client/reactUtils.tsx',
  },
  {
    pkg: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsPreferredVersion.js',
    fork: 'client/docsPreferredVersion.tsx',
  },
  {
    pkg: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsClientUtils.js',
    fork: 'client/docsClientUtils.ts',
  },
  {
    pkg: '@docusaurus/utils-common',
    file: 'lib/index.js',
    fork: 'client/utilsCommon.ts',
  },
  {
    pkg: '@docusaurus/theme-classic',
    file: 'lib/theme/MDXComponents/Code.js',
    fork: 'client/MDXCode.tsx',
  },
  {
    pkg: '@docusaurus/theme-classic',
    file: 'lib/theme/Tabs/index.js',
    fork: 'theme/Tabs/index.tsx',
  },
  {
    pkg: 'docusaurus-plugin-image-zoom',
    file: 'lib/zoom.js',
    fork: 'client/imageZoom.ts',
  },
];

/** The installed package's folder, found as Node finds it (without its `exports` map). */
function packageDir(pkg: string): string {
  const found = (require.resolve.paths(pkg) ?? [])
    .map((dir) => path.join(dir, pkg))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  assert.ok(found, `${pkg} is not installed`);
  return found;
}

/**
 * The code of a module as the tokens of its syntax tree (JSX included):
 * what changes its behaviour, not its comments or layout.
 */
export function codeTokens(source: string): string[] {
  const file = ts.createSourceFile(
    'module.jsx',
    source,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JSX,
  );
  const tokens: string[] = [];
  const walk = (node: ts.Node): void => {
    const kind = ts.SyntaxKind[node.kind];
    if (kind.startsWith('JSDoc')) return;
    const children = node.getChildren(file);
    if (children.length > 0) {
      children.forEach(walk);
      return;
    }
    const text = node.getText(file).replace(/\s+/g, ' ').trim();
    if (text || node.kind !== ts.SyntaxKind.JsxText)
      tokens.push(`${kind} ${text}`);
  };
  walk(file);
  return tokens;
}

/** The changed lines of `after` against `before`, each with a line around it. */
export function lineDiff(before: string, after: string): string {
  const lines = diff(before.split('\n'), after.split('\n'));
  return lines
    .map(([op, line], index) => {
      const near = [-1, 1].some(
        (step) => (lines[index + step]?.[0] ?? 0) !== 0,
      );
      if (op === 0) return near ? `  ${line}` : undefined;
      return `${op === 1 ? '-' : '+'} ${line}`;
    })
    .filter((line) => line !== undefined)
    .join('\n');
}

test('the installed packages are the versions the forks are verified against, as package.json says', () => {
  const manifest = JSON.parse(
    readFileSync(new URL('package.json', import.meta.url), 'utf8'),
  ) as {
    peerDependencies: Record<string, string>;
    dependencies: Record<string, string>;
  };
  for (const [pkg, version] of Object.entries(VERIFIED)) {
    const installed = (
      JSON.parse(
        readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8'),
      ) as {version: string}
    ).version;
    assert.equal(
      installed,
      version,
      `${pkg} ${installed} is installed; fast-load's forks are verified against ${version} (see the drift tests below).`,
    );
    assert.equal(
      manifest.peerDependencies[pkg] ?? manifest.dependencies[pkg],
      version,
      `package.json's range of ${pkg}`,
    );
  }
});

for (const {pkg, file, fork} of FORKS) {
  test(`${pkg}/${file} is the code ${fork} was forked from`, () => {
    const installedPath = path.join(packageDir(pkg), file);
    const storedPath = new URL(`upstream/${pkg}/${file}.orig`, import.meta.url);
    const installed = readFileSync(installedPath, 'utf8');
    const stored = readFileSync(storedPath, 'utf8');
    if (
      JSON.stringify(codeTokens(installed)) ===
      JSON.stringify(codeTokens(stored))
    ) {
      return;
    }
    assert.fail(
      `${installedPath} changed since plugins/fast-load/${fork} was forked from it (${pkg} ${VERIFIED[pkg]}, kept in ${path.relative(process.cwd(), storedPath.pathname)}). Carry the change into the fork, then copy the file over the stored one:\n${lineDiff(stored, installed)}`,
    );
  });
}

test('every module the plugin replaces has a drift test', () => {
  const patterns = Object.entries(fastLoad).filter(
    (entry): entry is [string, RegExp] => entry[1] instanceof RegExp,
  );
  assert.ok(patterns.length >= 12);
  for (const [name, pattern] of patterns) {
    const covered = FORKS.filter(({pkg, file}) =>
      pattern.test(path.join(packageDir(pkg), file)),
    );
    assert.equal(covered.length, 1, `${name} (${pattern}) has no drift test`);
  }
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
