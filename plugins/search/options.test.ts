/**
 * The plugin's options as Docusaurus validates them: the site's vocabulary
 * kept, defaults filled in, each mistake refused with a message naming it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {optionsValidator} from '@paynow-docs/build-kit/testing';
import {validateOptions, type Options} from './options.ts';

const validate = optionsValidator(validateOptions);

test('options: defaults for a site that sets nothing', () => {
  const options = validate({});
  assert.equal(options.searchPagePath, 'search');
  assert.deepEqual(options.suggestedQueries, []);
  assert.equal(options.hitsPerPage, 10);
  assert.equal(options.algolia, null);
  assert.deepEqual(options.docsPluginIds, ['default']);
  assert.deepEqual(options.areas, {docs: {}, blog: 'Blog', pages: 'Pages'});
  assert.deepEqual(options.excludedRoutes, []);
  assert.deepEqual(options.popularPages, []);
  assert.deepEqual(options.excludedSections, []);
  assert.deepEqual(options.synonyms, []);
  assert.equal(options.zeroResults, null);
});

test('options: zeroResults takes an absolute path of the site, nothing else', () => {
  assert.deepEqual(
    validate({zeroResults: {endpoint: '/paynow-guideline/feedback'}})
      .zeroResults,
    {endpoint: '/paynow-guideline/feedback'},
  );
  for (const endpoint of [
    'feedback',
    'https://example.com/feedback',
    '//example.com/feedback',
    '/feedback?x=1',
  ]) {
    assert.throws(
      () => validate({zeroResults: {endpoint}}),
      /zeroResults\.endpoint/,
      endpoint,
    );
  }
});

test('options: the site vocabulary is kept, partial areas are completed', () => {
  const options = validate({
    suggestedQueries: ['refund'],
    docsPluginIds: ['default', 'api'],
    areas: {docs: {api: 'API reference'}, blog: 'Release notes'},
    excludedRoutes: ['markdown-page'],
  });
  assert.deepEqual(options.areas, {
    docs: {api: 'API reference'},
    blog: 'Release notes',
    pages: 'Pages',
  });
  assert.deepEqual(options.docsPluginIds, ['default', 'api']);
});

test('options: mistakes are refused with a message naming them', () => {
  const cases: [Options, RegExp][] = [
    [
      {areas: {docs: {api: 'API reference'}}},
      /areas\.docs names docs plugin ids that are not in docsPluginIds \(default\): api/,
    ],
    [{docsPluginIds: []}, /docsPluginIds/],
    [{docsPluginIds: ['default', 'default']}, /duplicate/],
    [{docsPluginIds: ['no spaces']}, /docsPluginIds/],
    [{areas: {blog: ''}}, /areas\.blog/],
    [{excludedRoutes: ['/markdown-page']}, /excludedRoutes/],
    [{searchPagePath: '/search'}, /searchPagePath/],
    [{suggestedQueries: ['']}, /suggestedQueries/],
    [{hitsPerPage: 0}, /hitsPerPage/],
    [{suggestedQueries: {en: ['']}}, /suggestedQueries/],
    [{popularPages: ['/docs/x']}, /popularPages/],
    [{popularPages: ['docs/x#bad anchor']}, /popularPages/],
    [{excludedSections: ['no spaces']}, /excludedSections/],
    [{algolia: {appId: 'A'} as Options['algolia']}, /algolia\.apiKey/],
    [{synonyms: [['refund']]}, /synonyms\[0\]/],
    [{synonyms: [['refund', '']]}, /synonyms\[0\]\[1\]/],
    [{synonyms: [['refund', 'Refund']]}, /synonyms\[0\]\[1\].*duplicate/],
    [{synonyms: [['refund', '、']]}, /synonyms\[0\]\[1\]/],
    [{synonyms: 'refund' as unknown as string[][]}, /synonyms/],
    [{contactPage: '/docs/contact'}, /contactPage/],
    [{contactPage: ''}, /contactPage/],
    [
      {
        readings: [
          {
            words: ['refund'],
            pages: ['docs/a'],
            owned: [{page: 'docs/a', words: []}],
          },
        ],
      },
      /readings\[0\]\.owned\[0\]\.words/,
    ],
  ];
  for (const [options, message] of cases) {
    assert.throws(() => validate(options), message, JSON.stringify(options));
  }
});

test('options: the contact page of a query that finds nothing, with its section; none by default', () => {
  assert.equal(validate({}).contactPage, null);
  assert.equal(
    validate({contactPage: 'docs/contact#ask-docs-team'}).contactPage,
    'docs/contact#ask-docs-team',
  );
});
