/**
 * The property line between the local plugins and the site, as ESLint (the
 * project's own config) enforces it: a plugin or package that imports a site
 * file fails the lint; its own modules, workspace packages and the site's own
 * imports pass. Anywhere in the repository, a workspace package is imported
 * only through the subpaths its `exports` lists, never through a path alias. ESLint runs as its CLI does (a child process: the test
 * runner's TypeScript loader must not load ESLint's plugins).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

interface LintResult {
  messages: {ruleId: string | null; message: string}[];
}

function siteImportErrors(filePath: string, code: string): string[] {
  const eslint = spawnSync(
    process.execPath,
    [
      'node_modules/eslint/bin/eslint.js',
      '--format',
      'json',
      '--stdin',
      '--stdin-filename',
      filePath,
    ],
    {input: code, encoding: 'utf8', env: {...process.env, NODE_OPTIONS: ''}},
  );
  const [result] = JSON.parse(eslint.stdout) as LintResult[];
  return result!.messages
    .filter((message) => message.ruleId === 'pn/no-site-imports')
    .map((message) => message.message);
}

test('a plugin or package that imports a site file fails the lint', () => {
  const errors = siteImportErrors(
    'plugins/search/planted.ts',
    [
      "import config from '../../docusaurus.config.ts';",
      "import {BASE_URL} from '@site/site.settings';",
      "import {hydrated} from '../../e2e/support/fixtures.ts';",
      'export {config, BASE_URL, hydrated};',
    ].join('\n'),
  );
  assert.equal(errors.length, 3, errors.join('\n'));
  for (const error of errors) assert.match(error, /must not import site files/);
});

test('its own modules and workspace packages pass; the site may import site files', () => {
  assert.deepEqual(
    siteImportErrors(
      'plugins/search/planted.ts',
      "import {INDEX_DIR} from './constants.ts';\nimport {htmlFileOfRoute} from '@paynow-docs/build-kit';\nexport {INDEX_DIR, htmlFileOfRoute};\n",
    ),
    [],
  );
  assert.deepEqual(
    siteImportErrors(
      'e2e/planted.spec.ts',
      "import {BASE_URL} from '../site.settings.ts';\nexport {BASE_URL};\n",
    ),
    [],
  );
});

test('a deep import into a workspace package fails the lint anywhere', () => {
  const errors = siteImportErrors(
    'packages/docs-mcp/src/planted.ts',
    [
      "import {markdownUrlOf} from '@paynow-docs/markdown-export/markdownUrl.ts';",
      "import {htmlToMarkdown} from '@paynow-docs/markdown-export/convert.ts';",
      "import {pageRoutes} from '@paynow-docs/build-kit/index.ts';",
      'export {markdownUrlOf, htmlToMarkdown, pageRoutes};',
    ].join('\n'),
  );
  assert.equal(errors.length, 3, errors.join('\n'));
  assert.match(
    errors[0]!,
    /not in the exports of @paynow-docs\/markdown-export/,
  );
  assert.equal(
    siteImportErrors(
      'src/planted.ts',
      "import {htmlFilesOf} from '@paynow-docs/build-kit/index.ts';\nexport {htmlFilesOf};\n",
    ).length,
    1,
  );
});

test("a workspace package's public entries pass", () => {
  assert.deepEqual(
    siteImportErrors(
      'checks/planted.ts',
      [
        "import {markdownUrlOf} from '@paynow-docs/markdown-export/markdownUrl';",
        "import ServerHtml from '@paynow-docs/build-kit/react/ServerHtml';",
        "import {htmlFilesOf} from '@paynow-docs/build-kit';",
        "import {readBuildRecord} from '@paynow-docs/postbuild/record';",
        'export {markdownUrlOf, ServerHtml, htmlFilesOf, readBuildRecord};',
      ].join('\n'),
    ),
    [],
  );
});

test('tsconfig.json names no path alias besides @site/ (a second name for a package would bypass its exports)', () => {
  const {compilerOptions} = JSON.parse(
    readFileSync('tsconfig.json', 'utf8'),
  ) as {
    compilerOptions: {paths?: Record<string, string[]>};
  };
  assert.deepEqual(Object.keys(compilerOptions.paths ?? {}), ['@site/*']);
});
