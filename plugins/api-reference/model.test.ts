import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {loadSpec} from './spec.ts';
import {buildOperations, schemaNode, slugify} from './model.ts';
import {markdownToHtml, markdownToMdx, plainSummary} from './markdown.ts';
import {apiSidebar, operationMdx} from './write.ts';
import {SAMPLE_LANGUAGES} from './samples.ts';

const siteDir = path.resolve(__dirname, '../..');

describe('generation from openapi/petstore.yaml', async () => {
  const api = await loadSpec(
    path.join(siteDir, 'openapi/petstore.yaml'),
    siteDir,
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

  it('generates request samples in the seven languages', () => {
    const ids = SAMPLE_LANGUAGES.map(([id]) => id);
    assert.deepEqual(ids, [
      'curl',
      'javascript',
      'python',
      'go',
      'java',
      'php',
      'csharp',
    ]);
    for (const operation of operations) {
      assert.deepEqual(
        operation.samples.map((sample) => sample.id),
        ids,
        operation.slug,
      );
      for (const sample of operation.samples) {
        assert.ok(sample.code.length > 20, `${operation.slug} ${sample.id}`);
        assert.ok(
          sample.code.includes('api.petstore.example/v1'),
          `${operation.slug} ${sample.id} names the server`,
        );
      }
    }
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

  it('writes MDX that imports the data and keeps the description as Markdown', () => {
    const mdx = operationMdx(bySlug.get('find-pets-by-tags')!);
    assert.match(
      mdx,
      /^---\nid: find-pets-by-tags\ntitle: "Find pets by tags"/,
    );
    assert.match(
      mdx,
      /import operation from '\.\/_data\/find-pets-by-tags\.json';/,
    );
    assert.match(mdx, /\*\*Deprecated:\*\*/);
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

  it('markdownToMdx escapes JSX characters outside code only', () => {
    assert.equal(
      markdownToMdx('Use {id} and <b> but `{keep}` too'),
      'Use \\{id\\} and &lt;b> but `{keep}` too',
    );
  });

  it('markdownToHtml renders GFM and escapes raw HTML', () => {
    assert.equal(
      markdownToHtml('**Bold** `code`'),
      '<p><strong>Bold</strong> <code>code</code></p>',
    );
    assert.doesNotMatch(markdownToHtml('<script>x</script>') ?? '', /<script>/);
    assert.equal(markdownToHtml('  '), undefined);
  });

  it('plainSummary keeps the first sentence as plain text', () => {
    assert.equal(plainSummary('Adds a [pet](/x). More text.'), 'Adds a pet.');
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
        ['a', true, ['≥ 1']],
        ['b', false, ['read-only']],
      ],
    );
  });
});
