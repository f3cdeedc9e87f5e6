import assert from 'node:assert/strict';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Stats} from '@rspack/core';
import {optionsValidator} from '@paynow-docs/build-kit/testing';
import {seamFile} from '@paynow-docs/docusaurus-seams';
import lazyPrismPlugin, {
  PRISM_CLIENT_MODULE,
  checkPrismThemes,
  prismTheme,
  validateOptions,
} from './index.ts';

const require = createRequire(__filename);
// Through require(): jiti's ESM interop drops the bundler's static members
// (NormalModuleReplacementPlugin) from this CommonJS export.
const {rspack} =
  require('@docusaurus/faster') as typeof import('@docusaurus/faster');

/**
 * The client modules of the installed theme-classic, as absolute paths: the
 * theme's own `getClientModules()`, resolved against its folder the way
 * Docusaurus core does (`path.resolve(plugin.path, module)`).
 */
function themeClassicClientModules(): string[] {
  const entry = require.resolve('@docusaurus/theme-classic');
  const themeClassic = (
    require('@docusaurus/theme-classic') as {
      default: (context: LoadContext, options: unknown) => Plugin;
    }
  ).default;
  const context = {
    siteDir: process.cwd(),
    siteStorage: {type: 'localStorage', namespace: ''},
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteConfig: {
      themeConfig: {colorMode: {}, prism: {additionalLanguages: []}},
    },
  } as unknown as LoadContext;
  const plugin = themeClassic(context, {customCss: []});
  return plugin.getClientModules!().map((module) =>
    path.resolve(path.dirname(entry), module),
  );
}

/** The file a client module path names, as the bundler resolves it. */
function resolveModule(modulePath: string): string {
  return require.resolve(modulePath);
}

test('the installed theme-classic still loads Prism through the client module the plugin replaces', () => {
  const prismModules = themeClassicClientModules()
    .map(resolveModule)
    .filter((file) =>
      /from ['"]prism-react-renderer['"]/.test(readFileSync(file, 'utf8')),
    );
  // Exactly one client module pulls Prism into every page, and it is the one
  // the plugin's rule matches; an upgrade that moves or renames it fails here.
  assert.equal(prismModules.length, 1, `Prism client modules: ${prismModules}`);
  assert.ok(existsSync(prismModules[0]!));
  assert.match(prismModules[0]!, PRISM_CLIENT_MODULE);
  // …and a fork of the seams manifest: its drift test holds the module to its stored original.
  assert.equal(prismModules[0], seamFile('prism-include-languages'));
  // The rule matches nothing else theme-classic loads on every page.
  assert.deepEqual(
    themeClassicClientModules()
      .map(resolveModule)
      .filter((file) => PRISM_CLIENT_MODULE.test(file)),
    prismModules,
  );
});

test('refuses Prism themes other than its own CSS-variable theme, which alone stays right in dark mode', () => {
  const fixed = {plain: {color: '#000', backgroundColor: '#fff'}, styles: []};
  assert.doesNotThrow(() =>
    checkPrismThemes({prism: {theme: prismTheme, darkTheme: prismTheme}}),
  );
  assert.throws(
    () => checkPrismThemes({prism: {theme: prismTheme, darkTheme: fixed}}),
    /\[pn-lazy-prism\] themeConfig\.prism\.darkTheme must be the plugin's prismTheme/,
  );
  assert.throws(
    () => checkPrismThemes({prism: {}}),
    /themeConfig\.prism\.theme must be/,
  );
});

test('options: none accepted', () => {
  const validate = optionsValidator(validateOptions);
  assert.deepEqual(validate({} as never), {id: 'default'});
  assert.throws(
    () => validate({languages: ['bash']} as never),
    /"languages" is not allowed/,
  );
});

test("bundling theme-classic's Prism client module with the site's bundler (Rspack) replaces it", async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lazy-prism-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  // What Docusaurus writes into .docusaurus/client-modules.js: the module
  // paths without extension. The Prism module imports `@theme/…`, which this
  // bundle cannot resolve: the build only succeeds if it is replaced.
  const prismModule = themeClassicClientModules().find((module) =>
    PRISM_CLIENT_MODULE.test(resolveModule(module)),
  );
  assert.ok(prismModule, 'no theme-classic client module matches the rule');
  const entry = path.join(dir, 'client-modules.js');
  writeFileSync(entry, `import ${JSON.stringify(prismModule)};\n`);

  const {plugins} = lazyPrismPlugin({
    siteConfig: {
      themeConfig: {prism: {theme: prismTheme, darkTheme: prismTheme}},
    },
  } as unknown as LoadContext).configureWebpack!(
    {} as never,
    false,
    {currentBundler: {name: 'rspack', instance: rspack}} as never,
    undefined as never,
  ) as {plugins: never[]};
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry,
    output: {path: path.join(dir, 'out'), filename: 'main.js'},
    optimization: {minimize: false, concatenateModules: false},
    plugins,
  });
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const {errors, modules} = stats.toJson({
    all: false,
    errors: true,
    modules: true,
    orphanModules: true,
    modulesSpace: Infinity,
  });
  assert.deepEqual(
    errors?.map((error) => error.message),
    [],
  );
  // The file each module was built from (Rspack keeps the requested path as
  // the identifier of a replaced module).
  const bundled = (modules ?? []).map(
    (module) => module.nameForCondition ?? '',
  );
  assert.ok(
    bundled.some((name) => /lazy-prism[\\/]client[\\/]noop\.ts$/.test(name)),
    `bundled modules: ${bundled.join(', ')}`,
  );
  assert.ok(
    !bundled.some((name) => PRISM_CLIENT_MODULE.test(name)),
    `bundled modules: ${bundled.join(', ')}`,
  );
  assert.doesNotMatch(
    readFileSync(path.join(dir, 'out', 'main.js'), 'utf8'),
    /prism-react-renderer|prism-include-languages\.js/,
  );
});
