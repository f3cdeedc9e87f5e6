import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {lintZh, zhTextFiles} from './lint-zh.ts';
import {zhUsageProblems} from './zh-usage.ts';

test('a simplified character fails, with its line, column and Taiwan form', () => {
  const problems = zhUsageProblems('第一行\n跳至主要内容');
  assert.deepEqual(problems, [
    {
      line: 2,
      column: 5,
      message: 'simplified or non-Taiwan character "内": write "內"',
    },
  ]);
  assert.equal(zhUsageProblems('退款审核').length, 1);
});

test('a Mainland term fails, naming the Taiwan word', () => {
  const [problem, ...rest] = zhUsageProblems('請在「設定」中修改默認的信息');
  assert.equal(rest.length, 1);
  assert.match(problem!.message, /"默認": Taiwan uses "預設"/);
  assert.equal(problem!.column, 10);
  assert.match(rest[0]!.message, /"信息": Taiwan uses "資訊"/);
});

test('Taiwan text passes: 台, 用戶端 and English around Chinese', () => {
  assert.deepEqual(
    zhUsageProblems(
      '金流後台的**退款審核**：以台幣計價，用戶端錯誤 4XX。Refund review (退款審核)',
    ),
    [],
  );
});

test('在線上, 核准 and 不准 are Taiwan usage; 在線 and 標准 are not', () => {
  assert.deepEqual(zhUsageProblems('在線上付款，經政府核准，不准退款。'), []);
  assert.match(zhUsageProblems('在線付款')[0]!.message, /"在線"/);
  assert.match(zhUsageProblems('標准稅率')[0]!.message, /"准": write "準"/);
});

test('an allowed on-screen label keeps its characters; the same term elsewhere fails', () => {
  const labels = ['WooCommerce 插件'];
  assert.deepEqual(zhUsageProblems('下載 **WooCommerce 插件**。', labels), []);
  assert.equal(zhUsageProblems('安裝其他插件。', labels).length, 1);
});

test('lint:zh finds every file with Chinese text, the site model included, and reports file:line:column', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lint-zh-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  };
  write('i18n/zh-TW/code.json', '{"a": {"message": "搜尋"}}\n');
  write('docs/bad.mdx', '---\ntitle: 標題\n---\n\n請使用搜索功能。\n');
  // A planted Simplified 后 in the site model, which no list names.
  write('site.areas.ts', "export const A = {label: '之后'};\n");
  write(
    'glossary.yaml',
    'terms:\n  - id: x\n    synonyms:\n      zh-TW: [充值]\n    note: 充值\n',
  );
  write('skip.png', '搜索');
  write('tools/i18n/words.ts', "export const MAINLAND = ['搜索'];\n");
  write('plugins/x/x.test.ts', "const planted = '搜索';\n");
  write('packages/search-engine/forms.ts', "export const F = ['裏'];\n");
  write('notes.ts', 'export const N = 1;\n');
  execFileSync('git', ['init', '-q'], {cwd: dir});
  const files = zhTextFiles(dir);
  assert.deepEqual(files, [
    'docs/bad.mdx',
    'glossary.yaml',
    'i18n/zh-TW/code.json',
    'site.areas.ts',
  ]);
  const problems = lintZh(files.map((file) => path.join(dir, file)));
  const where = problems.map(
    (problem) => path.relative(dir, problem).split(': ')[0],
  );
  assert.deepEqual(where, [
    'docs/bad.mdx:5:4',
    'glossary.yaml:5:11',
    'site.areas.ts:1:28',
  ]);
});
