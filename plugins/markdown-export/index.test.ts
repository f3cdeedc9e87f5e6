import {test} from 'node:test';
import assert from 'node:assert/strict';
import {optionsValidator} from '@paynow-docs/build-kit/testing';
import {validateOptions, type Options} from './index.ts';
import {DEFAULT_SKILL_TEXT} from './skills.ts';
import {DEFAULT_PAGE_TEXT} from './text.ts';

const validate = optionsValidator(validateOptions);

const AREAS = [{name: 'paynow-pay', paths: ['docs/pay']}];

test('defaults: no skills, no api-catalog, nothing localized', () => {
  const options = validate({summary: 'Docs.'});
  assert.equal(options.skills, null);
  assert.equal(options.apiCatalog, null);
  assert.deepEqual(options.localized, {});
});

test('skills: the English texts fill in what is not given', () => {
  const options = validate({
    summary: 'Docs.',
    skills: {areas: AREAS, text: {guide: 'Where to look'}},
  });
  assert.deepEqual(options.skills?.text, {
    ...DEFAULT_SKILL_TEXT,
    guide: 'Where to look',
  });
  assert.deepEqual(options.skills?.areas[0]?.links, []);
});

test('bad skills, api-catalog and localized options fail validation, naming the option and what is wrong', () => {
  const cases: [object, RegExp][] = [
    [
      {skills: {areas: [{name: 'PayNow', paths: ['docs']}]}},
      /"skills\.areas\[0\]\.name" with value "PayNow" fails to match the required pattern/,
    ],
    [
      {skills: {areas: [{name: 'a--b', paths: ['docs']}]}},
      /"skills\.areas\[0\]\.name" with value "a--b" fails to match the required pattern/,
    ],
    [
      {skills: {areas: [{name: 'a', paths: []}]}},
      /"skills\.areas\[0\]\.paths" must contain at least 1 items/,
    ],
    [
      {skills: {areas: [{name: 'a', paths: ['/docs']}]}},
      /"skills\.areas\[0\]\.paths\[0\]" with value "\/docs" fails to match the required pattern/,
    ],
    [
      {skills: {areas: [{name: 'a', paths: ['docs/../..']}]}},
      /"skills\.areas\[0\]\.paths\[0\]" with value "docs\/\.\.\/\.\." fails to match the required pattern/,
    ],
    [
      {skills: {areas: [...AREAS, ...AREAS]}},
      /"skills\.areas\[1\]" contains a duplicate value/,
    ],
    [
      {skills: {areas: AREAS, text: {guide: ''}}},
      /"skills\.text\.guide" is not allowed to be empty/,
    ],
    [
      {apiCatalog: {path: 'api', descriptions: []}},
      /"apiCatalog\.descriptions" must contain at least 1 items/,
    ],
    [
      {apiCatalog: {path: '../api', descriptions: [{path: 'a', type: 'b'}]}},
      /"apiCatalog\.path" with value "\.\.\/api" fails to match the required pattern/,
    ],
    [
      {localized: {'zh-TW': {summary: ''}}},
      /"localized\.zh-TW\.summary" is not allowed to be empty/,
    ],
    [
      {localized: {'zh-TW': {skillText: {unknown: 'x'}}}},
      /"localized\.zh-TW\.skillText\.unknown" is not allowed/,
    ],
  ];
  for (const [options, message] of cases) {
    assert.throws(
      () => validate({summary: 'Docs.', ...options} as Options),
      message,
      JSON.stringify(options),
    );
  }
});

test('pageText: English by default; a locale gives its words and punctuation, each template with its one placeholder', () => {
  const options = validate({
    summary: 'Docs.',
    localized: {
      'zh-TW': {
        pageText: {source: '出處：{url}', colon: '：', sentenceSeparator: ''},
      },
    },
  });
  assert.deepEqual(options.pageText, DEFAULT_PAGE_TEXT);
  assert.deepEqual(options.localized['zh-TW']?.pageText, {
    source: '出處：{url}',
    colon: '：',
    sentenceSeparator: '',
  });
  for (const [pageText, problem] of [
    [
      {source: '出處：'},
      /^source" with value "出處：" fails to match the one \{url\} pattern/,
    ],
    [
      {source: '出處：{url} {url}'},
      /^source" with value "出處：\{url\} \{url\}" fails to match the one \{url\} pattern/,
    ],
    [
      {updated: 'Updated {url}'},
      /^updated" with value "Updated \{url\}" fails to match the one \{date\} pattern/,
    ],
    [
      {tab: 'Tab'},
      /^tab" with value "Tab" fails to match the one \{number\} pattern/,
    ],
    [{colon: ':\n'}, /^colon" with value ":\n"/],
    [{unknown: 'x'}, /^unknown" is not allowed/],
  ] as const) {
    for (const [options, key] of [
      [{localized: {'zh-TW': {pageText}}}, '"localized.zh-TW.pageText.'],
      [{pageText}, '"pageText.'],
    ] as const) {
      assert.throws(
        () => validate({summary: 'Docs.', ...options} as Options),
        (error: Error) =>
          error.message.startsWith(key) &&
          problem.test(error.message.slice(key.length)),
        JSON.stringify(options),
      );
    }
  }
});
