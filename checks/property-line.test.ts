/**
 * The property line between the local plugins and the site, as ESLint (the
 * project's own config) enforces it: a plugin or package that imports a site
 * file fails the lint; its own modules, workspace packages and the site's own
 * imports pass. Anywhere in the repository, a workspace package is imported
 * only through the subpaths its `exports` lists, never through a path alias.
 * ESLint lints every snippet in one child process, as `eslint --stdin` does
 * each (the test runner's TypeScript loader must not load ESLint's plugins;
 * one process loads the config once).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

interface LintResult {
  messages: {ruleId: string | null; message: string}[];
}

/** A file name and its text, linted as if it were that file. */
type Snippet = [filePath: string, code: string];

/**
 * Lints every snippet in one ESLint process (the config loads once), as
 * `eslint --stdin --stdin-filename` does each, and returns the messages of
 * `pn/no-site-imports` for each snippet, in order.
 */
function siteImportErrors(snippets: Snippet[]): string[][] {
  const script = `
    const {ESLint} = require('eslint');
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk));
    process.stdin.on('end', async () => {
      const eslint = new ESLint();
      const results = [];
      for (const [filePath, code] of JSON.parse(input)) {
        results.push((await eslint.lintText(code, {filePath}))[0]);
      }
      process.stdout.write(JSON.stringify(results));
    });`;
  const eslint = spawnSync(process.execPath, ['-e', script], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
    env: {...process.env, NODE_OPTIONS: ''},
  });
  assert.equal(eslint.status, 0, eslint.stderr);
  return (JSON.parse(eslint.stdout) as LintResult[]).map((result) =>
    result.messages
      .filter((message) => message.ruleId === 'pn/no-site-imports')
      .map((message) => message.message),
  );
}

const SNIPPETS = {
  siteImportsInPlugin: [
    'plugins/search/planted.ts',
    [
      "import config from '../../docusaurus.config.ts';",
      "import {BASE_URL} from '@site/site.settings';",
      "import {hydrated} from '../../e2e/support/fixtures.ts';",
      'export {config, BASE_URL, hydrated};',
    ].join('\n'),
  ],
  ownModulesInPlugin: [
    'plugins/search/planted.ts',
    "import {INDEX_DIR} from './constants.ts';\nimport {htmlFileOfRoute} from '@paynow-docs/build-kit';\nexport {INDEX_DIR, htmlFileOfRoute};\n",
  ],
  relativeImportsAcrossPackages: [
    'plugins/search/planted.ts',
    [
      "import {readBuildRecord} from '../postbuild/record.ts';",
      "import {LIMITS} from '../../packages/search-engine/limits.ts';",
      "import {loadGlossary} from '../../tools/glossary/glossary.ts';",
      'export {readBuildRecord, LIMITS, loadGlossary};',
    ].join('\n'),
  ],
  relativeImportIntoPackage: [
    'deploy/planted.ts',
    "import {readBuildRecord} from '../plugins/postbuild/record.ts';\nexport {readBuildRecord};\n",
  ],
  siteImportsInSite: [
    'e2e/planted.spec.ts',
    "import {BASE_URL} from '../site.settings.ts';\nexport {BASE_URL};\n",
  ],
  deepImportsInPackage: [
    'packages/docs-mcp/src/planted.ts',
    [
      "import {markdownUrlOf} from '@paynow-docs/markdown-export/markdownUrl.ts';",
      "import {htmlToMarkdown} from '@paynow-docs/markdown-export/convert.ts';",
      "import {pageRoutes} from '@paynow-docs/build-kit/index.ts';",
      'export {markdownUrlOf, htmlToMarkdown, pageRoutes};',
    ].join('\n'),
  ],
  deepImportInSite: [
    'src/planted.ts',
    "import {htmlFilesOf} from '@paynow-docs/build-kit/index.ts';\nexport {htmlFilesOf};\n",
  ],
  publicEntries: [
    'checks/planted.ts',
    [
      "import {markdownUrlOf} from '@paynow-docs/markdown-export/markdownUrl';",
      "import ServerHtml from '@paynow-docs/build-kit/react/ServerHtml';",
      "import {htmlFilesOf} from '@paynow-docs/build-kit';",
      "import {readBuildRecord} from '@paynow-docs/postbuild/record';",
      'export {markdownUrlOf, ServerHtml, htmlFilesOf, readBuildRecord};',
    ].join('\n'),
  ],
} satisfies Record<string, Snippet>;

const NAMES = Object.keys(SNIPPETS) as (keyof typeof SNIPPETS)[];
const ERRORS = siteImportErrors(NAMES.map((name) => SNIPPETS[name]));
/** The `pn/no-site-imports` messages of one snippet. */
const errorsOf = (name: keyof typeof SNIPPETS) => ERRORS[NAMES.indexOf(name)]!;

test('a plugin or package that imports a site file fails the lint', () => {
  const errors = errorsOf('siteImportsInPlugin');
  assert.equal(errors.length, 3, errors.join('\n'));
  for (const error of errors) assert.match(error, /must not import site files/);
});

test('its own modules and workspace packages pass; the site may import site files', () => {
  assert.deepEqual(errorsOf('ownModulesInPlugin'), []);
  assert.deepEqual(errorsOf('siteImportsInSite'), []);
});

test('a relative import that leaves its workspace package fails the lint, naming the import to write', () => {
  const errors = errorsOf('relativeImportsAcrossPackages');
  assert.equal(errors.length, 3, errors.join('\n'));
  assert.match(
    errors[0]!,
    /'\.\.\/postbuild\/record\.ts' leaves @paynow-docs\/search for @paynow-docs\/postbuild: import '@paynow-docs\/postbuild\/record'/,
  );
  assert.match(
    errors[1]!,
    /for @paynow-docs\/search-engine: import '@paynow-docs\/search-engine\/limits'/,
  );
  assert.match(errors[2]!, /for the site file tools\/glossary\/glossary\.ts/);
  const [intoPackage] = errorsOf('relativeImportIntoPackage');
  assert.match(
    intoPackage!,
    /leaves the site for @paynow-docs\/postbuild: import '@paynow-docs\/postbuild\/record'/,
  );
});

test('a deep import into a workspace package fails the lint anywhere', () => {
  const errors = errorsOf('deepImportsInPackage');
  assert.equal(errors.length, 3, errors.join('\n'));
  assert.match(
    errors[0]!,
    /not in the exports of @paynow-docs\/markdown-export/,
  );
  assert.equal(errorsOf('deepImportInSite').length, 1);
});

test("a workspace package's public entries pass", () => {
  assert.deepEqual(errorsOf('publicEntries'), []);
});

test('tsconfig.json names no path alias besides @site/ (a second name for a package would bypass its exports)', () => {
  const {compilerOptions} = JSON.parse(
    readFileSync('tsconfig.json', 'utf8'),
  ) as {
    compilerOptions: {paths?: Record<string, string[]>};
  };
  assert.deepEqual(Object.keys(compilerOptions.paths ?? {}), ['@site/*']);
});
