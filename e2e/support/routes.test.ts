import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {docRoute} from './routes.ts';

test('an index file is its folder, any other file its path without extension', () => {
  assert.equal(docRoute('docs/index.mdx'), 'docs/');
  assert.equal(docRoute('docs/payment-admin/index.mdx'), 'docs/payment-admin/');
  assert.equal(
    docRoute('docs/payment-admin/refund.mdx'),
    'docs/payment-admin/refund',
  );
});

test('a file with a slug is refused, not guessed', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'routes-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  const file = path.join(dir, 'page.mdx');
  writeFileSync(file, '---\ntitle: Page\nslug: /elsewhere\n---\n\nText.\n');
  assert.throws(() => docRoute(file), /sets a slug/);
});
