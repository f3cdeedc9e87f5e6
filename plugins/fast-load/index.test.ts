import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import {
  core,
  docsClient,
  themeClassic,
  themeCommon,
} from './test-support/upstream.ts';
import {optionsValidator} from '@paynow-docs/build-kit/testing';
import {
  BASE_URL_ISSUE_BANNER,
  BROWSER_CONTEXT,
  BUILD_ONLY_CONFIG_KEYS,
  CLIENT_ENTRY,
  DOCS_CLIENT_UTILS,
  DOCS_PREFERRED_VERSION,
  EMOJI_UTILS,
  REACT_UTILS,
  IMAGE_ZOOM,
  MDX_CODE,
  USE_WINDOW_SIZE,
  UTILS_COMMON,
  baseUrlCheckScript,
  checkSiteConfig,
  clientSiteConfig,
  validateOptions,
} from './index.ts';
import {BOOT_ATTRIBUTE, LOADER_SCRIPT, SSR_TEMPLATE} from './ssrTemplate.ts';

const require = createRequire(import.meta.url);

// These read the installed @docusaurus/core: an upgrade that moves or changes
// what the plugin replaces fails here, not silently in the browser.

test('the replaced modules exist in the installed core and match the patterns', () => {
  assert.match(core('client/browserContext.js'), BROWSER_CONTEXT);
  assert.match(core('client/clientEntry.js'), CLIENT_ENTRY);
  assert.doesNotMatch(core('client/App.js'), BROWSER_CONTEXT);
  assert.match(themeCommon('utils/emojiUtils.js'), EMOJI_UTILS);
  assert.match(themeCommon('hooks/useWindowSize.js'), USE_WINDOW_SIZE);
  assert.match(themeCommon('utils/reactUtils.js'), REACT_UTILS);
  assert.match(docsClient('docsClientUtils.js'), DOCS_CLIENT_UTILS);
  assert.match(docsClient('docsPreferredVersion.js'), DOCS_PREFERRED_VERSION);
});

test('the modules replaced to keep them out of the entry script exist and match the patterns', () => {
  assert.match(
    core('client/BaseUrlIssueBanner/index.js'),
    BASE_URL_ISSUE_BANNER,
  );
  assert.match(require.resolve('@docusaurus/utils-common'), UTILS_COMMON);
  assert.match(
    require.resolve('docusaurus-plugin-image-zoom/lib/zoom.js'),
    IMAGE_ZOOM,
  );
  const mdxCode = themeClassic('theme/MDXComponents/Code.js');
  assert.match(mdxCode, MDX_CODE);
  assert.ok(
    readFileSync(mdxCode, 'utf8').includes(
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
  const upstream = (
    require(core('ssg/ssgTemplate.html.js')) as {default: string}
  ).default;
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
