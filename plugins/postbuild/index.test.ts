import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';
import type {PostBuildStepProvider} from '@paynow-docs/build-kit/site';
import type {LoadContext, LoadedPlugin, Props} from '@docusaurus/types';
import {localeBaseUrl, localePath} from '@paynow-docs/build-kit';
import {optionsValidator} from '@paynow-docs/build-kit/testing';
import {postBuildAsStep} from './asStep.ts';
import pluginPostbuild, {validateOptions, type Options} from './index.ts';
import {scriptHash} from './csp.ts';
import {readBuildRecord, type BuildRecord} from './record.ts';

const work = mkdtempSync(path.join(tmpdir(), 'pn-postbuild-'));
after(() => rmSync(work, {recursive: true, force: true}));

const validate = optionsValidator(validateOptions);

const options = (given: Partial<Options>): Options =>
  validate({
    inlineScripts: ({baseUrl}) => [
      {source: 'test', reason: 'base check', text: `check("${baseUrl}")`},
    ],
    inlineScriptsSource: 'test registry',
    ...given,
  });

const LOCALES = ['en', 'zh-TW'];
const I18N = (currentLocale: string) => ({
  defaultLocale: 'en',
  locales: LOCALES,
  path: 'i18n',
  currentLocale,
  localeConfigs: {
    en: {baseUrl: '/base/', url: 'https://docs.example'},
    'zh-TW': {baseUrl: '/base/zh-TW/', url: 'https://docs.example'},
  },
});

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
}

type OtherPlugin = {name: string} & (
  PostBuildStepProvider | {postBuild: (props: Props) => Promise<void>}
);

/** Runs Docusaurus's postBuild phase as buildLocale does: every plugin's at once. */
async function buildLocale(
  site: string,
  locale: string,
  pluginOptions: Options,
  others: OtherPlugin[],
  order: 'first' | 'last' = 'first',
): Promise<void> {
  const outDir = path.join(site, localePath(locale, 'en'));
  const baseUrl = localeBaseUrl('/base/', locale, 'en');
  write(
    path.join(outDir, 'index.html'),
    `<html><head><script>check("${baseUrl}")</script></head><body>${'<p>Text</p>'.repeat(100)}</body></html>`,
  );
  const own = pluginPostbuild({} as LoadContext, pluginOptions) as LoadedPlugin;
  const plugins = (
    order === 'first' ? [own, ...others] : [...others, own]
  ) as LoadedPlugin[];
  const props = {
    outDir,
    baseUrl,
    siteConfig: {url: 'https://docs.example', baseUrl},
    i18n: I18N(locale),
    plugins,
  } as unknown as Props;
  await Promise.all(
    plugins.map(async (plugin) => {
      if (!plugin.postBuild) return;
      await plugin.postBuild({...props, content: undefined} as never);
    }),
  );
}

/** A plugin whose step writes a large text file after a while, as the Markdown export does. */
const lateWriter: OtherPlugin = {
  name: 'late-writer',
  postBuildSteps: [
    {
      name: 'Markdown exports and skills',
      reads: 'nothing',
      writes: ['*.md'],
      async run(site) {
        await sleep(100);
        site.write('late.md', 'Late text. '.repeat(200));
      },
    },
  ],
};

/** As the sitemap plugin does: its file written to the folder by its own postBuild. */
async function folderWriter(): Promise<OtherPlugin> {
  const plugin = postBuildAsStep(
    {
      plugin: () => ({
        name: 'folder-writer',
        postBuild: ({outDir}) =>
          writeFileSync(path.join(outDir, 'sitemap.xml'), '<urlset/>'),
      }),
      validateOptions: ({options}: {options: object}) => options,
    },
    {name: 'sitemap', reads: 'nothing', writes: () => ['sitemap.xml']},
  );
  return (await plugin({} as LoadContext, {}))!;
}

test('one build of both locales: CSP of both, the record, every file precompressed (also those other plugins write late)', async () => {
  const site = path.join(work, 'both');
  await buildLocale(site, 'en', options({}), [lateWriter]);
  await buildLocale(site, 'zh-TW', options({}), [lateWriter]);
  const include = readFileSync(path.join(site, '.nginx/csp.conf'), 'utf8');
  for (const base of ['/base/', '/base/zh-TW/']) {
    assert.ok(include.includes(scriptHash(`check("${base}")`)), base);
  }
  assert.deepEqual(readBuildRecord(site), {
    baseUrl: '/base/',
    url: 'https://docs.example',
    locales: ['en', 'zh-TW'],
    localeBaseUrls: {en: '/base/', 'zh-TW': '/base/zh-TW/'},
    scriptHashes: {
      en: [scriptHash('check("/base/")')],
      'zh-TW': [scriptHash('check("/base/zh-TW/")')],
    },
    algolia: null,
  });
  for (const file of [
    'index.html',
    'late.md',
    'zh-TW/index.html',
    'zh-TW/late.md',
  ]) {
    assert.ok(existsSync(path.join(site, `${file}.gz`)), `${file}.gz`);
    assert.ok(existsSync(path.join(site, `${file}.br`)), `${file}.br`);
  }
  assert.ok(!existsSync(path.join(site, '.nginx/csp.conf.gz')));
  // The locales' facts passed in the record: no file but the include and the record.
  assert.deepEqual(readdirSync(path.join(site, '.nginx')).sort(), [
    'build.json',
    'csp.conf',
  ]);
});

test("the log counts every file the steps wrote, also those saved before a tool's step", async (t) => {
  const logged = t.mock.method(console, 'log', () => undefined);
  await buildLocale(path.join(work, 'counted'), 'en', options({}), [
    lateWriter,
    await folderWriter(),
  ]);
  // late.md, sitemap.xml (too small to compress), and index.html's and late.md's .gz and .br.
  assert.match(
    String(logged.mock.calls.at(-1)?.arguments[0]),
    /; 6 files written, 0 removed;/,
  );
});

test("a locale's facts pass to the next locale's run in the build record, not read again from its pages nor kept on the process", async () => {
  const site = path.join(work, 'record');
  await buildLocale(site, 'en', options({}), []);
  // Were the zh-TW run to read the en pages again, it would find none.
  rmSync(path.join(site, 'index.html'));
  const global = Object.getOwnPropertySymbols(globalThis);
  await buildLocale(site, 'zh-TW', options({}), []);
  assert.deepEqual(Object.getOwnPropertySymbols(globalThis), global);
  const include = readFileSync(path.join(site, '.nginx/csp.conf'), 'utf8');
  for (const base of ['/base/', '/base/zh-TW/']) {
    assert.ok(include.includes(scriptHash(`check("${base}")`)), base);
  }
  assert.deepEqual(readBuildRecord(site).locales, ['en', 'zh-TW']);
});

test('the default locale starts a new record; a record of an older build without hashes is named', async () => {
  const site = path.join(work, 'restart');
  await buildLocale(site, 'en', options({}), []);
  await buildLocale(site, 'zh-TW', options({}), []);
  await buildLocale(site, 'en', options({}), []);
  assert.deepEqual(readBuildRecord(site).locales, ['en']);
  const older: Partial<BuildRecord> = readBuildRecord(site);
  delete older.scriptHashes;
  writeFileSync(path.join(site, '.nginx/build.json'), JSON.stringify(older));
  await assert.rejects(
    buildLocale(site, 'zh-TW', options({}), []),
    /build\.json does not record the inline-script hashes of en \(an older build\): build every locale again/,
  );
});

test('Algolia: the CSP reaches its hosts and the record names the search host', async () => {
  const site = path.join(work, 'algolia');
  await buildLocale(site, 'en', options({algolia: {appId: 'ABC123'}}), []);
  assert.match(
    readFileSync(path.join(site, '.nginx/csp.conf'), 'utf8'),
    /connect-src 'self' https:\/\/abc123-dsn\.algolia\.net /,
  );
  assert.equal(readBuildRecord(site).algolia, 'abc123-dsn.algolia.net');
  assert.deepEqual(readBuildRecord(site).locales, ['en']);
});

test('an unexpected inline script fails the build, naming the file and the registry', async () => {
  const site = path.join(work, 'planted');
  write(
    path.join(site, 'docs/a/index.html'),
    '<script>fetch("//evil.example")</script>',
  );
  await assert.rejects(
    buildLocale(site, 'en', options({}), []),
    /\[pn-postbuild\] CSP hashes: The Content-Security-Policy allows only the inline scripts listed in test registry[\s\S]*docs\/a\/index\.html: unexpected inline script/,
  );
  assert.ok(!existsSync(path.join(site, '.nginx/csp.conf')));
});

test("when a plugin's step fails, nothing is written and its error is the build error", async () => {
  const site = path.join(work, 'failing');
  await assert.rejects(
    buildLocale(site, 'en', options({}), [
      {
        name: 'failing',
        postBuildSteps: [
          {
            name: 'search index',
            reads: 'the pages',
            writes: [],
            async run() {
              await sleep(10);
              throw new Error('the other plugin failed');
            },
          },
        ],
      },
    ]),
    /\[pn-postbuild\] search index: the other plugin failed/,
  );
  assert.ok(!existsSync(path.join(site, '.nginx')));
});

test('another plugin with a postBuild of its own fails the build, naming it and the fix, wherever it is registered', async () => {
  for (const order of ['first', 'last'] as const) {
    await assert.rejects(
      buildLocale(
        path.join(work, `own-${order}`),
        'en',
        options({}),
        [
          {
            name: 'docusaurus-plugin-sitemap',
            async postBuild() {
              await sleep(10);
            },
          },
        ],
        order,
      ),
      /^Error: \[pn-postbuild\] docusaurus-plugin-sitemap has a postBuild of its own[\s\S]*postBuildSteps[\s\S]*@paynow-docs\/postbuild\/sitemap/,
    );
    assert.ok(!existsSync(path.join(work, `own-${order}`, '.nginx')), order);
  }
});

test('options: a registry and its source are required; the Algolia id is checked', () => {
  assert.throws(() => validate({}), /"inlineScripts" is required/);
  assert.throws(
    () => options({algolia: {appId: 'x; script-src *'}}),
    /alphanumeric/,
  );
  assert.equal(options({}).precompress, true);
  assert.equal(options({}).algolia, null);
});

test('checkOutput: called with the site folder after each locale; what it throws fails the build', async () => {
  const site = path.join(work, 'check-output');
  const seen: string[] = [];
  await buildLocale(
    site,
    'en',
    options({checkOutput: (folder: string) => void seen.push(folder)}),
    [lateWriter],
  );
  assert.deepEqual(seen, [site]);
  await assert.rejects(
    buildLocale(
      site,
      'zh-TW',
      options({
        checkOutput: () => {
          throw new Error('a link out of the project');
        },
      }),
      [],
    ),
    /\[pn-postbuild\] output check: a link out of the project/,
  );
});
