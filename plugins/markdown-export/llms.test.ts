import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {
  blogSection,
  docsSections,
  llmsFullTxt,
  llmsTxt,
  pageMarkdown,
  robotsTxt,
} from './llms.ts';
import {markdownUrlOf} from './markdownUrl.ts';
import {findHtml} from './markdown.ts';

function doc(id: string, permalink: string, title: string, unlisted = false) {
  return {id, permalink, title, description: `About ${title}.`, unlisted};
}

/** The part of the docs plugin's loaded content that the export reads. */
const DOCS = {
  loadedVersions: [
    {
      docs: [
        doc('index', '/base/docs/', 'Start here'),
        doc('pay/index', '/base/docs/pay/', 'Payment back office'),
        doc('pay/refund', '/base/docs/pay/refund', 'ATM refund'),
        doc('pay/seller', '/base/docs/pay/seller', 'Seller [functions]'),
        doc('pay/hidden', '/base/docs/pay/hidden', 'Hidden', true),
        doc('orphan', '/base/docs/orphan', 'Not in a sidebar'),
      ],
      sidebars: {
        docs: [
          {type: 'doc', id: 'index'},
          {
            type: 'category',
            label: 'Payment back office',
            link: {type: 'doc', id: 'pay/index'},
            items: [
              {type: 'doc', id: 'pay/seller'},
              {type: 'doc', id: 'pay/refund'},
              {type: 'doc', id: 'pay/hidden'},
            ],
          },
          {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
        ],
      },
    },
  ],
} as unknown as DocsContent;

const BLOG = {
  blogPosts: [
    {
      metadata: {
        permalink: '/base/release-note/v2',
        title: 'v2',
        description: 'Second.',
        unlisted: false,
      },
    },
    {
      metadata: {
        permalink: '/base/release-note/v1',
        title: 'v1',
        description: 'First.',
        unlisted: false,
      },
    },
  ],
} as unknown as BlogContent;

const SITE = {
  title: 'PayNow Docs',
  summary: 'Guides for PayNow.\nIn Taiwan.',
  siteUrl: 'https://docs.example',
};

test('docs sections follow the sidebar: loose pages first, then one per category, category page first', () => {
  const sections = docsSections(DOCS, {
    pluginId: 'default',
    overviewTitle: 'Start here',
  });
  assert.deepEqual(
    sections.map((section) => [
      section.title,
      section.pages.map((page) => page.permalink),
    ]),
    [
      ['Start here', ['/base/docs/', '/base/docs/orphan']],
      [
        'Payment back office',
        ['/base/docs/pay/', '/base/docs/pay/seller', '/base/docs/pay/refund'],
      ],
    ],
  );
});

test('a docs instance can be one section (the API reference)', () => {
  const [section, ...rest] = docsSections(DOCS, {
    pluginId: 'api',
    section: 'API reference',
  });
  assert.equal(rest.length, 0);
  assert.equal(section!.title, 'API reference');
  assert.equal(section!.pages.length, 5);
});

test('llms.txt: title, summary, ## sections and [Title](….md): description entries', () => {
  const sections = [
    ...docsSections(DOCS, {pluginId: 'default', overviewTitle: 'Start here'}),
    blogSection(BLOG, {pluginId: 'default', section: 'Release notes'}),
  ];
  assert.equal(
    llmsTxt(SITE, sections),
    `# PayNow Docs

> Guides for PayNow. In Taiwan.

## Start here

- [Start here](https://docs.example/base/docs.md): About Start here.
- [Not in a sidebar](https://docs.example/base/docs/orphan.md): About Not in a sidebar.

## Payment back office

- [Payment back office](https://docs.example/base/docs/pay.md): About Payment back office.
- [Seller \\[functions\\]](https://docs.example/base/docs/pay/seller.md): About Seller \\[functions\\].
- [ATM refund](https://docs.example/base/docs/pay/refund.md): About ATM refund.

## Release notes

- [v2](https://docs.example/base/release-note/v2.md): Second.
- [v1](https://docs.example/base/release-note/v1.md): First.
`,
  );
});

test('a page file: title, summary, source and date, then the content; llms-full.txt joins them in order', () => {
  const page = {
    permalink: '/base/docs/pay/refund',
    title: 'ATM refund',
    description: 'How to.',
  };
  const markdown = pageMarkdown(
    page,
    {body: 'Body.', updated: '2026-11-22'},
    'https://docs.example',
  );
  assert.equal(
    markdown,
    '# ATM refund\n\n> How to.\n\nSource: https://docs.example/base/docs/pay/refund\n\nLast updated: 2026-11-22\n\nBody.\n',
  );
  assert.equal(
    llmsFullTxt(SITE, [{markdown}, {markdown: '# v1\n\nFirst.\n'}]),
    `# PayNow Docs\n\n> Guides for PayNow. In Taiwan.\n\n---\n\n${markdown.trim()}\n\n---\n\n# v1\n\nFirst.\n`,
  );
});

test('Markdown URLs: the page path plus .md, trailing slash dropped', () => {
  assert.equal(
    markdownUrlOf('/base/docs/pay/refund'),
    '/base/docs/pay/refund.md',
  );
  assert.equal(markdownUrlOf('/base/docs/pay/'), '/base/docs/pay.md');
  assert.equal(
    markdownUrlOf('/base/api/add-pet#responses'),
    '/base/api/add-pet.md',
  );
});

test("robots.txt allows everything and names every locale's absolute sitemap", () => {
  assert.equal(
    robotsTxt([
      'https://docs.example/base/sitemap.xml',
      'https://docs.example/base/zh-TW/sitemap.xml',
    ]),
    'User-agent: *\nAllow: /\n\nSitemap: https://docs.example/base/sitemap.xml\nSitemap: https://docs.example/base/zh-TW/sitemap.xml\n',
  );
});

test('a title with <T> is text, not HTML, in the page file and in llms.txt', () => {
  const page = {
    permalink: '/base/docs/sdk/list(t)',
    title: 'Use List<T> in the SDK',
    description: 'Generic <T> lists.',
  };
  const markdown = pageMarkdown(page, {body: 'Body.'}, 'https://docs.example');
  assert.match(
    markdown,
    /^# Use List\\<T> in the SDK\n\n> Generic \\<T> lists\.\n/,
  );
  assert.deepEqual(findHtml(markdown), []);
  const txt = llmsTxt(SITE, [{title: 'SDK', pages: [page]}]);
  assert.match(
    txt,
    /- \[Use List\\<T> in the SDK\]\(https:\/\/docs\.example\/base\/docs\/sdk\/list%28t%29\.md\): Generic \\<T> lists\./,
  );
  assert.deepEqual(findHtml(txt), []);
});

test('llms.txt links the llms.txt of the other languages, each named in its own', () => {
  const text = llmsTxt(
    {
      ...SITE,
      alternates: [
        {label: '繁體中文', url: 'https://docs.example/base/zh-TW/llms.txt'},
        {label: 'A [b]', url: 'https://docs.example/base/x/llms.txt'},
      ],
    },
    [],
  );
  assert.match(
    text,
    /^\[繁體中文\]\(https:\/\/docs\.example\/base\/zh-TW\/llms\.txt\) · \[A \\\[b\\\]\]\(https:\/\/docs\.example\/base\/x\/llms\.txt\)$/m,
  );
});
