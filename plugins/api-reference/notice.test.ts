/**
 * The site's texts around the spec: the notice on every page, the
 * introduction's own paragraph and the UI words of the generated files, in
 * the locale being built; all of them text, never markup.
 */
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {compile} from '@mdx-js/mdx';
import {optionsValidator} from '@paynow-docs/build-kit/testing';
import {load} from 'cheerio';
import {validateOptions, type Options} from './index.ts';
import {loadSpec} from './spec.ts';
import {buildOperations} from './model/operation.ts';
import {buildIntro} from './model/intro.ts';
import {
  buildNotice,
  GENERATED_TEXT_IDS,
  generatedText,
  noticeProblem,
} from './model/notice.ts';
import {operationMdx, pageMeta, writeApiDocs} from './write.ts';
import type {IntroModel, NoticeModel, OperationModel} from './types.ts';
import {renderTheme, withCodeTranslations} from './test-support/render.ts';

const SPEC = path.join(__dirname, 'fixtures/petstore.yaml');

const validate = optionsValidator(validateOptions);

/** A notice in another language, with text that looks like markup. */
const NOTICE = {
  type: 'info',
  message: '本頁為<b>範例</b>{x}，並非真的API。規格請見{link}。',
  link: {label: 'API技術文件 <script>', to: '/docs/api-reference/'},
} as const;

describe('the notice option', () => {
  it('is off unless the site gives one, and its type defaults to info', () => {
    const none = validate({specPath: 'openapi.yaml'});
    assert.equal(none.notice, null);
    assert.equal(none.introText, null);
    const given = validate({
      specPath: 'openapi.yaml',
      notice: {message: 'A sample. See {link}.', link: NOTICE.link},
      introText: 'A paragraph.',
    });
    assert.deepEqual(given.notice, {
      type: 'info',
      message: 'A sample. See {link}.',
      link: NOTICE.link,
    });
    assert.equal(given.introText, 'A paragraph.');
  });

  it('fails on a message whose {link} does not match its link, an unknown type or a link out of the site', () => {
    for (const notice of [
      {message: 'A sample.', link: NOTICE.link},
      {message: 'See {link} or {link}.', link: NOTICE.link},
      {message: 'See {link}.'},
      {message: ''},
      {message: 'A sample.', type: 'success'},
      {message: 'See {link}.', link: {label: 'x', to: 'https://evil.example'}},
      {message: 'See {link}.', link: {label: 'x', to: '//evil.example/'}},
      {message: 'See {link}.', link: {label: '', to: '/docs/'}},
    ]) {
      assert.throws(
        () =>
          validate({specPath: 'openapi.yaml', notice} as unknown as Options),
        JSON.stringify(notice),
      );
    }
    assert.throws(
      () => validate({specPath: 'openapi.yaml', introText: ' '}),
      /introText/,
    );
  });

  it('splits the message at its link', () => {
    assert.deepEqual(buildNotice(NOTICE), {
      type: 'info',
      before: '本頁為<b>範例</b>{x}，並非真的API。規格請見',
      link: NOTICE.link,
      after: '。',
    });
    assert.deepEqual(buildNotice({type: 'warning', message: 'A sample.'}), {
      type: 'warning',
      before: 'A sample.',
      after: '',
    });
    assert.equal(buildNotice(null), null);
    assert.equal(
      noticeProblem({type: 'info', message: 'A {link}.'}),
      'the message holds {link} but the notice has no link',
    );
    assert.throws(
      () => buildNotice({...NOTICE, message: 'No link.'}),
      /notice: the message must hold \{link\} once/,
    );
  });
});

describe('the UI words of the generated files', () => {
  it('come from the locale code translations, else English', () => {
    assert.deepEqual(generatedText({}), {
      introduction: 'Introduction',
      operations: 'Operations',
    });
    assert.deepEqual(
      generatedText({
        [GENERATED_TEXT_IDS.introduction.id]: '簡介',
        [GENERATED_TEXT_IDS.operations.id]: '操作 <i>',
      }),
      {introduction: '簡介', operations: '操作 <i>'},
    );
    // The heading's <Translate> in ApiIntro and the TOC entry share an id.
    assert.equal(GENERATED_TEXT_IDS.operations.id, 'theme.api.operations');
  });
});

describe('a site with a notice and an introduction of its own', () => {
  let outDir: string;
  let operations: OperationModel[];
  let intro: IntroModel;
  let notice: NoticeModel;

  before(async () => {
    const api = await loadSpec(SPEC);
    operations = buildOperations(api, '/base/zh-TW/');
    intro = buildIntro(api, operations, {
      baseUrl: '/base/zh-TW/',
      downloads: {yaml: '/api/openapi.yaml', json: '/api/openapi.json'},
      lead: '這份API參考範例以<em>Pet Store</em>示範。其餘沿用英文原文。',
    });
    notice = buildNotice(NOTICE)!;
    outDir = await mkdtemp(path.join(os.tmpdir(), 'api-notice-'));
    await writeApiDocs(api, operations, intro, outDir, 'petstore.yaml', {
      introduction: '簡介',
      operations: '操作 <i>',
      notice,
    });
  });
  after(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  const data = async (file: string) =>
    JSON.parse(await readFile(path.join(outDir, file), 'utf8')) as Record<
      string,
      unknown
    >;

  it('writes the notice, the translated sidebar label and TOC entry into the data, not the MDX', async () => {
    assert.deepEqual((await data('_data/_site.json')).notice, notice);
    const index = (await data('_data/index.json')) as {
      notice: NoticeModel;
      toc: {value: string; id: string}[];
    };
    assert.deepEqual(index.notice, notice);
    // TOC entries are HTML: the translated word is escaped.
    assert.deepEqual(index.toc[0], {
      value: '操作 &lt;i&gt;',
      id: 'operations',
      level: 2,
    });
    const sidebar = (await data('sidebars.json')) as {
      api: {id?: string; label: string}[];
    };
    assert.deepEqual(sidebar.api[0], {
      type: 'doc',
      id: 'index',
      label: '簡介',
    });
    const mdx = await readFile(path.join(outDir, 'add-pet.mdx'), 'utf8');
    assert.equal(mdx, operationMdx('add-pet'));
    assert.doesNotMatch(mdx, /本頁|API技術文件/);
    await compile(mdx);
  });

  it('describes the introduction by its own paragraph (text, up to its first sentence)', () => {
    const api = {info: {title: 'Pet Store', description: 'A sample.'}};
    assert.equal(
      pageMeta(api as never, [], intro.lead).get('index')?.description,
      '這份API參考範例以<em>Pet Store</em>示範。',
    );
    assert.equal(
      pageMeta(api as never, []).get('index')?.description,
      'A sample.',
    );
  });

  it('renders the notice under an operation header as text with its one link', async () => {
    const operation = operations.find(({slug}) => slug === 'add-pet');
    const html = await renderTheme('ApiOperation', {operation, notice});
    const $ = load(html);
    const admonition = $('.theme-admonition-info');
    assert.equal(admonition.length, 1);
    assert.equal(
      admonition.find('p').text(),
      '本頁為<b>範例</b>{x}，並非真的API。規格請見API技術文件 <script>。',
    );
    assert.equal($('b, script').length, 0);
    const link = admonition.find('a');
    assert.equal(link.attr('href'), '/docs/api-reference/');
    assert.equal(link.text(), 'API技術文件 <script>');
    // After the header (title, method and path), before the description.
    assert.ok(html.indexOf('theme-admonition') > html.indexOf('</header>'));
  });

  it('renders the introduction with the notice first, then its own paragraph as text', async () => {
    const html = await renderTheme('ApiIntro', {intro, notice});
    const $ = load(html);
    assert.equal($('.theme-admonition-info').length, 1);
    assert.ok(html.indexOf('theme-admonition') < html.indexOf('這份API'));
    assert.ok(
      $('p')
        .toArray()
        .some((p) => $(p).text() === intro.lead),
    );
    assert.equal($('em').length, 0);
  });

  it('renders no notice when the site gives none', async () => {
    const html = await renderTheme('ApiOperation', {
      operation: operations[0],
      notice: null,
    });
    assert.doesNotMatch(html, /theme-admonition/);
    const introHtml = await renderTheme('ApiIntro', {
      intro: {...intro, lead: undefined},
    });
    assert.doesNotMatch(introHtml, /theme-admonition|這份/);
  });
});

describe('the words and punctuation around the spec text are the locale ones', () => {
  let operation: OperationModel;
  let intro: IntroModel;
  before(async () => {
    const api = await loadSpec(SPEC);
    const operations = buildOperations(api, '/base/');
    operation = operations.find(({slug}) => slug === 'add-pet')!;
    intro = buildIntro(api, operations, {
      baseUrl: '/base/',
      downloads: {yaml: '/api/openapi.yaml', json: '/api/openapi.json'},
    });
  });

  const securityLine = (html: string) =>
    load(html)('#authorization').parent().find('li > div').first().text();

  it('in English', async () => {
    const html = await renderTheme('ApiOperation', {operation});
    assert.match(
      securityLine(html),
      /^OAuth 2\.0 \(implicit flow\) \(petstore_auth\) with the scopes write:pets, read:pets/,
    );
    const introHtml = await renderTheme('ApiIntro', {intro});
    assert.equal(
      load(introHtml)('p')
        .filter((_, p) => load(p).text().startsWith('Download'))
        .text(),
      'Download the OpenAPI document: YAML · JSON',
    );
  });

  it('in Chinese: full-width parentheses and colon, 、 between items, no space around them', async () => {
    // The messages of i18n/zh-TW/code.json.
    const zh = {
      'theme.api.security.oauth2': 'OAuth 2.0（{flows}流程）',
      'theme.api.securityScheme': '{scheme}（{key}）',
      'theme.api.securitySchemeScopes': '{scheme}（{key}），範圍：{scopes}',
      'theme.api.listSeparator': '、',
      'theme.api.downloads': '下載OpenAPI文件：{yaml}、{json}',
    };
    const [html, introHtml] = await withCodeTranslations(zh, async () => [
      await renderTheme('ApiOperation', {operation}),
      await renderTheme('ApiIntro', {intro}),
    ]);
    assert.match(
      securityLine(html),
      /^OAuth 2\.0（implicit流程）（petstore_auth），範圍：write:pets、read:pets/,
    );
    const $ = load(introHtml);
    const downloads = $('p').filter((_, p) => $(p).text().startsWith('下載'));
    assert.equal(downloads.text(), '下載OpenAPI文件：YAML、JSON');
    assert.deepEqual(
      downloads
        .find('a')
        .toArray()
        .map((a) => [$(a).attr('href'), $(a).attr('download')]),
      [
        ['/base/api/openapi.yaml', ''],
        ['/base/api/openapi.json', ''],
      ],
    );
  });
});
