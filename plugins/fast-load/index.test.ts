import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import {SEAMS, seamFile} from '@paynow-docs/docusaurus-seams';
import {optionsValidator} from '@paynow-docs/build-kit/testing';
import * as fastLoad from './index.ts';
import {
  BUILD_ONLY_CONFIG_KEYS,
  baseUrlCheckScript,
  checkSiteConfig,
  clientSiteConfig,
  validateOptions,
} from './index.ts';
import {BOOT_ATTRIBUTE, LOADER_SCRIPT, SSR_TEMPLATE} from './ssrTemplate.ts';

const require = createRequire(import.meta.url);

test('every module the plugin replaces is a fork in the seams manifest, matched in the installed packages', () => {
  const patterns = Object.entries(fastLoad).filter(
    (entry): entry is [string, RegExp] => entry[1] instanceof RegExp,
  );
  assert.ok(patterns.length >= 12);
  for (const [name, pattern] of patterns) {
    const seams = SEAMS.filter(
      ({kind, id}) => kind === 'fork' && pattern.test(seamFile(id)),
    );
    assert.equal(seams.length, 1, `${name} (${pattern}) is no seam`);
    assert.ok(existsSync(seamFile(seams[0]!.id)), `${name}: no upstream file`);
  }
  assert.ok(
    readFileSync(seamFile('mdx-code'), 'utf8').includes(
      "import CodeBlock from '@theme/CodeBlock'",
    ),
  );
});

test('the client bundle’s site config is the site config without the build-only keys', () => {
  const siteConfig = {
    title: 'Docs',
    baseUrl: '/docs/',
    themeConfig: {navbar: {title: 'Docs'}},
    plugins: [['./plugin', {siteDir: '/home/me/site'}]],
    presets: [['classic', {}]],
    themes: [],
    ssrTemplate: '<html></html>',
    customFields: {a: 1},
  };
  const client = clientSiteConfig(siteConfig);
  assert.deepEqual(client, {
    title: 'Docs',
    baseUrl: '/docs/',
    themeConfig: {navbar: {title: 'Docs'}},
    customFields: {a: 1},
  });
  for (const key of BUILD_ONLY_CONFIG_KEYS) assert.ok(key in siteConfig);
  // A copy: the build's own config keeps its plugins.
  assert.equal(siteConfig.plugins.length, 1);
});

test('the page template is Docusaurus’s own except for the entry scripts', () => {
  const upstream = (require(seamFile('ssg-template')) as {default: string})
    .default;
  const upstreamScripts =
    /\n\s*<% it\.scripts\.forEach\(\(script\) => { %>\n\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\n\s*<% }\); %>/;
  assert.match(upstream, upstreamScripts);
  const loader = new RegExp(
    `\\n\\s*<script ${BOOT_ATTRIBUTE}="<% it\\.scripts\\.forEach\\(\\(script\\) => { %><%= it\\.baseUrl %><%= script %> <% }\\); %>">[^]*?</script>\\n(\\s*</body>)`,
  );
  assert.match(SSR_TEMPLATE, loader);
  const ours = SSR_TEMPLATE.replace(loader, '\n$1');
  assert.equal(ours, upstream.replace(upstreamScripts, ''));
});

test('the base-URL check shows the banner only outside the base URL', () => {
  const run = (pathname: string): boolean => {
    let listener: () => void = () => {};
    let shown = false;
    const element = () => ({
      setAttribute() {},
      appendChild() {},
      style: {},
    });
    new Function('document', 'location', baseUrlCheckScript('/docs-site/'))(
      {
        addEventListener: (_: string, callback: () => void) =>
          (listener = callback),
        createElement: element,
        body: {prepend: () => (shown = true)},
      },
      {pathname},
    );
    listener();
    return shown;
  };
  assert.equal(run('/docs-site/'), false);
  assert.equal(run('/docs-site/docs/intro'), false);
  assert.equal(run('/'), true);
  assert.equal(run('/other/docs-site/'), true);
});

test('fails the build with a clear message when the site config lacks what the plugin relies on', () => {
  assert.doesNotThrow(() =>
    checkSiteConfig({ssrTemplate: SSR_TEMPLATE, baseUrlIssueBanner: false}),
  );
  assert.throws(
    () => checkSiteConfig({ssrTemplate: undefined, baseUrlIssueBanner: false}),
    /\[pn-fast-load\] the site's ssrTemplate lacks the entry scripts listed in data-pn-boot and the loader script/,
  );
  assert.throws(
    () =>
      checkSiteConfig({
        ssrTemplate: SSR_TEMPLATE.replace(LOADER_SCRIPT, ''),
        baseUrlIssueBanner: false,
      }),
    /lacks the loader script that starts them/,
  );
  assert.throws(
    () =>
      checkSiteConfig({ssrTemplate: SSR_TEMPLATE, baseUrlIssueBanner: true}),
    /set `baseUrlIssueBanner: false`/,
  );
});

test('options: none accepted', () => {
  const validate = optionsValidator(validateOptions);
  assert.deepEqual(validate({} as never), {id: 'default'});
  assert.throws(
    () => validate({eager: true} as never),
    /"eager" is not allowed/,
  );
});
