import assert from 'node:assert/strict';
import {gunzipSync} from 'node:zlib';
import {describe, test} from 'node:test';
import {BuiltSite, type PostBuildProps} from '@paynow-docs/build-kit/site';
import {stepContext} from '@paynow-docs/build-kit/testing';
import {localeSteps, type LocaleContext} from './pipeline.ts';
import {runSteps} from './steps.ts';

const STYLESHEET = 'assets/css/styles.0204acda.css';
const filler = (word: string) => `<p>${`${word} `.repeat(150)}</p>`;
const page = (body: string) =>
  `<html><head><link rel="stylesheet" href="/base/${STYLESHEET}"><script>check("/base/")</script></head><body>${body}</body></html>`;

/** A small built locale: two pages, a script, a stylesheet with a rule no page uses. */
function fixtureSite(): BuiltSite {
  return BuiltSite.of({
    'index.html': page(`<main class="used">${filler('home')}</main>`),
    'docs/a/index.html': page(filler('guide')),
    'assets/js/main.1234abcd.js': `c="from-script";${'x=1;'.repeat(200)}`,
    [STYLESHEET]: `.used{color:red}.from-script{color:blue}${'.unused-rule{margin:0}'.repeat(40)}`,
  });
}

function context(given: Partial<LocaleContext> = {}): LocaleContext {
  return {
    ...stepContext({
      props: {routesPaths: ['/base/', '/base/docs/a/']} as PostBuildProps,
    }),
    locale: 'en',
    baseUrl: '/base/',
    inlineScripts: [{source: 'test', reason: 'base', text: 'check("/base/")'}],
    inlineScriptsSource: 'test registry',
    precompress: true,
    log: () => undefined,
    found: {inlineScriptHashes: [], pages: 0, compressed: 0},
    ...given,
  };
}

describe('the locale steps, in their order, over a fixture site', () => {
  test('the pages are relinked to the pruned stylesheet before they are compressed', async () => {
    const site = fixtureSite();
    const run = context();
    await runSteps(site, localeSteps([]), run, 'pn-postbuild');

    const css = site
      .paths()
      .filter((file) => /^assets\/css\/[^/]+\.css$/.test(file));
    assert.equal(css.length, 1);
    const [pruned] = css as [string];
    assert.notEqual(pruned, STYLESHEET);
    assert.equal(site.text(pruned), '.used{color:red}.from-script{color:blue}');
    assert.ok(!site.has(`${STYLESHEET}.gz`), 'no copy of the old stylesheet');
    for (const file of ['index.html', 'docs/a/index.html']) {
      for (const text of [
        site.text(file),
        gunzipSync(site.bytes(`${file}.gz`)).toString('utf8'),
      ]) {
        assert.ok(text.includes(`/base/${pruned}`), file);
        assert.ok(!text.includes(STYLESHEET), file);
      }
      assert.ok(site.has(`${file}.br`), file);
    }
    assert.equal(run.found.pages, 2);
    assert.equal(run.found.inlineScriptHashes.length, 1);
    assert.equal(run.found.compressed, 3);
  });

  test('an inline script the registry lacks fails the CSP step, naming the page', async () => {
    const site = fixtureSite();
    site.write(
      'docs/a/index.html',
      site
        .text('docs/a/index.html')
        .replace('</body>', '<script>evil()</script></body>'),
    );
    await assert.rejects(
      runSteps(site, localeSteps([]), context(), 'pn-postbuild'),
      /\[pn-postbuild\] CSP hashes: [\s\S]*test registry[\s\S]*docs\/a\/index\.html: unexpected inline script/,
    );
  });

  test('without precompression, no .gz or .br', async () => {
    const site = fixtureSite();
    await runSteps(
      site,
      localeSteps([]),
      context({precompress: false}),
      'pn-postbuild',
    );
    assert.deepEqual(
      site.paths().filter((file) => /\.(?:gz|br)$/.test(file)),
      [],
    );
  });
});

describe('localeSteps', () => {
  const step = (name: string) => ({
    plugin: 'pn-test',
    step: {name, reads: '', writes: [], run: () => undefined},
  });

  test("a plugin's step runs where the order names it", () => {
    assert.deepEqual(
      localeSteps([step('search index')]).map(({name}) => name),
      ['prune styles', 'search index', 'CSP hashes', 'precompression'],
    );
    assert.deepEqual(
      localeSteps([step('social cards'), step('search index')]).map(
        ({name}) => name,
      ),
      [
        'prune styles',
        'search index',
        'social cards',
        'CSP hashes',
        'precompression',
      ],
    );
  });

  test('a step the order does not name fails, naming it and its plugin', () => {
    assert.throws(
      () => localeSteps([step('late rewrite')]),
      /"late rewrite" of pn-test[\s\S]*LOCALE_STEP_ORDER/,
    );
  });
});
