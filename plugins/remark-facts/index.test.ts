import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import remarkFacts, {guideOf, validateOptions, type Options} from './index.ts';
import type {Register} from './register.ts';

const REGISTER: Register = {
  names: [],
  records: [
    {
      kind: 'channel',
      id: 'atm-refund',
      source: 'payment-admin/refund.md § Contacts',
    },
    {
      kind: 'figure',
      id: 'payment-admin/refund.refund-time',
      source: 'payment-admin/refund.md § Rules',
      pages: ['payment-admin/refund'],
      wording: {en: ['2–3 working days'], 'zh-TW': ['2–3個工作天']},
    },
    {
      kind: 'open',
      id: 'payment-admin/refund.fee',
      source: 'payment-admin/refund.md § UNCLEAR',
      question: 'How much is the fee?',
      next: 'atm-refund',
    },
    {
      kind: 'open',
      id: 'payment-admin/refund.scope',
      source: 'payment-admin/refund.md § UNCLEAR',
      question: 'ATM only?',
      next: 'docs-team',
    },
  ],
};

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remark-facts-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

async function run(dir: string, file: string, options: Partial<Options> = {}) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFacts, {
      register: REGISTER,
      guides: [
        {locale: 'en', dir: path.join(dir, 'docs')},
        {locale: 'zh-TW', dir: path.join(dir, 'zh')},
      ],
      ...options,
    });
  const vfile = new VFile({path: path.join(dir, file)});
  const {readFileSync} = await import('node:fs');
  vfile.value = readFileSync(vfile.path, 'utf8').replace(
    /^---\n[\s\S]*?\n---\n/,
    '',
  );
  return processor.run(processor.parse(vfile), vfile) as Promise<Root>;
}

const PAGE = `---
title: ATM refund
---

The refund arrives within 2–3 working days.

<OpenPoint id="payment-admin/refund.fee" />

<OpenPoint id="payment-admin/refund.scope" />
`;

test("a guide the register holds builds, and each <OpenPoint id> gets its record's channel", async () => {
  const dir = site({'docs/payment-admin/refund.mdx': PAGE});
  const tree = await run(dir, 'docs/payment-admin/refund.mdx');
  const points = tree.children.filter(
    (node) => node.type === 'mdxJsxFlowElement',
  );
  assert.deepEqual(
    points.map((node) =>
      Object.fromEntries(
        node.attributes.flatMap((attribute) =>
          attribute.type === 'mdxJsxAttribute'
            ? [[attribute.name, attribute.value]]
            : [],
        ),
      ),
    ),
    [
      {id: 'payment-admin/refund.fee', channel: 'atm-refund'},
      // The docs team is the component's default: no channel.
      {id: 'payment-admin/refund.scope'},
    ],
  );
});

test('a planted figure fails the build with the file, line and column in the file (front matter counted)', async () => {
  const dir = site({
    'zh/payment-admin/refund.mdx': PAGE.replace(
      '2–3 working days',
      '2–3個工作天',
    ).replace('ATM refund\n---\n', 'ATM refund\n---\n\n退款手續費為15元。\n'),
  });
  await assert.rejects(
    run(dir, 'zh/payment-admin/refund.mdx'),
    (error: Error) => {
      assert.match(
        error.message,
        /zh\/payment-admin\/refund\.mdx:5:7: figure "15元" is in no record of the register for payment-admin\/refund \(zh-TW\)/,
      );
      return true;
    },
  );
});

test('files outside the guides and excluded guides are not checked', async () => {
  const dir = site({
    'blog/post.mdx': 'Wait 9 days.\n',
    'docs/use-with-ai.mdx': 'Node.js 24 or newer.\n',
  });
  await run(dir, 'blog/post.mdx');
  await run(dir, 'docs/use-with-ai.mdx', {exclude: ['use-with-ai']});
  await assert.rejects(run(dir, 'docs/use-with-ai.mdx'), /figure "24"/);
});

test('options and the register are validated, naming what is wrong', () => {
  assert.throws(
    () => validateOptions({register: REGISTER}),
    /"guides" is required/,
  );
  assert.throws(
    () =>
      validateOptions({
        register: REGISTER,
        guides: [{locale: 'fr', dir: 'docs'}],
      }),
    /"guides\[0\]\.locale" must be one of \[en, zh-TW\]/,
  );
  const bad = {
    names: [],
    records: [
      ...REGISTER.records,
      {
        kind: 'open',
        id: 'payment-admin/refund.fee',
        source: 'refund § x',
        question: 'q',
        next: 'nowhere',
      },
      {
        kind: 'contact',
        id: 'x.phone',
        source: 'a.md § b',
        channel: 'gone',
        value: '02-1234-5678',
      },
      {
        kind: 'figure',
        id: 'x.none',
        source: 'a.md § b',
        pages: ['x'],
        wording: {en: [], 'zh-TW': []},
      },
      {kind: 'fee', id: 'x.fee', source: 'a.md § b'},
      {kind: 'rule', id: 'Not An Id', source: 'a.md § b'},
    ],
  };
  assert.throws(
    () =>
      validateOptions({register: bad, guides: [{locale: 'en', dir: 'docs'}]}),
    (error: Error) => {
      for (const expected of [
        /"refund § x" is not a digest point/,
        /"records\[7\]\.kind" must be one of \[figure, contact, channel, open, rule\]/,
        /"records\[8\]\.id" with value "Not An Id" fails to match/,
      ]) {
        assert.match(error.message, expected);
      }
      return true;
    },
  );
  assert.throws(
    () =>
      validateOptions({
        register: {
          names: [],
          records: [...REGISTER.records, ...bad.records.slice(5, 7)],
        },
        guides: [{locale: 'en', dir: 'docs'}],
      }),
    (error: Error) => {
      assert.match(
        error.message,
        /contact "x\.phone": channel "gone" is no channel record/,
      );
      assert.match(
        error.message,
        /figure "x\.none" has no wording in any locale/,
      );
      return true;
    },
  );
  assert.throws(
    () =>
      validateOptions({
        register: {
          names: [],
          records: [...REGISTER.records, REGISTER.records[2]],
        },
        guides: [{locale: 'en', dir: 'docs'}],
      }),
    /record "payment-admin\/refund\.fee" is there twice/,
  );
});

test('a guide file maps to its locale and doc id', () => {
  const guides: Options['guides'] = [
    {locale: 'en', dir: '/site/docs'},
    {locale: 'zh-TW', dir: '/site/i18n/zh-TW/docs'},
  ];
  assert.deepEqual(guideOf('/site/docs/payment-admin/refund.mdx', guides), {
    locale: 'en',
    page: 'payment-admin/refund',
  });
  assert.deepEqual(guideOf('/site/i18n/zh-TW/docs/index.md', guides), {
    locale: 'zh-TW',
    page: 'index',
  });
  assert.equal(guideOf('/site/blog/a.mdx', guides), null);
  assert.equal(guideOf('/site/docs/img/a.png', guides), null);
});
