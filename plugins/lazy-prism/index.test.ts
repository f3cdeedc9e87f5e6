import assert from 'node:assert/strict';
import {test} from 'node:test';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import lazyPrismPlugin, {
  PRISM_CLIENT_MODULE,
  validateOptions,
} from './index.ts';

test('the replaced module is exactly theme-classic’s Prism client module', () => {
  assert.match(
    '/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js',
    PRISM_CLIENT_MODULE,
  );
  assert.doesNotMatch(
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
    PRISM_CLIENT_MODULE,
  );
  assert.doesNotMatch(
    '/site/node_modules/@docusaurus/theme-classic/lib/nprogress.js',
    PRISM_CLIENT_MODULE,
  );
});

test('options: none accepted', () => {
  const validate = normalizePluginOptions as never;
  assert.deepEqual(validateOptions({validate, options: {}} as never), {
    id: 'default',
  });
  assert.throws(() =>
    validateOptions({validate, options: {languages: ['bash']}} as never),
  );
});

test('the plugin has a theme path and swaps the module in the bundler config', () => {
  const plugin = lazyPrismPlugin();
  assert.match(plugin.getThemePath!(), /lazy-prism[\\/]theme$/);
  class Replacement {
    pattern: RegExp;
    file: string;
    constructor(pattern: RegExp, file: string) {
      this.pattern = pattern;
      this.file = file;
    }
  }
  const config = plugin.configureWebpack!(
    {} as never,
    false,
    {
      currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}},
    } as never,
    undefined as never,
  ) as unknown as {plugins: Replacement[]};
  assert.equal(config.plugins[0]!.pattern, PRISM_CLIENT_MODULE);
  assert.match(config.plugins[0]!.file, /client[\\/]noop\.ts$/);
});
