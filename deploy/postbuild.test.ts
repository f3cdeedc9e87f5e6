import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {
  contentSecurityPolicy,
  inlineEventHandlers,
  inlineScripts,
  scriptHash,
} from './postbuild';

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

test('scriptHash is the CSP sha256 source of the exact text', () => {
  const expected = createHash('sha256').update('colour()').digest('base64');
  assert.equal(scriptHash('colour()'), `'sha256-${expected}'`);
  // A known vector: sha256("") in base64.
  assert.equal(
    scriptHash(''),
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
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
