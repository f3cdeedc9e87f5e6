import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {load} from 'cheerio';
import {loadSpec} from './spec.ts';
import {buildOperations} from './model.ts';
import {SAMPLE_LANGUAGES} from './samples.ts';
import {renderTheme} from './test-support/render.ts';

const siteDir = path.resolve(__dirname, '../..');

describe('theme components, rendered on the server', async () => {
  const api = await loadSpec(path.join(siteDir, 'openapi/petstore.yaml'));
  const operations = buildOperations(api, '/base/');
  const addPet = operations.find((operation) => operation.slug === 'add-pet')!;

  it('puts a tab with its highlighted-language code block in the HTML for every sample language', async () => {
    const $ = load(
      await renderTheme('ApiCodeSamples', {samples: addPet.samples}),
    );
    const panels = $('[role=tabpanel]')
      .map((_, panel) => ({
        label: $(panel).attr('aria-label'),
        language: $(panel).find('code').attr('class'),
        code: $(panel).find('code').text(),
      }))
      .get();
    assert.deepEqual(
      panels.map(({label, language}) => [label, language]),
      SAMPLE_LANGUAGES.map(([, label, , , language]) => [
        label,
        `language-${language}`,
      ]),
    );
    for (const panel of panels) {
      assert.ok(panel.code.includes('/pet'), `${panel.label} sample is there`);
    }
  });

  it('words the UI through translate(), with the default English messages', async () => {
    const $ = load(await renderTheme('ApiOperation', {operation: addPet}));
    assert.deepEqual(
      $('h2')
        .map((_, heading) => $(heading).text())
        .get(),
      [
        'Authorization',
        'Request body required',
        'Responses',
        'Request samples',
      ],
    );
    assert.match(
      $('header').text(),
      /Base URL: https:\/\/api\.petstore\.example\/v1/,
    );
    assert.match($.root().text(), /OAuth 2\.0 \(implicit flow\)/);
    assert.match($.root().text(), /Properties of category/);
    assert.match($.root().text(), /Allowed values: available pending sold/);
  });
});
