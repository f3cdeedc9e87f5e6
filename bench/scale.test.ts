import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {multiplyGuides, scaleFactors, SCALES} from './scale/site.ts';

function files(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), {withFileTypes: true}).flatMap(
    (entry) =>
      entry.isDirectory()
        ? files(dir, path.join(under, entry.name))
        : [path.join(under, entry.name)],
  );
}

test('scale: each copy of the guides is a folder of its own, so no route repeats', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pn-scale-test-'));
  try {
    mkdirSync(path.join(dir, 'payment-admin'));
    writeFileSync(path.join(dir, 'index.mdx'), '# Guides');
    writeFileSync(path.join(dir, 'payment-admin', 'refund.mdx'), '# Refund');
    multiplyGuides(dir, 3);
    // Run twice: copies are not copied again.
    multiplyGuides(dir, 3);
    assert.deepEqual(files(dir).sort(), [
      'index.mdx',
      'payment-admin/refund.mdx',
      'scale-2/_category_.json',
      'scale-2/index.mdx',
      'scale-2/payment-admin/_category_.json',
      'scale-2/payment-admin/refund.mdx',
      'scale-3/_category_.json',
      'scale-3/index.mdx',
      'scale-3/payment-admin/_category_.json',
      'scale-3/payment-admin/refund.mdx',
    ]);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('scale: every copied category has a translation key of its own', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pn-scale-test-'));
  try {
    mkdirSync(path.join(dir, 'payment-admin'));
    const category = {label: 'Payment back office', position: 3};
    writeFileSync(
      path.join(dir, 'payment-admin', '_category_.json'),
      JSON.stringify(category),
    );
    writeFileSync(path.join(dir, 'payment-admin', 'refund.mdx'), '# Refund');
    multiplyGuides(dir, 3);
    const read = (file: string) =>
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
    assert.deepEqual(read('payment-admin/_category_.json'), category);
    assert.deepEqual(read('scale-2/_category_.json'), {key: 'scale-2'});
    assert.deepEqual(read('scale-3/payment-admin/_category_.json'), {
      ...category,
      key: 'scale-3/payment-admin',
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('scale: 1× copies nothing', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pn-scale-test-'));
  try {
    writeFileSync(path.join(dir, 'index.mdx'), '# Guides');
    multiplyGuides(dir, 1);
    assert.deepEqual(files(dir), ['index.mdx']);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('scale: the sizes measured, from SCALE_FACTORS or 1×, 5×, 20×', () => {
  assert.deepEqual(scaleFactors(undefined), [...SCALES]);
  assert.deepEqual(SCALES, [1, 5, 20]);
  assert.deepEqual(scaleFactors('1, 5'), [1, 5]);
  assert.throws(() => scaleFactors('1,x'), /SCALE_FACTORS=1,x: .*got NaN/);
  assert.throws(() => scaleFactors('0'), /whole number ≥ 1/);
});

test('scale: bytes to the first results over their budget at 5× or 20× are named (bench:scale then fails)', async () => {
  const {overBudget} = await import('./scale.ts');
  const row = (factor: number, en: number, zh: number) =>
    ({
      factor,
      locales: [
        {locale: 'en', openToResultsGzip: en},
        {locale: 'zh-TW', openToResultsGzip: zh},
      ],
    }) as unknown as Parameters<typeof overBudget>[0][number];
  assert.deepEqual(
    overBudget([row(5, 70_000, 80_000), row(20, 99_000, 100_000)]),
    [],
  );
  assert.deepEqual(
    overBudget([row(5, 70_001, 79_000), row(20, 90_000, 100_500)]).map(
      (line) => line.split(':')[0],
    ),
    ['5× en', '20× zh-TW'],
  );
  // A size without a budget (SCALE_FACTORS=2) is measured, not judged.
  assert.deepEqual(overBudget([row(2, 500_000, 500_000)]), []);
});
