import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {CAPS, capsTable} from './caps.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('each cap is named once and exported by its module', async () => {
  assert.equal(new Set(CAPS.map((cap) => cap.name)).size, CAPS.length);
  for (const cap of CAPS) {
    assert.ok(Number.isFinite(cap.value) && cap.value > 0, cap.name);
    const source = await readFile(path.join(ROOT, cap.module), 'utf8');
    assert.match(source, new RegExp(`\\b${cap.name}\\b`), cap.module);
  }
});

test('each cap has a test beside its module that names it', async () => {
  for (const cap of CAPS) {
    const folder = path.dirname(path.join(ROOT, cap.module));
    const tests = (await readdir(folder)).filter((name) =>
      name.endsWith('.test.ts'),
    );
    const texts = await Promise.all(
      tests.map((name) => readFile(path.join(folder, name), 'utf8')),
    );
    assert.ok(
      texts.some((text) => new RegExp(`\\b${cap.name}\\b`).test(text)),
      `no test in ${path.relative(ROOT, folder)} names ${cap.name}`,
    );
  }
});

test('the table has a row per cap', () => {
  assert.equal(capsTable().split('\n').length, CAPS.length + 2);
});
