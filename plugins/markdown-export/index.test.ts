import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions, type Options, type PluginOptions} from './index.ts';
import {DEFAULT_SKILL_TEXT} from './skills.ts';

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
