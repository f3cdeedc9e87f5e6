import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {loadSpec} from './spec.ts';
import {buildOperations, slugify} from './model/operation.ts';
import {schemaNode} from './model/schema.ts';
import {Prism} from 'prism-react-renderer';
import {markdownToHtml, plainSummary} from './markdown.ts';
import {apiSidebar} from './write.ts';
import {SAMPLE_LANGUAGES} from './samples.ts';
import {GRAMMARS, loadGrammar} from './theme/ApiCodeSamples/prismLanguages.ts';

describe('generation from fixtures/petstore.yaml', async () => {
  const api = await loadSpec(
    path.join(__dirname, 'fixtures/petstore.yaml'),
    __dirname,
  );
  const operations = buildOperations(api);
  const bySlug = new Map(
    operations.map((operation) => [operation.slug, operation]),
  );

  it('makes one page model per operation with unique slugs', () => {
    assert.equal(operations.length, 21);
    assert.equal(bySlug.size, 21);
    assert.ok(bySlug.has('find-pets-by-status'));
    assert.ok(bySlug.has('subscribe-to-store-events'));
  });

  it('generates a working sample in every language, highlighted by a registered Prism grammar', async () => {
    await Promise.all(Object.keys(GRAMMARS).map(loadGrammar));
    // What a sample in each language must contain to be a request in that
    // language (keyed by tab id: a language added without a marker fails).
    const markers: Record<string, RegExp> = {
      curl: /^curl --request \w+ \\\n\s+--url '?https:\/\/api\.petstore\.example\/v1\//,
      javascript: /await fetch\(url, options\)/,
      python: /^import requests\n[\s\S]*requests\.\w+\(/,
      go: /http\.NewRequest\("\w+", url/,
      java: /new OkHttpClient\(\)/,
      php: /new \\GuzzleHttp\\Client\(\)/,
      csharp: /new HttpClient\(\)/,
    };
    for (const operation of operations) {
      assert.deepEqual(
        operation.samples.map((sample) => sample.id).sort(),
        Object.keys(markers).sort(),
        operation.slug,
      );
      for (const sample of operation.samples) {
        assert.match(
          sample.code,
          markers[sample.id],
          `${operation.slug} ${sample.id}`,
        );
        assert.ok(
          sample.code.includes(operation.path.replace(/\{.*$/, '')),
          `${operation.slug} ${sample.id} calls the operation's path`,
        );
        assert.ok(
          Prism.languages[sample.language],
          `${sample.id}: Prism has no ${sample.language} grammar`,
        );
        // The grammar really tokenizes the sample (not all plain text).
        const tokens = Prism.tokenize(
          sample.code,
          Prism.languages[sample.language],
        );
        assert.ok(
          tokens.some((token) => typeof token !== 'string'),
          `${operation.slug} ${sample.id} is highlighted`,
        );
      }
    }
    assert.equal(SAMPLE_LANGUAGES.length, Object.keys(markers).length);
  });

  it('puts the JSON body in the curl sample of a POST', () => {
    const curl = bySlug
      .get('add-pet')
      ?.samples.find((sample) => sample.id === 'curl');
    assert.ok(curl);
    assert.match(curl.code, /^curl --request POST/);
    assert.match(curl.code, /--header 'Content-Type: application\/json'/);
    assert.match(curl.code, /--data '\{\n\s+"name": "Momo"/);
    assert.doesNotMatch(curl.code, /"id": 10/, 'read-only id is not sent');
  });

  it('fills path, query and credential placeholders in a GET sample', () => {
    const curl = bySlug.get('find-pets-by-status')?.samples[0].code ?? '';
    assert.match(curl, /--request GET/);
    assert.match(curl, /findByStatus\?status=available/);
    assert.match(curl, /Authorization: Bearer YOUR_ACCESS_TOKEN/);
    const get = bySlug.get('get-pet-by-id')?.samples[0].code ?? '';
    assert.match(get, /\/pet\/10/);
    assert.match(get, /api_key: YOUR_API_KEY/);
  });

  it('keeps nested properties, required flags, enums and examples', () => {
    const body = bySlug.get('add-pet')?.requestBody;
    assert.equal(body?.required, true);
    const pet = body?.contents[0].schema;
    const name = pet?.properties?.find((property) => property.name === 'name');
    assert.equal(name?.required, true);
    assert.equal(name?.node.example, 'Momo');
    const status = pet?.properties?.find(
      (property) => property.name === 'status',
    );
    assert.deepEqual(status?.node.enum, ['available', 'pending', 'sold']);
    const category = pet?.properties?.find(
      (property) => property.name === 'category',
    );
    assert.deepEqual(
      category?.node.properties?.map((property) => property.name),
      ['id', 'name'],
    );
  });

  it('gives every response with a body an example, sampled when the spec has none', () => {
    const ok = bySlug
      .get('place-order')
      ?.responses.find((r) => r.status === '200');
    assert.equal(ok?.statusText, 'OK');
    const example = JSON.parse(ok?.contents[0].example ?? '{}');
    assert.equal(example.petId, 10, 'sampled from the property examples');
    for (const operation of operations) {
      for (const response of operation.responses) {
        for (const media of response.contents) {
          assert.ok(media.example, `${operation.slug} ${response.status}`);
        }
      }
    }
  });

  it('describes security, parameters and the callback', () => {
    const getPet = bySlug.get('get-pet-by-id');
    assert.equal(getPet?.security[0].schemes[0].type, 'apiKey');
    assert.deepEqual(
      getPet?.parameters.map((p) => [p.in, p.name, p.required]),
      [['path', 'petId', true]],
    );
    const addPet = bySlug.get('add-pet');
    assert.deepEqual(addPet?.security[0].schemes[0].scopes, [
      'write:pets',
      'read:pets',
    ]);
    const callbacks = bySlug.get('subscribe-to-store-events')?.callbacks ?? [];
    assert.equal(callbacks.length, 1);
    assert.equal(callbacks[0].method, 'post');
    assert.match(callbacks[0].expression, /\{\$request\.body#\/callbackUrl\}/);
    assert.ok(callbacks[0].requestBody?.contents[0].schema?.properties?.length);
  });

  it('groups the sidebar by tag after the introduction', () => {
    const sidebar = apiSidebar(api, operations).api as {
      id?: string;
      label: string;
      items?: unknown[];
    }[];
    assert.equal(sidebar[0].id, 'index');
    assert.deepEqual(
      sidebar.slice(1).map((item) => [item.label, item.items?.length]),
      [
        ['pet', 8],
        ['store', 5],
        ['user', 8],
      ],
    );
  });

  it('renders the operation description from Markdown, links under the base URL', () => {
    const [withBase] = buildOperations(api, '/docs-base/').filter(
      (operation) => operation.slug === 'find-pets-by-tags',
    );
    assert.match(
      withBase.descriptionHtml ?? '',
      /<strong>Deprecated:<\/strong>/,
    );
    assert.match(
      withBase.descriptionHtml ?? '',
      /<a href="\/docs-base\/api\/find-pets-by-status">/,
    );
  });

  it('takes reason phrases from Node, not a hand-kept table', () => {
    const responses = operations.flatMap((operation) => operation.responses);
    const phrases = new Map(responses.map((r) => [r.status, r.statusText]));
    assert.equal(phrases.get('200'), 'OK');
    assert.equal(phrases.get('404'), 'Not Found');
    assert.equal(phrases.get('409'), 'Conflict');
    assert.equal(schemaNode(undefined).type, 'any');
  });
});

describe('helpers', () => {
  it('slugify turns operation ids into URL segments', () => {
    assert.equal(slugify('getPetById'), 'get-pet-by-id');
    assert.equal(
      slugify('createUsersWithArrayInput'),
      'create-users-with-array-input',
    );
    assert.equal(slugify('getHTTPStatus'), 'get-http-status');
  });

  it('markdownToHtml renders GFM and escapes raw HTML', () => {
    assert.equal(
      markdownToHtml('**Bold** `code`'),
      '<p><strong>Bold</strong> <code>code</code></p>',
    );
    assert.doesNotMatch(markdownToHtml('<script>x</script>') ?? '', /<script>/);
    assert.equal(markdownToHtml('  '), undefined);
  });

  it('markdownToHtml drops script links and puts the base URL before site links', () => {
    assert.equal(
      markdownToHtml(
        '[x](javascript:alert(1)) [y](/docs/a) [z](//evil.example/)',
        '/b/',
      ),
      '<p><a href="">x</a> <a href="/b/docs/a">y</a> <a href="//evil.example/">z</a></p>',
    );
    assert.match(
      markdownToHtml('| a |\n| - |\n| 1 |') ?? '',
      /^<table tabindex="0">/,
    );
    assert.equal(
      markdownToHtml('<a href="/docs/a">raw</a>', '/b/'),
      '<p>&lt;a href=&quot;/docs/a&quot;&gt;raw&lt;/a&gt;</p>',
    );
  });

  it('plainSummary keeps the first sentence as plain text', () => {
    assert.equal(plainSummary('Adds a [pet](/x). More text.'), 'Adds a pet.');
    // A Chinese sentence ends at its full-width stop, with no space after it.
    assert.equal(
      plainSummary('本頁為API參考範例。以下沿用英文原文。'),
      '本頁為API參考範例。',
    );
    assert.equal(
      plainSummary('Version 1.2 of the API. Next.'),
      'Version 1.2 of the API.',
    );
  });

  it('plainSummary keeps raw HTML and markup characters inside text as written', () => {
    // The page shows raw HTML of spec text as text (markdownToHtml escapes
    // it): the description says the same, with its angle brackets.
    assert.equal(
      plainSummary('Sends <Tag>text</Tag> back.'),
      'Sends <Tag>text</Tag> back.',
    );
    assert.equal(
      plainSummary('> Quoted **pet_id** is `a > b` in C#. Next.'),
      'Quoted pet_id is a > b in C#.',
    );
    assert.equal(plainSummary('# Heading\n\nBody text.'), 'Heading Body text.');
  });

  it('schemaNode merges allOf and words constraints', () => {
    const node = schemaNode({
      allOf: [
        {
          type: 'object',
          required: ['a'],
          properties: {a: {type: 'integer', minimum: 1}},
        },
        {type: 'object', properties: {b: {type: 'string', readOnly: true}}},
      ],
    });
    assert.deepEqual(
      node.properties?.map((p) => [p.name, p.required, p.node.constraints]),
      [
        ['a', true, [{kind: 'minimum', value: '1'}]],
        ['b', false, [{kind: 'readOnly'}]],
      ],
    );
  });
});
