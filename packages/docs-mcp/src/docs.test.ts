import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Docs, InputError} from './docs.ts';
import {parseKeyFacts, parseLlmsTxt} from './llms.ts';
import {OriginError, folderOrigin, type Origin} from './origin.ts';
import {llmsFullTxt, llmsTxt} from '@paynow-docs/markdown-export/llms';
import {keyFactLine} from '@paynow-docs/markdown-export/skills';

const HOME = `<!doctype html><html lang=en><head>
<link rel=canonical href=https://docs.example.com/base/ />
<link rel=alternate href=https://docs.example.com/base/ hreflang=en />
<link rel=alternate href=https://docs.example.com/base/zh-TW/ hreflang=zh-TW />
<link rel=alternate href=https://docs.example.com/base/ hreflang=x-default />
<meta name=pn-search-index content=/base/assets/search/index.0.json>
</head></html>`;

/**
 * The llms.txt the site's own writer makes (plugins/markdown-export), so a
 * change of its format fails here, then lines a tampered or foreign file
 * could hold, which the parser must refuse.
 */
const WRITTEN = llmsTxt(
  {
    title: 'Site',
    summary: 'Summary.',
    siteUrl: 'https://docs.example.com',
    alternates: [
      {label: '繁體中文', url: 'https://docs.example.com/base/zh-TW/llms.txt'},
    ],
    instructions: {title: 'Instructions for agents', points: ['Read the .md.']},
  },
  [
    {
      title: 'Payment back office',
      pages: [
        {
          permalink: '/base/docs/pay/refund',
          title: 'ATM refund [buyers]',
          description: 'How to get a refund.',
        },
      ],
    },
    {title: 'Empty', pages: []},
  ],
);
const TAMPERED = [
  '- [Elsewhere](https://other.example/base/x.md): Not this site.',
  '- [Tab](https://docs.example.com/base/%09//127.0.0.3:9998/x.md): A tab that would leave the site.',
  '- [Space](https://docs.example.com/base/%20//127.0.0.3/x.md): So would a space.',
  '- [Double](https://docs.example.com/base/%252e%252e/%252e%252e/x.md): Encoded twice.',
  '- [Up](https://docs.example.com/base/docs/%2e%2e/%2e%2e/x.md): Encoded dots.',
  '- [Query](https://docs.example.com/base/x.md?u=//127.0.0.3): A query.',
];
/** The tampered lines inside the first area, after its page. */
const LLMS = WRITTEN.replace(
  /(\]\(https:\/\/docs\.example\.com\/base\/docs\/pay\/refund\.md\): How to get a refund\.\n)/,
  `$1${TAMPERED.join('\n')}\n`,
);

function fakeOrigin(files: Record<string, string>): Origin {
  return {
    label: 'fake',
    get: (relative) => Promise.resolve(files[relative] ?? null),
  };
}

const docs = new Docs(
  fakeOrigin({
    '': HOME,
    'llms.txt': LLMS,
    'docs/pay/refund.md': '# ATM refund\n',
  }),
);

test('parseLlmsTxt: areas with their pages of this site only', () => {
  assert.ok(LLMS.includes(TAMPERED[0]!), 'the tampered lines are in the file');
  assert.deepEqual(parseLlmsTxt(LLMS, 'https://docs.example.com', '/base/'), [
    {
      title: 'Payment back office',
      pages: [
        {
          title: 'ATM refund [buyers]',
          description: 'How to get a refund.',
          markdownUrl: 'https://docs.example.com/base/docs/pay/refund.md',
          relative: 'docs/pay/refund.md',
        },
      ],
    },
  ]);
});

test('the locales come from the home page, the default first', async () => {
  assert.deepEqual(await docs.locales(), [
    {locale: 'en', path: ''},
    {locale: 'zh-TW', path: 'zh-TW/'},
  ]);
});

test('resolvePage: URLs and paths, with or without the base, .md, slash, anchor or .html', async () => {
  for (const reference of [
    'docs/pay/refund',
    'docs/pay/refund.md',
    '/docs/pay/refund',
    '/base/docs/pay/refund/',
    '/base/docs/pay/refund.html',
    'https://docs.example.com/base/docs/pay/refund#fees',
    'docs/pay/refund?x=1',
  ]) {
    assert.equal(
      await docs.resolvePage(reference),
      'docs/pay/refund.md',
      reference,
    );
  }
  assert.equal(await docs.resolvePage('zh-TW/docs/pay/'), 'zh-TW/docs/pay.md');
});

test('resolvePage refuses what is not a page of the site', async () => {
  for (const [reference, message] of [
    ['  ', /Give a page URL or path/],
    ['../x', /Not a path inside the site/],
    ['docs\\..\\x', /Not a path inside the site/],
    ['/base/%2e%2e/secret', /outside the documentation site/],
    ['/base/%252e%252e/secret', /outside the documentation site/],
    ['/base/%09//127.0.0.3/x', /outside the documentation site/],
    ['docs/%00/x', /outside the documentation site/],
    ['/base/%E0%A4%A', /Malformed percent-encoding/],
    [
      'https://evil.example/base/docs/pay/refund',
      /not this documentation site/,
    ],
    ['javascript:alert(1)', /not this documentation site/],
  ] as const) {
    await assert.rejects(docs.resolvePage(reference), (error: Error) => {
      assert.ok(error instanceof InputError, reference);
      assert.match(error.message, message, reference);
      return true;
    });
  }
});

test('getPage: a known page, and an unknown one as an input error', async () => {
  assert.deepEqual(await docs.getPage('docs/pay/refund'), {
    url: 'https://docs.example.com/base/docs/pay/refund.md',
    markdown: '# ATM refund\n',
  });
  await assert.rejects(docs.getPage('docs/pay/nope'), InputError);
  await assert.rejects(docs.getPage('/other/docs/pay/refund'), /No page/);
});

test('a folder that is not a build is a clear error', async () => {
  await assert.rejects(
    new Docs(folderOrigin('/nonexistent/build')).locales(),
    (error: Error) =>
      error instanceof OriginError &&
      /No build folder at \/nonexistent\/build/.test(error.message),
  );
  await assert.rejects(
    new Docs(fakeOrigin({'': '<html></html>'})).locales(),
    /not a PayNow Docs build/,
  );
});

test('folderOrigin never reads outside its folder', async () => {
  const origin = folderOrigin('/tmp');
  for (const relative of [
    '../etc/passwd',
    '/etc/passwd',
    'a/../../etc/passwd',
    'a\\b',
    'file:x',
  ]) {
    await assert.rejects(origin.get(relative), OriginError, relative);
  }
});

test("the key facts of llms-full.txt as the site's own writer makes it, with their pages; a source off the site is dropped", () => {
  const refund = {
    permalink: '/base/zh-TW/docs/pay/refund',
    title: 'ATM退款 [買家]',
    description: '',
  };
  const pageText = {
    colon: '：',
    openParenthesis: '（',
    closeParenthesis: '）',
  } as Parameters<typeof keyFactLine>[1]['pageText'];
  const line = (text: string) =>
    keyFactLine(
      {text, page: refund},
      {siteUrl: 'https://docs.example.com', source: '出處', pageText},
    );
  const full = llmsFullTxt(
    {title: 'Site', summary: 'Summary.'} as Parameters<typeof llmsFullTxt>[0],
    [
      {
        markdown:
          '# ATM退款\n\n## 費用\n\n- 不是重點事實（出處：[x](https://docs.example.com/base/x.md)）\n',
      },
    ],
    {
      title: '頁面上的關鍵資訊',
      intro: '以下摘自各頁面。',
      lines: [
        line('退款需要2–3個工作天 *以內*。'),
        '- 他處（出處：[Elsewhere](https://other.example/base/x.md)）',
        line('帳務處理費由退款金額扣除。'),
      ],
    },
  );
  assert.deepEqual(parseKeyFacts(full, 'https://docs.example.com', '/base/'), {
    title: '頁面上的關鍵資訊',
    facts: [
      {
        text: '退款需要2–3個工作天 *以內*。',
        title: 'ATM退款 [買家]',
        markdownUrl: 'https://docs.example.com/base/zh-TW/docs/pay/refund.md',
      },
      {
        text: '帳務處理費由退款金額扣除。',
        title: 'ATM退款 [買家]',
        markdownUrl: 'https://docs.example.com/base/zh-TW/docs/pay/refund.md',
      },
    ],
  });
  assert.equal(
    parseKeyFacts(
      llmsFullTxt(
        {title: 'Site', summary: 'S.'} as Parameters<typeof llmsFullTxt>[0],
        [{markdown: '# A\n\n## B\n'}],
      ),
      'https://docs.example.com',
      '/base/',
    ),
    null,
  );
});
