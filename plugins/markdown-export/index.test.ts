import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions, type Options, type PluginOptions} from './index.ts';
import {DEFAULT_SKILL_TEXT} from './skills.ts';
import {DEFAULT_PAGE_TEXT} from './text.ts';

function validate(options: Options): PluginOptions {
  return validateOptions({
    options,
    validate: (schema, value) =>
      normalizePluginOptions(
        schema as Parameters<typeof normalizePluginOptions>[0],
        value as Parameters<typeof normalizePluginOptions>[1],
      ) as unknown as PluginOptions,
  });
}

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

test('bad skills, api-catalog and localized options fail validation', () => {
  for (const options of [
    {skills: {areas: [{name: 'PayNow', paths: ['docs']}]}},
    {skills: {areas: [{name: 'a--b', paths: ['docs']}]}},
    {skills: {areas: [{name: 'a', paths: []}]}},
    {skills: {areas: [{name: 'a', paths: ['/docs']}]}},
    {skills: {areas: [{name: 'a', paths: ['docs/../..']}]}},
    {skills: {areas: [...AREAS, ...AREAS]}},
    {skills: {areas: AREAS, text: {guide: ''}}},
    {apiCatalog: {path: 'api', descriptions: []}},
    {apiCatalog: {path: '../api', descriptions: [{path: 'a', type: 'b'}]}},
    {localized: {'zh-TW': {summary: ''}}},
    {localized: {'zh-TW': {skillText: {unknown: 'x'}}}},
  ] as Options[]) {
    assert.throws(
      () => validate({summary: 'Docs.', ...options}),
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
  for (const pageText of [
    {source: '出處：'},
    {source: '出處：{url} {url}'},
    {updated: 'Updated {url}'},
    {tab: 'Tab'},
    {colon: ':\n'},
    {unknown: 'x'},
  ]) {
    assert.throws(
      () =>
        validate({
          summary: 'Docs.',
          localized: {'zh-TW': {pageText}},
        } as Options),
      JSON.stringify(pageText),
    );
    assert.throws(
      () => validate({summary: 'Docs.', pageText} as Options),
      JSON.stringify(pageText),
    );
  }
});
