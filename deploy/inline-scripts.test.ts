import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {isExpectedInlineScript} from '@paynow-docs/postbuild/csp';
import {expectedInlineScripts} from './inline-scripts.ts';

/** plugins/fast-load's banner check as the minifier writes it, for /guides/. */
const BUILT = readFileSync(
  join(import.meta.dirname, 'fixtures/base-url-banner.guides.txt'),
  'utf8',
);
const accepts = (base: string, script: string) =>
  isExpectedInlineScript(script, expectedInlineScripts(base));

test('the registry expects the base-URL banner for the given base path only', () => {
  assert.ok(accepts('/guides/', BUILT));
  assert.ok(!accepts('/paynow-guideline/', BUILT));
  // The minifier's local names may differ from build to build…
  assert.ok(accepts('/guides/', BUILT.replace(/\bn\b/g, 'z')));
  // …but each stays one name, and nothing can be added.
  assert.ok(
    !accepts('/guides/', BUILT.replace('n.appendChild(o)', 'q.appendChild(o)')),
  );
  assert.ok(!accepts('/guides/', `${BUILT};fetch("/x")`));
  assert.throws(() => expectedInlineScripts('guides'), /BASE_URL/);
});

test('a locale’s pages check their own base path: /guides/zh-TW/ for zh-TW pages', () => {
  const zhTW = BUILT.replace('"/guides/"', '"/guides/zh-TW/"');
  assert.notEqual(zhTW, BUILT);
  assert.ok(accepts('/guides/zh-TW/', zhTW));
  assert.ok(!accepts('/guides/', zhTW));
  assert.ok(!accepts('/guides/zh-TW/', BUILT));
});
