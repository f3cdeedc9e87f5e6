/**
 * Each module fast-load replaces behaves as the installed original where the
 * site relies on it: the same exports, the same results on the same input
 * (the seams package's drift test holds each to the upstream source it was forked from).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import {seamFile} from '@paynow-docs/docusaurus-seams';
import {createJiti} from 'jiti';
import {extractLeadingEmoji} from './client/emojiUtils.ts';
import type * as DocsClientUtils from './client/docsClientUtils.ts';

const require = createRequire(import.meta.url);

test('the utils-common replacement exports what the original exports, without tslib', async () => {
  const original = require('@docusaurus/utils-common') as Record<
    string,
    unknown
  >;
  const ours = (await import('./client/utilsCommon.ts')) as Record<
    string,
    unknown
  >;
  const names = (module: Record<string, unknown>) =>
    Object.keys(module)
      .filter((name) => name !== '__esModule' && name !== 'default')
      .sort();
  assert.deepEqual(names(ours), names(original));
  for (const name of names(original)) {
    if (typeof original[name] === 'function') {
      assert.equal(
        (ours[name] as () => unknown).toString(),
        (original[name] as () => unknown).toString(),
        name,
      );
    } else {
      assert.equal(ours[name], original[name], name);
    }
  }
  assert.doesNotMatch(
    readFileSync(new URL('client/utilsCommon.ts', import.meta.url), 'utf8'),
    /from 'tslib'|require\(/,
  );
});

test('the emoji replacement gives the results of the original', async () => {
  const original = (await import(seamFile('emoji-utils'))) as {
    extractLeadingEmoji: typeof extractLeadingEmoji;
  };
  const labels = [
    '',
    'Refund',
    ' Refund',
    '退款 (Refund)',
    '1. Steps',
    '#1 tip',
    '© PayNow',
    '⚠️ Warning',
    '⚠ Warning',
    '🚀 Launch',
    '👍🏽 Thanks',
    '🇹🇼 Taiwan',
    '1️⃣ First',
    '👨‍👩‍👧 Family',
    '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland',
    '↔ both',
  ];
  for (const label of labels) {
    assert.deepEqual(
      extractLeadingEmoji(label),
      original.extractLeadingEmoji(label),
      label,
    );
  }
  assert.equal(extractLeadingEmoji('🚀 Launch').emoji, '🚀');
});

test('the browserContext replacement has the exports of the original', () => {
  const exported = (source: string) =>
    [...source.matchAll(/export (?:const|function) (\w+)/g)]
      .map((match) => match[1])
      .sort();
  assert.deepEqual(
    exported(
      readFileSync(
        new URL('client/browserContext.tsx', import.meta.url),
        'utf8',
      ),
    ),
    exported(readFileSync(seamFile('browser-context'), 'utf8')),
  );
});

test('the useWindowSize replacement has the exports and the breakpoint of the original', () => {
  const source = (file: string) => readFileSync(file, 'utf8');
  const exported = (text: string) =>
    [...text.matchAll(/export (?:const|function) (\w+)/g)]
      .map((match) => match[1])
      .sort();
  const original = source(seamFile('use-window-size'));
  const ours = source(
    new URL('client/useWindowSize.ts', import.meta.url).pathname,
  );
  assert.deepEqual(exported(ours), exported(original));
  const breakpoint = (text: string, name: RegExp) => text.match(name)?.[1];
  assert.equal(
    breakpoint(ours, /DESKTOP_BREAKPOINT = (\d+)/),
    breakpoint(original, /DesktopBreakpoint = (\d+)/),
  );
});

/** Names a module exports (functions, constants, classes), from its source. */
function exportedNames(file: string): string[] {
  return [
    ...readFileSync(file, 'utf8').matchAll(
      /export (?:const|function|class) (\w+)/g,
    ),
  ]
    .map((match) => match[1]!)
    .sort();
}

test('the docs-client, preferred-version and React-utils replacements have the exports of the originals, and no localeCompare', () => {
  for (const [ours, original] of [
    ['client/docsClientUtils.ts', seamFile('docs-client-utils')],
    ['client/docsPreferredVersion.tsx', seamFile('docs-preferred-version')],
    ['client/reactUtils.tsx', seamFile('react-utils')],
  ] as const) {
    const file = new URL(ours, import.meta.url).pathname;
    assert.deepEqual(exportedNames(file), exportedNames(original), ours);
    assert.doesNotMatch(readFileSync(file, 'utf8'), /\.localeCompare\(/, ours);
  }
});

test('the docs-client replacement finds the same plugin, version and doc as the original, without localeCompare', async () => {
  // `@docusaurus/router` is the bundler's alias of react-router-dom.
  const jiti = createJiti(import.meta.url, {
    alias: {'@docusaurus/router': require.resolve('react-router-dom')},
  });
  const load = (file: string) => jiti.import<typeof DocsClientUtils>(file);
  const docsClientUtils = await load(
    new URL('client/docsClientUtils.ts', import.meta.url).pathname,
  );
  const original = await load(seamFile('docs-client-utils'));
  const doc = (id: string, docPath: string) => ({
    id,
    path: docPath,
    sidebar: 'main',
  });
  const version = (
    name: string,
    versionPath: string,
    docs: ReturnType<typeof doc>[],
    isLast = false,
  ) => ({
    name,
    label: name,
    isLast,
    path: versionPath,
    mainDocId: docs[0]!.id,
    docs,
    draftIds: [],
    sidebars: {},
  });
  const plugins = {
    default: {
      path: '/docs',
      breadcrumbs: true,
      versions: [
        version('current', '/docs/next', [doc('a', '/docs/next/a')]),
        version(
          '1.0',
          '/docs',
          [doc('a', '/docs/a'), doc('b', '/docs/b')],
          true,
        ),
      ],
    },
    api: {
      path: '/docs/api',
      breadcrumbs: true,
      versions: [
        version('current', '/docs/api', [doc('x', '/docs/api/x')], true),
      ],
    },
    root: {
      path: '/',
      breadcrumbs: true,
      versions: [version('current', '/', [doc('home', '/')], true)],
    },
  } as unknown as Parameters<typeof DocsClientUtils.getActivePlugin>[0];
  const pathnames = [
    '/',
    '/docs',
    '/docs/a',
    '/docs/b',
    '/docs/next/a',
    '/docs/api',
    '/docs/api/x',
    '/docs/apix',
    '/other',
  ];
  const expected = pathnames.map(
    (pathname) => original.getActivePlugin(plugins, pathname)?.pluginId,
  );
  const {localeCompare} = String.prototype;
  String.prototype.localeCompare = () => {
    throw new Error('localeCompare called');
  };
  try {
    assert.deepEqual(
      pathnames.map(
        (pathname) =>
          docsClientUtils.getActivePlugin(plugins, pathname)?.pluginId,
      ),
      expected,
    );
  } finally {
    String.prototype.localeCompare = localeCompare;
  }
  assert.equal(
    docsClientUtils.getActivePlugin(plugins, '/docs/api/x')?.pluginId,
    'api',
  );
  const data = plugins.default!;
  for (const pathname of pathnames) {
    assert.deepEqual(
      docsClientUtils.getActiveDocContext(data, pathname),
      original.getActiveDocContext(data, pathname),
      pathname,
    );
    assert.deepEqual(
      docsClientUtils.getDocVersionSuggestions(data, pathname),
      original.getDocVersionSuggestions(data, pathname),
      pathname,
    );
  }
  assert.throws(
    () =>
      docsClientUtils.getActivePlugin({api: plugins.api!}, '/other', {
        failfast: true,
      }),
    /Can't find active docs plugin for "\/other" pathname/,
  );
});
